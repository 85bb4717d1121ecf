import { expect, type Page } from '@playwright/test'

/** What Profile shows of the journal: level, XP progress, streak, check-ins, recent achievements. */
export async function profileFigures(page: Page) {
  await page.goto('/profile')
  await expect(page.getByText('Day Streak')).toBeVisible()
  const tiles = await page
    .locator('dl > div')
    .evaluateAll((divs) =>
      Object.fromEntries(
        divs.map((div) => [
          div.querySelector('dt')?.textContent,
          div.querySelector('dd')?.textContent,
        ]),
      ),
    )
  const xp = await page.getByText(/^\d+ \/ \d+ XP$/).textContent()
  const level = await page.getByText(/^Level \d+ /).textContent()
  return { level, xp, streak: tiles['Day Streak'], checkIns: tiles['Check-ins'] }
}

/** How many entries the Inner Map's timeline shows. */
export async function timelineCount(page: Page) {
  await page.goto('/map')
  await expect(page.getByRole('heading', { name: 'Inner Map' })).toBeVisible()
  await expect(page.getByRole('article').first().or(page.getByText('No entries yet'))).toBeVisible()
  return page.getByRole('article').count()
}

/** Opens Settings from Profile, as a person would. */
export async function openSettings(page: Page) {
  await page.goto('/profile')
  await page
    .getByRole('navigation', { name: 'Profile menu' })
    .getByRole('link', { name: 'Settings' })
    .click()
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
}
