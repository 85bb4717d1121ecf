import { expect, test, type Page } from '@playwright/test'
import {
  completeOnboarding,
  signedInUser,
  signInOnNewPhone,
  signUpThroughUi,
  uniqueEmail,
} from '../support/accounts'
import { PASSPHRASE, restoreFromOffer, turnOnBackup } from '../support/backup'
import { quickHonoredCheckIn, quickIgnoredCheckIn } from '../support/check-ins'
import { openSettings } from '../support/journal-figures'
import { importJournal, type FileCheckIn } from '../support/journal-file'

// The coach's words are a function of the journal as it is (issue 45): the focus and the
// guidance are made again when the journal changes, the day's missions are made from the days
// before it and tick off, and two phones holding the same journal show the same.

test.use({ baseURL: process.env.BASE_URL })

const DAY = 24 * 60 * 60 * 1000
const DEFAULT_FOCUS = /Notice the first flicker in your body/
const focus = (page: Page) => page.getByRole('region', { name: /Today.s focus/ })
const missions = (page: Page) =>
  page.getByRole('region', { name: /Today.s missions/ }).getByRole('listitem')
const guidance = (page: Page) => page.getByRole('region', { name: 'Daily Guidance' })

/** The day `days` before today on this machine's clock, as the journal file writes it. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY).toISOString().slice(0, 10)
}

/** Two weeks of work and relationship check-ins, most with an outcome. */
const twoWeeks: FileCheckIn[] = Array.from({ length: 14 }, (_, i) => ({
  day: daysAgo(14 - i),
  context: i % 3 === 0 ? 'Relationship' : 'Work',
  gut: i % 2 === 0 ? 'no' : 'yes',
  honored: i % 4 !== 1,
  outcome: i % 4 === 1 ? 'It went badly, I regret it.' : i < 12 ? 'It went well.' : null,
}))

async function missionTitles(page: Page): Promise<string[]> {
  await expect(missions(page)).toHaveCount(3)
  return (await missions(page).allTextContents()).map((text) => text.trim())
}

/** The day's missions once the coach's are in (none of the defaults). */
async function coachMissions(page: Page): Promise<string[]> {
  let titles: string[] = []
  await expect
    .poll(async () => {
      titles = (await missions(page).allTextContents()).map((text) => text.trim())
      return titles.length === 3 && !titles.some((t) => t.includes('Pause before saying yes'))
    })
    .toBe(true)
  return titles
}

test('a journal imported after Home was seen: the focus and guidance speak of it, and a second phone restored from sync shows the same focus and missions', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const { email } = await signedInUser(page, 'Noor')
  // Seen earlier the same day, with an empty journal.
  await expect(page.getByText(DEFAULT_FOCUS)).toBeVisible()
  await page.goto('/insights')
  await expect(guidance(page)).toHaveAttribute('aria-busy', 'false')

  await importJournal(page, twoWeeks)
  await page.goto('/home')
  await expect(page.getByText(DEFAULT_FOCUS)).toHaveCount(0)
  const focusWords = focus(page).getByRole('paragraph')
  await expect(focusWords).toHaveText(/\w/)
  await expect(focusWords).not.toContainText(/too few|so far|still empty/)
  const shownFocus = (await focusWords.textContent()) ?? ''
  const shownMissions = await coachMissions(page)

  await page.goto('/insights')
  await expect(guidance(page)).toHaveAttribute('aria-busy', 'false')
  await expect(guidance(page)).not.toContainText(/still empty|no check-ins/i)

  // The second phone restores the journal from sync and makes the same answers from it.
  await turnOnBackup(page, PASSPHRASE)
  const second = await signInOnNewPhone(browser, email)
  await restoreFromOffer(second.page)
  await second.page.goto('/home')
  await expect(focus(second.page).getByRole('paragraph')).toHaveText(shownFocus)
  expect(await coachMissions(second.page)).toEqual(shownMissions)
  await second.context.close()
})

