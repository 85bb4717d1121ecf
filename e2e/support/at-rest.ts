import { expect, type Page } from '@playwright/test'

/**
 * Waits until no finite animation runs (a step's entrance, a sheet opening, a screen sliding
 * in); a pulse that never ends is not a move.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  )
}

/**
 * Waits until the screen is at rest, as a person sees it once it has settled: its main heading
 * shown (when named), the fonts in, no skeleton or busy region, and still.
 */
export async function atRest(page: Page, heading?: string | RegExp): Promise<void> {
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      !document.querySelector('.animate-pulse, [aria-busy="true"]'),
  )
  await untilStill(page)
}
