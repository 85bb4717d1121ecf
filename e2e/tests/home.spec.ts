import type { Page } from '@playwright/test'
import { PASSPHRASE, restoreFromOffer, turnOnBackup } from '../support/backup'
import { quickIgnoredCheckIn } from '../support/check-ins'
import { expect, newPhone, test } from '../support/fixtures'
import { daysAgo, type FileCheckIn } from '../support/journal-file'
import { countCoachRequests } from '../support/journal'
import { withinOneDay } from '../support/one-day'

/**
 * Home's focus and missions come from the server's coach, for the journal on the phone, as the
 * day's plan (ADR 0068). When they are asked, what is kept, and what shows when the coach fails
 * or cannot be reached are proven on the hook (apps/web/src/features/home/api/day-plan.test.tsx);
 * which act ticks which mission in the core (gamification/mission-acts.test.ts) and on the list
 * (mission-list.test.tsx); the coach's words in packages/coach. Here: the wiring, and two phones.
 */

const DEFAULT_FOCUS = /Notice the first flicker in your body/
const DEFAULT_MISSIONS =
  /Pause before saying yes|Notice one body signal|Honor a no that feels right/

test.use({
  journal: {
    checkIns: [
      { ...daysAgo(3), context: 'Health', signal: 'Expanding warmth', gut: 'yes', honored: true },
      { ...daysAgo(2), context: 'Work', signal: 'Tight chest', honored: false, decision: null },
      { ...daysAgo(1), context: 'Work', signal: 'Tight chest', honored: false, decision: null },
    ],
  },
  startAt: '/profile',
})