test('the day’s missions tick off one by one and stay, and the next day brings new ones', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signedInUser(page)
  await importJournal(page, [
    { day: daysAgo(3), context: 'Work', signal: 'Tight chest', gut: 'no', honored: false },
    { day: daysAgo(2), context: 'Work', signal: 'Tight chest', gut: 'no', honored: false },
    { day: daysAgo(1), context: 'Health', signal: 'Expanding warmth', gut: 'yes', honored: true },
  ])
  await page.goto('/home')
  const titles = await coachMissions(page)
  expect(titles).toEqual([
    expect.stringContaining('Log how one past check-in turned out'),
    expect.stringContaining('Notice when your tight chest shows up, and name it'),
    expect.stringContaining('Let your gut have a say in one work decision'),
  ])
  const done = () => missions(page).filter({ hasText: 'Done today' })
  await expect(done()).toHaveCount(0)

  // 1. An outcome logged on the Timeline.
  await page.getByRole('link', { name: 'Journey' }).click()
  const card = page.getByRole('article').filter({ hasText: 'Expanding warmth' }).first()
  await card.getByRole('button', { name: 'Log outcome' }).click()
  await card.getByPlaceholder('What happened? How did it turn out?').fill('It went well.')
  await card.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('link', { name: 'Today' }).click()
  await expect(missions(page).nth(0)).toContainText('Done today')
  await expect(done()).toHaveCount(1)

  // 2. A check-in that names the tight chest; 3. one at work, honored.
  await quickIgnoredCheckIn(page, 'Health', 'Tight chest')
  await page.getByRole('link', { name: 'Today' }).click()
  await expect(missions(page).nth(1)).toContainText('Done today')
  await expect(done()).toHaveCount(2)
  await quickHonoredCheckIn(page, 'Work')
  await page.getByRole('link', { name: 'Today' }).click()
  await expect(done()).toHaveCount(3)
  const undone = (texts: string[]) => texts.map((text) => text.replace('Done today · ', ''))
  expect(undone(await missionTitles(page))).toEqual(undone(titles))
  await page.reload()
  await expect(done()).toHaveCount(3)

  // The next day: new missions, none done yet.
  await page.clock.install({ time: Date.now() + DAY })
  await page.goto('/home')
  await expect(missions(page)).toHaveCount(3)
  await expect(done()).toHaveCount(0)
})

test('two people who chose differently in onboarding start with a different focus and missions', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await signUpThroughUi(page, { email: uniqueEmail('career'), nickname: 'Kai' })
  await completeOnboarding(page, 'intuition', {
    focus: /Career/,
    challenge: 'I overthink every decision',
  })
  const career = (await focus(page).getByRole('paragraph').textContent()) ?? ''
  expect(career).toContain('at work')
  await expect(missions(page).nth(0)).toContainText(
    'Decide one small thing on your first gut answer',
  )

  const other = await browser.newContext({
    ...test.info().project.use,
    baseURL: process.env.BASE_URL,
  })
  const second = await other.newPage()
  const leaEmail = uniqueEmail('relationships')
  await signUpThroughUi(second, { email: leaEmail, nickname: 'Lea' })
  await completeOnboarding(second, 'intuition', {
    focus: /Relationships/,
    challenge: 'I say yes when I mean no',
  })
  await expect(focus(second).getByRole('paragraph')).not.toHaveText(career)
  await expect(focus(second).getByRole('paragraph')).toContainText('before you answer')
  await expect(missions(second).nth(0)).toContainText('Honor a no that feels right')
  await expect(missions(second)).toHaveCount(3)

  // Settings shows the choices and changes them; Home starts from the new ones.
  await openSettings(second)
  const row = second.getByRole('button', { name: /Your focus/ })
  await expect(row).toContainText('Relationships · I say yes when I mean no')
  await row.click()
  const sheet = second.getByRole('dialog', { name: 'Your focus' })
  await sheet.getByRole('radio', { name: 'Career' }).click()
  await sheet.getByRole('radio', { name: 'I doubt my instincts at work' }).click()
  await sheet.getByRole('button', { name: 'Save' }).click()
  await expect(row).toContainText('Career · I doubt my instincts at work')
  await second.getByRole('link', { name: 'Today' }).click()
  await expect(missions(second).nth(0)).toContainText(
    'Let your gut have a say in one work decision',
  )

  // The account keeps them: another phone of Lea's starts from the same place.
  const third = await signInOnNewPhone(browser, leaEmail)
  await expect(missions(third.page).nth(0)).toContainText(
    'Let your gut have a say in one work decision',
  )
  await openSettings(third.page)
  await expect(third.page.getByRole('button', { name: /Your focus/ })).toContainText(
    'Career · I doubt my instincts at work',
  )
  await third.context.close()
  await other.close()
})
