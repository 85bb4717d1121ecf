import { expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { importJournal } from '../support/journal-file'

test.use({ baseURL: process.env.BASE_URL, viewport: { width: 360, height: 640 } })

/**
 * The smallest phone Hara is made for, 360×640: Home with three decisions waiting for their
 * outcome still shows the orb on its first screen, the check-in menu dims the screen behind
 * it, and the Timeline's last outcome box is not behind the raised centre button.
 */

const DAY = 86_400_000
const dayAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10)

/** Screenshots of a screen in both themes, to look at (test-results/small-screen-*.png). */
async function bothThemes(page: Page, name: string) {
  for (const theme of ['dark', 'light'] as const) {
    // As theme-init.js sets it before the first paint; the stored choice is left alone.
    await page.evaluate((dark) => {
      document.documentElement.classList.toggle('dark', dark)
      document.documentElement.classList.toggle('light', !dark)
    }, theme === 'dark')
    await page.screenshot({ path: test.info().outputPath(`small-screen-${name}-${theme}.png`) })
  }
  await page.evaluate(() => {
    document.documentElement.classList.toggle('dark', true)
    document.documentElement.classList.toggle('light', false)
  })
}

test('at 360×640 Home keeps the orb on its first screen with three outcome rows; the menu has a backdrop', async ({
  page,
}) => {
  await signedInUser(page)
  await importJournal(
    page,
    [5, 4, 3].map((days) => ({ day: dayAgo(days), context: 'Finance', honored: false })),
  )
  await page.getByRole('link', { name: 'Today' }).click()
  const card = page.getByRole('region', { name: 'How did it turn out?' })
  await expect(card.getByRole('button', { name: /Log outcome/ })).toHaveCount(3)
  // What each was about, beside the decision.
  await expect(card.getByRole('listitem').first()).toContainText('A decision to make')
  await expect(page.getByRole('button', { name: 'tap to speak' })).toBeInViewport({ ratio: 1 })
  await bothThemes(page, 'home')

  await page.getByRole('button', { name: 'Check In' }).click()
  await expect(page.getByRole('menu', { name: 'Check in by' })).toBeVisible()
  const backdrop = page.locator('[data-menu-backdrop]')
  await expect(backdrop).toBeVisible()
  await bothThemes(page, 'check-in-menu')
  await backdrop.click({ position: { x: 20, y: 20 } })
  await expect(page.getByRole('menu', { name: 'Check in by' })).toBeHidden()
  await expect(backdrop).toHaveCount(0)

  // The Timeline scrolled to its end: the last card's outcome box is clear of the centre button.
  await page.getByRole('link', { name: 'Journey' }).click()
  await expect(page.getByRole('article')).toHaveCount(3)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const last = page.getByRole('article').last()
  const button = await page.getByRole('button', { name: 'Check In' }).boundingBox()
  const box = await last.boundingBox()
  expect(box!.y + box!.height).toBeLessThanOrEqual(button!.y)
  await bothThemes(page, 'timeline')
})
