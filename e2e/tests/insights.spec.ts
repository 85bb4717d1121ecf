import { expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { quickHonoredCheckIn } from '../support/check-ins'
import { countCoachRequests, failCoach, seedJournal } from '../support/journal'

test.use({ baseURL: process.env.BASE_URL })

const guidance = (page: Page) => page.getByRole('region', { name: 'Daily Guidance' })
const patterns = (page: Page) => page.getByRole('region', { name: 'Your Patterns' })

/** Ten tap check-ins at work over the last weeks, most of them with the gut ignored. */
const workWeeks = [1, 1, 2, 2, 3, 3, 4, 4].map((weeksAgo, i) => ({
  weeksAgo,
  honored: i % 4 === 0,
  consequence: i % 4 === 0 ? 'It went well, glad I listened.' : 'I regret it, it went badly.',
}))

test('daily guidance streams in once a day for a journal, and is made again when the journal changes', async ({
  page,
}) => {
  await signedInUser(page, 'Mira')
  const requests = countCoachRequests(page)
  await page.goto('/insights')
  await expect(guidance(page)).toContainText('Good to see you, Mira')
  await expect(guidance(page)).toContainText('A question to carry:')
  await expect(guidance(page)).toHaveAttribute('aria-busy', 'false')
  await expect.poll(() => requests.daily_guidance).toBe(1)

  // Another visit the same day does not ask again: the day's words stay.
  const words = (await guidance(page).textContent()) ?? ''
  await page.goto('/home')
  await page.goto('/insights')
  await expect(guidance(page)).toHaveText(words)
  await page.reload()
  await expect(guidance(page)).toHaveText(words)
  expect(requests.daily_guidance).toBe(1)

  // A check-in changes the journal: the guidance is made again from it, and never speaks of
  // an empty journal beside 'Check-ins 1'.
  await quickHonoredCheckIn(page)
  await page.goto('/insights')
  await expect.poll(() => requests.daily_guidance).toBe(2)
  await expect(guidance(page)).not.toHaveText(words)
  await expect(guidance(page)).not.toContainText(/still empty|no check-ins/i)
  await expect(guidance(page)).toHaveAttribute('aria-busy', 'false')
})

test('daily guidance that fails says so', async ({ page }) => {
  await signedInUser(page)
  await failCoach(page, ['daily_guidance'])
  await page.goto('/insights')
  await expect(guidance(page).getByRole('alert')).toHaveText(
    'Unable to load guidance right now. Try again later.',
  )
  // The rest of Insights is unaffected.
  await expect(page.getByRole('region', { name: 'Trust Score' })).toBeVisible()
})

test('patterns appear after 3 check-ins, open up, and are cached until a newer check-in', async ({
  page,
}) => {
  await signedInUser(page)
  await quickHonoredCheckIn(page)
  const requests = countCoachRequests(page)
  await page.goto('/insights')
  await expect(patterns(page)).toContainText('Check in 2 more times to see your patterns.')
  expect(requests.pattern_analysis).toBeUndefined()

  await seedJournal(page, workWeeks)
  await page.goto('/insights')
  const cards = patterns(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button') })
  await expect(cards.first()).toBeVisible()
  const first = cards.first()
  const toggle = first.getByRole('button')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(first.getByText('What to Do About It')).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(first.getByRole('heading', { name: 'What to Do About It' })).toBeVisible()
  await expect(first.getByRole('heading', { name: 'Questions to Consider' })).toBeVisible()
  await expect(first.getByRole('heading', { name: 'Based on your recent check-ins' })).toBeVisible()
  await expect.poll(() => requests.pattern_analysis).toBe(1)

  // Nothing new: a reload reuses the cache. A new check-in asks again.
  await page.reload()
  await expect(cards.first()).toBeVisible()
  await expect.poll(() => requests.pattern_analysis).toBe(1)
  await quickHonoredCheckIn(page)
  await page.goto('/insights')
  await expect(cards.first()).toBeVisible()
  await expect.poll(() => requests.pattern_analysis).toBe(2)
})

test('a failed pattern analysis offers Retry Analysis, which asks again', async ({ page }) => {
  await signedInUser(page)
  await seedJournal(page, workWeeks)
  await failCoach(page, ['pattern_analysis'])
  const requests = countCoachRequests(page)
  await page.goto('/insights')
  await expect(patterns(page).getByRole('alert')).toContainText(
    'Unable to analyze patterns right now. Please try again later.',
  )
  await expect.poll(() => requests.pattern_analysis).toBe(1)

  await page.unroute('**/functions/v1/gut-coach')
  await patterns(page).getByRole('button', { name: 'Retry Analysis' }).click()
  await expect(patterns(page).getByRole('alert')).toHaveCount(0)
  await expect(
    patterns(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('button') })
      .first(),
  ).toBeVisible()
  await expect.poll(() => requests.pattern_analysis).toBe(2)
})
