import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { tenYearJournalText } from '../../scripts/lib/ten-year-journal.mjs'
import { signedInUser } from '../support/accounts'
import { quickHonoredCheckIn } from '../support/check-ins'
import { openSettings, profileFigures } from '../support/journal-figures'
import { readStoredJournal } from '../support/stored-journal'

test.use({ baseURL: process.env.BASE_URL })

/** The signed-in account's id, as the page knows it. */
function userIdOf(page: Page) {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('hara:last-session')!) as { user: { id: string } }).user.id,
  )
}

/** Answers the tap flow up to its last step, 'Save check-in', and leaves it there. */
async function tapCheckInUpToSave(page: Page, description: string) {
  await page.goto('/check-in?mode=tap')
  await page.getByRole('button', { name: 'Health' }).click()
  await page.getByLabel('Describe the situation').fill(description)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Expanding warmth' }).click()
  await page.getByRole('button', { name: /^Yes/ }).click()
  await page.getByRole('button', { name: /No, I’ll honor it/ }).click()
  await expect(page.getByRole('button', { name: 'Save check-in' })).toBeVisible()
}

test('a journal an older version kept in localStorage is moved in whole: every check-in, the XP and the achievements', async ({
  page,
}) => {
  await signedInUser(page, 'Ines')
  const userId = await userIdOf(page)
  // Exactly as the previous version stored it, with one entry written before entries had an id,
  // a day or a time zone (and a numeric-text XP count, as very old versions wrote it).
  await page.evaluate((id) => {
    const prefix = `hara:u:${encodeURIComponent(id)}:`
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString()
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const day = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: zone })
    const tap = (daysAgo: number, description: string, extra = {}) => ({
      id: crypto.randomUUID(),
      mode: 'tap',
      timestamp: at(daysAgo),
      day: day(at(daysAgo)),
      timeZone: zone,
      context: 'Work',
      description,
      bodySensation: 'Tight chest',
      gutFeeling: 'no',
      willIgnore: 'no',
      decision: null,
      needsFollowUp: false,
      xp: 10,
      consequence: null,
      consequenceDate: null,
      ...extra,
    })
    const entries = [
      // Written before entries had ids: no id, day, time zone or mode.
      {
        timestamp: at(9),
        context: 'Finance',
        description: 'The very first one, from long ago',
        bodySensation: 'Numb',
        gutFeeling: 'pause',
        willIgnore: 'no',
        xp: 10,
      },
      tap(5, 'Turned down the second project', { context: 'Entrepreneurship' }),
      tap(3, 'Café with an old friend, and a gut feeling about it ☕', { context: 'Social' }),
      tap(1, 'Signed the lease after all', {
        context: 'Health',
        consequence: 'It went well',
        consequenceDate: at(0),
      }),
    ]
    localStorage.setItem(`${prefix}gutEntries`, JSON.stringify(entries))
    localStorage.setItem(
      `${prefix}gamification`,
      JSON.stringify({
        totalXP: '340',
        totalCheckins: 4,
        currentStreak: 1,
        lastCheckInDate: day(at(1)),
        achievements: [
          { id: 'first_listen', unlockedAt: at(9) },
          { id: 'gut_honor', unlockedAt: at(9) },
        ],
      }),
    )
  }, userId)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Hi, Ines' })).toBeVisible()
  // Nothing is left behind in localStorage, and everything is in the account's database.
  const left = await page.evaluate(
    (prefix) =>
      ['gutEntries', 'gamification', 'deletedEntries'].filter(
        (name) => localStorage.getItem(`${prefix}${name}`) !== null,
      ),
    `hara:u:${encodeURIComponent(userId)}:`,
  )
  expect(left).toEqual([])
  const stored = await readStoredJournal(page)
  expect(stored.entries).toHaveLength(4)
  expect(stored.entries.every((entry) => typeof entry.id === 'string')).toBe(true)
  expect(stored.state?.gamification).toMatchObject({ totalXP: 340, totalCheckins: 4 })

  // Every word as it was written.
  expect(stored.entries.map((entry) => entry.description)).toEqual([
    'The very first one, from long ago',
    'Turned down the second project',
    'Café with an old friend, and a gut feeling about it ☕',
    'Signed the lease after all',
  ])
  await page.goto('/map')
  for (const context of ['Finance', 'Entrepreneurship', 'Social', 'Health']) {
    await expect(page.getByRole('article').filter({ hasText: context }).first()).toBeVisible()
  }
  await expect(page.getByRole('article').filter({ hasText: 'It went well' })).toBeVisible()
  expect(await page.getByRole('article').count()).toBe(4)
  expect((await profileFigures(page)).xp).toMatch(/^340 \//)
  await page.goto('/achievements')
  await expect(page.getByText('2 of 8 unlocked')).toBeVisible()

  // A second start finds nothing to move and doubles nothing.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Achievements' })).toBeVisible()
  expect((await readStoredJournal(page)).entries).toHaveLength(4)
})