test("Home shows the server coach's focus and missions for the journal, asks once; a mission and the orb lead to where they are done", async ({
  signedInPage: page,
}) => {
  await expect(page.getByRole('heading', { name: 'Mira' })).toBeVisible()
  const requests = countCoachRequests(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click()

  const focus = page.getByRole('region', { name: /Today.s focus/ })
  const missions = page.getByRole('region', { name: /Today.s missions/ }).getByRole('listitem')
  await expect(focus.getByRole('paragraph')).toContainText('at work')
  await expect(page.getByText(DEFAULT_FOCUS)).toHaveCount(0)
  await expect(missions).toHaveCount(3)
  await expect(missions.first()).toContainText('Log how one past check-in turned out')
  await expect(missions.filter({ hasText: DEFAULT_MISSIONS })).toHaveCount(0)
  await expect.poll(() => ({ ...requests })).toEqual({ day_plan: 1 })

  // Kept for the journal they were made from: a reload asks the coach nothing more.
  const words = await focus.getByRole('paragraph').textContent()
  await page.reload()
  await expect(focus.getByRole('paragraph')).toHaveText(words!)
  await expect(missions.first()).toContainText('Log how one past check-in turned out')
  expect({ ...requests }).toEqual({ day_plan: 1 })

  await missions
    .filter({ hasText: 'Let your gut have a say in one work decision' })
    .getByRole('link')
    .click()
  await expect(page).toHaveURL(/\/check-in\?mode=tap$/)

  // The orb starts a voice check-in. This phone has no microphone, so that screen turns back
  // to Home soon after it opens: wait for the navigation itself (voice.spec.ts goes on from it).
  await page.goBack()
  await Promise.all([
    page.waitForURL(/\/check-in\?mode=voice$/),
    page.getByRole('button', { name: 'tap to speak' }).click(),
  ])
})

test.describe('a language chosen in Settings', () => {
  // Its own account: the language chosen is kept with the account, which the worker's other
  // journeys would otherwise read in Spanish.
  test.use({ ownAccount: true })

  test("the day's plan made in English shows in Spanish once Spanish is chosen in Settings: the same missions, leading where they did, the coach not asked again", async ({
    signedInPage: page,
  }) => {
    const requests = countCoachRequests(page)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Today' })
      .click()
    // Found by their headings' ids: Home's own words change language too.
    const focus = page.locator('[aria-labelledby="focus-title"]')
    const missions = page.locator('[aria-labelledby="missions-title"]').getByRole('listitem')
    await expect(missions.first()).toContainText('Log how one past check-in turned out')
    await expect(focus.getByRole('paragraph')).toContainText('at work')
    const leadsTo = () =>
      missions.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    const before = await leadsTo()

    await page.goto('/settings')
    // The person taps the choice's label (the radio itself is hidden behind it).
    const spanish = page.getByRole('radio', { name: 'Español' })
    await page.locator('label', { has: spanish }).click()
    await expect(spanish).toBeChecked()
    // By where it leads: the navigation's words are being translated apart from this.
    await page.getByRole('navigation').locator('a[href="/home"]').click()
    await expect(missions.first()).toContainText('Anota cómo salió un check-in pasado')
    await expect(focus.getByRole('paragraph')).toContainText('en el trabajo')
    await expect(missions).toHaveCount(3)
    expect(await leadsTo()).toEqual(before)
    expect({ ...requests }).toEqual({ day_plan: 1 })
  })
})

/** Going against the gut at work went badly each time; following it in love went well. */
const LISTENING_PAYS: readonly FileCheckIn[] = [
  ...[7, 5, 3].map((days) => ({
    ...daysAgo(days),
    context: 'Work',
    signal: 'Tight chest',
    honored: false,
    outcome: 'It went badly',
    verdict: 'right' as const,
  })),
  ...[6, 4, 2].map((days) => ({
    ...daysAgo(days),
    context: 'Relationship',
    signal: 'Expanding warmth',
    gut: 'yes' as const,
    honored: true,
    decision: null,
    outcome: 'It went well',
    verdict: 'right' as const,
  })),
  // An old check-in with no outcome yet, for the edit below: logged as having gone well, it
  // would make the coach's focus another one ("Following your gut in your relationships…").
  { ...daysAgo(8), context: 'Work', signal: 'Tight chest', honored: false, decision: null },
]

const FOLLOW = /Follow your gut once in your relationships, and log how it goes/

/** Home's focus and missions on `page`. */
function dayPlanOn(page: Page) {
  return {
    focus: page.getByRole('region', { name: /Today.s focus/ }).getByRole('paragraph'),
    missions: page.getByRole('region', { name: /Today.s missions/ }).getByRole('listitem'),
  }
}

/** Logs the outcome of the one check-in on the Timeline that has none. */
async function logOldOutcome(page: Page, words: string) {
  await page.goto('/map')
  await page.getByRole('button', { name: 'Log outcome' }).click()
  const field = page.getByPlaceholder('What happened? How did it turn out?')
  await field.fill(words)
  await page
    .getByRole('article')
    .filter({ has: field })
    .getByRole('button', { name: 'Save' })
    .click()
  await expect(page.getByText('Outcome logged')).toBeVisible()
}

test.describe("the day's missions and focus", () => {
  // An account of its own: the second journey turns the backup on.
  test.use({ journal: { checkIns: LISTENING_PAYS }, startAt: '/home', ownAccount: true })

  test('an ignored check-in ticks no "follow your gut" mission, and the one it did says so', async ({
    signedInPage: page,
  }) => {
    const missions = page.getByRole('region', { name: /Today.s missions/ }).getByRole('listitem')
    const follow = missions.filter({ hasText: FOLLOW })
    const signal = missions.filter({ hasText: /Notice when your tight chest shows up/ })
    await expect(follow).toBeVisible()
    await expect(missions.filter({ hasText: /Done today/i })).toHaveCount(0)

    // Going against the gut in love, with a tight chest.
    await quickIgnoredCheckIn(page, 'Relationship', 'Tight chest')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Today' })
      .click()
    await expect(signal).toContainText(/Done today/i)
    await expect(follow).not.toContainText(/Done today/i)
    await expect(missions.filter({ hasText: /Done today/i })).toHaveCount(1)
  })

  test('the focus and missions stay the day’s through an edit of an old check-in, and a second phone shows the same', async ({
    signedInPage: page,
    account,
    browser,
  }) => {
    test.setTimeout(240_000)
    // Both phones show the day's plan: the journey (some 10–30 s) never spans midnight.
    await withinOneDay(page, 60_000)
    const here = dayPlanOn(page)
    await expect(here.missions).toHaveCount(3)
    const shown = {
      focus: (await here.focus.textContent())!,
      missions: await here.missions.allTextContents(),
    }
    expect(shown.missions.join('\n')).toMatch(FOLLOW)
    await turnOnBackup(page)

    // Later in the day, an old check-in's outcome: the coach would now say something else
    // ("Following your gut in your relationships…"), and the day's focus and missions stay.
    await logOldOutcome(page, 'It went well')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Today' })
      .click()
    await expect(here.focus).toHaveText(shown.focus)
    await expect(here.missions).toHaveText(shown.missions)

    // The other phone restores the journal as it is now, and shows the day's plan shown first,
    // not one of its own from the edited journal.
    const other = await newPhone(browser, account)
    await restoreFromOffer(other.page, PASSPHRASE)
    await other.page.goto('/home')
    const there = dayPlanOn(other.page)
    await expect(there.focus).toHaveText(shown.focus, { timeout: 15_000 })
    await expect(there.missions).toHaveText(shown.missions)
    await other.page.reload()
    await expect(there.focus).toHaveText(shown.focus)
    await expect(there.missions).toHaveText(shown.missions)
    await other.context.close()
  })
})
