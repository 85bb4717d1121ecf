import { expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { quickHonoredCheckIn, quickIgnoredCheckIn } from '../support/check-ins'
import { countCoachRequests, failCoach, seedJournal } from '../support/journal'

test.use({ baseURL: process.env.BASE_URL })

/**
 * Opens a tab once no toast lies over the tab bar, as a person waits for one to fade. The
 * pointer first leaves the page's content: it rests where the last click was, and a toast that
 * appears under it stays (sonner pauses a hovered toast), where a finger would have lifted.
 */
async function openTab(page: Page, name: string) {
  await page.mouse.move(0, 0)
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem'),
  ).toHaveCount(0, { timeout: 15_000 })
  await page.getByRole('tab', { name }).click()
}
const panel = (page: Page) => page.getByRole('tabpanel')

test('Signals, Trust and Tone: insufficient without data, then results from the journal', async ({
  page,
}) => {
  await signedInUser(page)
  const requests = countCoachRequests(page)
  await page.goto('/map')
  await openTab(page, 'Signals')
  await expect(panel(page)).toHaveText(
    'Start logging check-ins with body sensations to see your signal patterns',
  )
  await openTab(page, 'Trust')
  await expect(panel(page)).toHaveText(
    'Start logging decisions and outcomes to see your trust patterns',
  )
  await openTab(page, 'Tone')
  await expect(panel(page)).toHaveText('Start logging voice check-ins to see your tone patterns')
  // Decided on the device: the coach was never asked.
  expect(requests).toEqual({})

  await quickHonoredCheckIn(page)
  await quickIgnoredCheckIn(page)
  const ignored = page.getByRole('article').first()
  await ignored.getByRole('button', { name: 'Log outcome' }).click()
  await ignored
    .getByPlaceholder('What happened? How did it turn out?')
    .fill('I regret it, it went badly.')
  await ignored.getByRole('button', { name: 'Save' }).click()

  await openTab(page, 'Signals')
  await expect(panel(page).getByRole('heading', { name: 'Your Top Signals' })).toBeVisible()
  const tight = panel(page).getByRole('listitem').filter({ hasText: 'Tight chest' })
  // One judged outcome: the counts, never "100%" of one, and how many more make a percentage.
  await expect(tight).toContainText('1 of 1 right')
  await expect(tight).toContainText('4 more outcomes to show a percentage.')
  await expect(tight).not.toContainText('%')
  const warmth = panel(page).getByRole('listitem').filter({ hasText: 'Expanding warmth' })
  await expect(warmth).toContainText('Not judged yet')
  await expect(warmth).not.toContainText('% accuracy')

  await openTab(page, 'Trust')
  await expect(panel(page).getByRole('heading', { name: 'Trust Curve' })).toBeVisible()
  await expect(panel(page).getByRole('meter', { name: 'Honored gut feelings' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  )
  await expect(panel(page).getByRole('meter', { name: 'Ignored gut feelings' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  )
  await expect(panel(page).getByRole('group', { name: 'Honored gut feelings' })).toContainText(
    '50%',
  )
  await expect(panel(page).getByRole('group', { name: 'Ignored gut feelings' })).toContainText(
    '50%',
  )

  await openTab(page, 'Tone')
  await expect(panel(page)).toHaveText('Start logging voice check-ins to see your tone patterns')
  expect(requests.tone_analysis).toBeUndefined()

  await seedJournal(page, [
    { voice: { transcript: 'I know this is right, I feel calm and sure about it' } },
    { voice: { transcript: 'Maybe I should just go along, I guess it is fine' }, honored: false },
  ])
  await openTab(page, 'Tone')
  await expect(panel(page).getByRole('heading', { name: 'Tone Patterns' })).toBeVisible()
  await expect(panel(page)).toContainText('When honoring your gut:')
  await expect(panel(page)).toContainText('When ignoring your gut:')
  await expect(panel(page)).toContainText('Key indicators:')
})

test('an analysis is cached until a newer check-in exists', async ({ page }) => {
  await signedInUser(page)
  await quickHonoredCheckIn(page)
  const requests = countCoachRequests(page)
  await openTab(page, 'Signals')
  await expect(panel(page).getByRole('heading', { name: 'Your Top Signals' })).toBeVisible()
  await openTab(page, 'Trust')
  await expect(panel(page).getByRole('heading', { name: 'Trust Curve' })).toBeVisible()
  await expect.poll(() => ({ ...requests })).toEqual({ signals_analysis: 1, trust_analysis: 1 })

  // Nothing changed: back and forth between tabs, and a reload, reuse the cache.
  await openTab(page, 'Timeline')
  await openTab(page, 'Signals')
  await expect(panel(page).getByRole('heading', { name: 'Your Top Signals' })).toBeVisible()
  await page.reload()
  await openTab(page, 'Trust')
  await expect(panel(page).getByRole('heading', { name: 'Trust Curve' })).toBeVisible()
  await openTab(page, 'Signals')
  await expect(panel(page).getByText('Expanding warmth')).toBeVisible()
  await expect.poll(() => ({ ...requests })).toEqual({ signals_analysis: 1, trust_analysis: 1 })

  // A new check-in makes the cache stale: one fresh request.
  await quickIgnoredCheckIn(page)
  await openTab(page, 'Signals')
  await expect(panel(page).getByText('Tight chest')).toBeVisible()
  await expect.poll(() => requests.signals_analysis).toBe(2)
})

test('a failed analysis shows the message and is logged only', async ({ page }) => {
  await signedInUser(page)
  await quickHonoredCheckIn(page)
  await seedJournal(page, [{ voice: { transcript: 'Something feels off about this offer' } }])
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await failCoach(page)
  await openTab(page, 'Signals')
  await expect(panel(page)).toHaveText('Unable to analyze signals. Try again later.')
  await openTab(page, 'Trust')
  await expect(panel(page)).toHaveText('Unable to analyze trust patterns. Try again later.')
  await openTab(page, 'Tone')
  await expect(panel(page)).toHaveText('Unable to analyze tone patterns. Try again later.')
  expect(warnings.filter((text) => text.includes('analysis did not answer'))).toHaveLength(3)
  // No toast: failures of these analyses are logged only (docs/product.md#messages).
  await expect(page.getByText('The coach is resting.')).toHaveCount(0)
})

test('the trust curve draws one point per week with answered check-ins, from the first one', async ({
  page,
}) => {
  await signedInUser(page)
  await seedJournal(page, [
    { weeksAgo: 15, honored: true }, // outside the last 12 weeks
    { weeksAgo: 6, honored: false },
    { weeksAgo: 3, honored: true },
    { weeksAgo: 3, honored: false },
    { weeksAgo: 1, honored: true },
    { honored: true },
  ])
  await page.goto('/map')
  await openTab(page, 'Trust')
  const chart = panel(page).getByTestId('trust-curve')
  await expect(chart).toBeVisible()
  await expect(chart.locator('circle')).toHaveCount(4)
  // Only last week and this week follow each other; the others stand alone, with gaps between.
  await expect(chart.locator('polyline')).toHaveCount(1)
  // From the first week with an answer (six weeks ago) to this one: seven weeks, not twelve.
  await expect(panel(page).getByText('Last 7 weeks')).toBeVisible()
  const table = panel(page).getByRole('table')
  await expect(table.getByRole('row')).toHaveCount(8)
  await expect(table.getByRole('row', { name: /No answered check-ins/ })).toHaveCount(3)
  await expect(table.getByRole('row', { name: /50% \(1 of 2\)/ })).toHaveCount(1)
  await expect(table.getByRole('row', { name: /This week 100% \(1 of 1\)/ })).toHaveCount(1)
})

test('deleting a check-in, then Undo, brings it back with its outcome', async ({ page }) => {
  await signedInUser(page)
  await quickHonoredCheckIn(page, 'Health')
  await quickIgnoredCheckIn(page, 'Finance')
  const finance = page.getByRole('article').filter({ hasText: 'Finance' })
  await finance.getByRole('button', { name: 'Log outcome' }).click()
  await finance.getByPlaceholder('What happened? How did it turn out?').fill('Lost money on it.')
  await finance.getByRole('button', { name: 'Save' }).click()
  await expect(finance.getByRole('region', { name: 'Outcome' })).toBeVisible()

  await finance.getByRole('button', { name: 'Delete check-in' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Entry removed')).toBeVisible()
  await expect(page.getByText('This check-in has been deleted')).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)

  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('article')).toHaveCount(2)
  await expect(page.getByRole('article').first()).toContainText('Finance')
  await expect(
    page.getByRole('article').first().getByRole('region', { name: 'Outcome' }),
  ).toContainText('Lost money on it.')
  await page.reload()
  await expect(page.getByRole('article')).toHaveCount(2)
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: 'Finance' })
      .getByRole('region', { name: 'Outcome' }),
  ).toContainText('Lost money on it.')
})
