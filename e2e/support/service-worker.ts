import { expect, type Page } from '@playwright/test'

/**
 * Waits until Hara's service worker controls `page`. A new browser profile installs it first,
 * precaching every screen's code, which takes several seconds on a busy two-core machine and
 * once took more than twenty in a full run.
 */
export const workerInControl = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 45_000,
    })
    .toBe(true)

/**
 * Waits until the service worker has nothing left to do: one worker, activated, none installing
 * or waiting. After it, what the page says about a waiting version is its final word.
 */
export const workerSettled = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return {
            active: registration?.active?.state,
            installing: Boolean(registration?.installing),
            waiting: Boolean(registration?.waiting),
          }
        }),
      { timeout: 20_000 },
    )
    .toEqual({ active: 'activated', installing: false, waiting: false })
