import { expect, test } from '../support/fixtures'
import { daysAgo, type FileCheckIn } from '../support/journal-file'
import { countCoachRequests } from '../support/journal'

/**
 * Insights asks the server's coach for the day's guidance (a real event stream) and the
 * patterns. What it asks and keeps, and what it says when the coach fails, are proven on the
 * screen itself (apps/web/src/features/insights/components/insights-screen.test.tsx); the
 * figures in packages/core and the coach's words in packages/coach.
 */

/** Eight work check-ins over the last weeks, most of them with the gut ignored. */
const workWeeks: FileCheckIn[] = [7, 9, 14, 16, 21, 23, 28, 30].map((days, i) => ({
  ...daysAgo(days),
  honored: i % 4 === 0,
  outcome: i % 4 === 0 ? 'It went well, glad I listened.' : 'I regret it, it went badly.',
}))

test.use({ journal: { checkIns: workWeeks }, startAt: '/profile' })

test("Insights streams the day's guidance and shows the server coach's patterns, each asked once for the journal", async ({
  signedInPage: page,
}) => {
  await expect(page.getByRole('heading', { name: 'Mira' })).toBeVisible()
  const requests = countCoachRequests(page)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Insights' })
    .click()

  const guidance = page.getByRole('region', { name: 'Daily Guidance' })
  await expect(guidance).toContainText('Good to see you, Mira')
  await expect(guidance).toContainText('A question to carry:')
  await expect(guidance).toHaveAttribute('aria-busy', 'false')

  const patterns = page.getByRole('region', { name: 'Your Patterns' })
  const first = patterns
    .getByRole('listitem')
    .filter({ has: page.getByRole('button') })
    .first()
  const toggle = first.getByRole('button')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  for (const name of [
    'What to Do About It',
    'Questions to Consider',
    'Based on your recent check-ins',
  ]) {
    await expect(first.getByRole('heading', { name })).toBeVisible()
  }
  await expect(page.getByRole('region', { name: 'Trust Score' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your gut, over time' })).toHaveAttribute(
    'aria-busy',
    'false',
  )
  await expect.poll(() => ({ ...requests })).toEqual({ daily_guidance: 1, pattern_analysis: 1 })

  // The same journal the same day: a reload shows the same words and asks nothing more.
  const words = await guidance.textContent()
  await page.reload()
  await expect(guidance).toHaveText(words!)
  await expect(first).toBeVisible()
  expect({ ...requests }).toEqual({ daily_guidance: 1, pattern_analysis: 1 })
})
