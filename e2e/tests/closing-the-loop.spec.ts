import { expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { trackedDecisionCheckIn } from '../support/check-ins'

test.use({ baseURL: process.env.BASE_URL })
// Long journeys: sign-up, check-ins, then several days on the phone's clock.
test.slow()

/**
 * Closing the loop (ADR 0023): a decision tracked at a check-in comes back on Home for its
 * outcome. The phone's clock is moved on with Playwright's clock; the server keeps real time.
 */

const DAY = 86_400_000
const card = (page: Page) => page.getByRole('region', { name: 'How did it turn out?' })
const row = (page: Page, decision: string) =>
  card(page).getByRole('listitem').filter({ hasText: decision })

/** Calendar days from `from` to `to` on this machine's clock, as the phone counts 'N days ago'. */
function calendarDaysBetween(from: number, to: number): number {
  const day = (time: number) => {
    const date = new Date(time)
    return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY
  }
  return day(to) - day(from)
}

/** Opens Home as the phone would `days` days from now (the page is reloaded). */
async function daysLater(page: Page, days: number, installed: { at: number | null }) {
  const at = Date.now() + days * DAY
  if (installed.at === null) await page.clock.install({ time: at })
  else await page.clock.setSystemTime(at)
  installed.at = at
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()
}

test('a tracked decision comes back on Home three days on; its outcome is logged from there with +5 XP', async ({
  page,
}) => {
  await signedInUser(page)
  await trackedDecisionCheckIn(page, 'Finance', 'Sign the lease')
  await page.getByRole('link', { name: 'Today' }).click()
  // 5 for the check-in, 10 for First Listen, 30 for Decision Tracker.
  await expect(page.getByText('45 / 100 XP')).toBeVisible()
  await expect(card(page)).toHaveCount(0)

  await daysLater(page, 3, { at: null })
  await expect(row(page, 'Sign the lease')).toContainText('Finance · 3 days ago')
  await row(page, 'Sign the lease')
    .getByRole('button', { name: /Sign the lease/ })
    .click()

  const sheet = page.getByRole('dialog', { name: 'How did it turn out?' })
  await expect(sheet).toContainText('Sign the lease')
  const outcome = sheet.getByPlaceholder('What happened? How did it turn out?')
  await expect(outcome).toBeFocused()
  await expect(sheet.getByRole('button', { name: 'Save' })).toBeDisabled()
  await outcome.fill('Signed it. The flat is quiet and I sleep well.')
  await sheet.getByRole('button', { name: 'Save' }).click()

  await expect(sheet).toBeHidden()
  await expect(row(page, 'Sign the lease')).toContainText('Outcome logged · +5 XP')
  await expect(card(page).getByRole('status')).toHaveText('Sign the lease: Outcome logged · +5 XP')
  await expect(page.getByText('50 / 100 XP')).toBeVisible()

  // On the Timeline, with the XP it earned; Home asks no more.
  await page.getByRole('link', { name: 'Journey' }).click()
  const outcomeBlock = page.getByRole('article').first().getByRole('region', { name: 'Outcome' })
  await expect(outcomeBlock).toContainText('Signed it. The flat is quiet and I sleep well.')
  await expect(outcomeBlock).toContainText('+5 XP')
  await page.getByRole('link', { name: 'Today' }).click()
  await expect(card(page)).toHaveCount(0)

  // Removed and logged again on the Timeline, it earns nothing more: XP once per entry.
  await page.getByRole('link', { name: 'Journey' }).click()
  await page.getByRole('button', { name: 'Remove outcome' }).click()
  await page.getByRole('button', { name: 'Log outcome' }).click()
  await page.getByPlaceholder('What happened? How did it turn out?').fill('Still glad.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Outcome logged', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Today' }).click()
  await expect(page.getByText('50 / 100 XP')).toBeVisible()
})

test("'Not yet' asks again three days later; 'Stop asking' leaves the decision on the Timeline", async ({
  page,
}) => {
  await signedInUser(page)
  await trackedDecisionCheckIn(page, 'Finance', 'Sign the lease')
  const leaseSaved = Date.now()
  await trackedDecisionCheckIn(page, 'Work', 'Tell Sam about the offer')
  const clock = { at: null as number | null }

  await daysLater(page, 2, clock)
  await expect(card(page).getByRole('listitem')).toHaveCount(2)
  await row(page, 'Sign the lease').getByRole('button', { name: 'Not yet' }).click()
  await expect(row(page, 'Sign the lease')).toContainText('We’ll ask again in 3 days.')
  // Focus moves on to the next decision.
  await expect(
    row(page, 'Tell Sam about the offer').getByRole('button', { name: /Tell Sam/ }),
  ).toBeFocused()
  await row(page, 'Tell Sam about the offer').getByRole('button', { name: 'Stop asking' }).click()
  await expect(row(page, 'Tell Sam about the offer')).toContainText(
    'We won’t ask again. It stays in your Journey.',
  )

  // Kept in the journal: after a reload nothing is waiting, and the card is gone.
  await page.reload()
  await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()
  await expect(card(page)).toHaveCount(0)

  // Two days later: not yet. Three days after 'Not yet': asked again; the other never.
  await daysLater(page, 4, clock)
  await expect(card(page)).toHaveCount(0)
  await daysLater(page, 5, clock)
  await expect(card(page).getByRole('listitem')).toHaveCount(1)
  // Five days on the clock; a run that crosses midnight counts one more calendar day.
  const daysAgo = calendarDaysBetween(leaseSaved, clock.at ?? 0)
  await expect(row(page, 'Sign the lease')).toContainText(`Finance · ${daysAgo} days ago`)
  await daysLater(page, 30, clock)
  await expect(card(page).getByRole('listitem')).toHaveCount(1)

  // The stopped decision is still on the Timeline, and its outcome can still be logged there.
  await page.getByRole('link', { name: 'Journey' }).click()
  const stopped = page.getByRole('article').filter({ hasText: 'Tell Sam about the offer' })
  await expect(stopped.getByRole('button', { name: 'Log outcome' })).toBeVisible()
})