test('with the phone’s storage full, a check-in says so, celebrates nothing and stays on screen; with space again, the same check-in saves', async ({
  page,
}) => {
  await signedInUser(page, 'Oren')
  const cdp = await page.context().newCDPSession(page)
  const origin = new URL(process.env.BASE_URL!).origin
  await tapCheckInUpToSave(page, 'Written while the disk was full')
  // Nearly full: what the site holds now, and not a byte more.
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + 64 })

  await page.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page.getByText("Your phone's storage is full")).toBeVisible()
  // No celebration and no XP for a save that did not happen.
  await expect(page.getByText(/^\+\d+ XP$/)).toHaveCount(0)
  await expect(page).toHaveURL(/\/check-in/)
  await expect(page.getByRole('button', { name: 'Save check-in' })).toBeEnabled()
  expect((await readStoredJournal(page)).entries).toHaveLength(0)

  // Space is freed: the same check-in, as written, saves with one more tap.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin })
  await page.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page).toHaveURL(/\/map$/)
  await expect(page.getByRole('article').filter({ hasText: 'Health' })).toBeVisible()
  const saved = (await readStoredJournal(page)).entries
  expect(saved.map((entry) => entry.description)).toEqual(['Written while the disk was full'])
})

test('two tabs, one journal: a check-in made in one shows in the other without a reload', async ({
  page,
  context,
}) => {
  await signedInUser(page, 'Tove')
  const other = await context.newPage()
  await other.goto('/map')
  await expect(other.getByText('No entries yet')).toBeVisible()

  await quickHonoredCheckIn(page, 'Social')
  await expect(other.getByRole('article').filter({ hasText: 'Social' })).toBeVisible()

  // And back the other way, while the first tab stays open on its Timeline.
  await quickHonoredCheckIn(other, 'Health')
  await expect(page.getByRole('article')).toHaveCount(2)
  expect((await readStoredJournal(page)).entries).toHaveLength(2)
})

test('ten years of journal: imported into a fresh account, Home and the Timeline open, a check-in saves, and the export holds every entry and the new one', async ({
  page,
}, testInfo) => {
  test.slow()
  await signedInUser(page, 'Wren')
  const text = tenYearJournalText({ entries: 11_000 })
  const expected = (JSON.parse(text) as { entries: unknown[] }).entries.length
  await openSettings(page)
  // Picked from disk, as a person does (a buffer this size would travel through the page).
  const file = testInfo.outputPath('hara-journal-ten-years.json')
  writeFileSync(file, text)
  await page.getByLabel('Journal file to import').setInputFiles(file)
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible()
  await expect(page.getByText('Journal imported')).toBeVisible({ timeout: 60_000 })

  await page.reload()
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Hi, Wren' })).toBeVisible()
  await page.getByRole('link', { name: 'Journey' }).click()
  await expect(page.getByRole('article').first()).toBeVisible()

  await quickHonoredCheckIn(page, 'Entrepreneurship')
  await page.reload()
  await expect(page.getByRole('article').first()).toContainText('Entrepreneurship')
  await expect(page.getByRole('article').first()).toContainText(/Just now|min ago/)

  await openSettings(page)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /Export journal/ }).click()
  const saved = await (await download).path()
  const exported = JSON.parse(readFileSync(saved, 'utf8')) as {
    entries: { description?: string }[]
  }
  expect(exported.entries).toHaveLength(expected + 1)
  expect(exported.entries.at(-1)?.description).toBe('Something about entrepreneurship')
  testInfo.annotations.push({ type: 'entries', description: String(exported.entries.length) })
})
