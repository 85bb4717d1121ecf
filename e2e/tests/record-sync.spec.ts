import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test, type Page, type Request, type Route } from '@playwright/test'
import { tenYearJournalText } from '../../scripts/lib/ten-year-journal.mjs'
import { signedInUser } from '../support/accounts'
import { PASSPHRASE, turnOnBackup } from '../support/backup'
import {
  quickHonoredCheckIn,
  quickIgnoredCheckIn,
  trackedDecisionCheckIn,
} from '../support/check-ins'
import { openSettings } from '../support/journal-figures'
import { anotherPhone, streamsOpened } from '../support/platform-phones'
import { syncBodies } from '../support/sync-requests'
import { readStoredJournal } from '../support/stored-journal'

/**
 * Record sync between real browsers over the real server and its event stream. What two phones
 * converge to, under every fault, is the sync simulation's (tests/sync-simulation); the merge
 * rules are the web app's unit tests'. Here: that a change reaches a phone that is open, at
 * once, through Chromium's EventSource, Web Locks and BroadcastChannel, and that a journal of a
 * thousand check-ins goes up and comes down whole, one journey through both. Ten years of it
 * are bench:journal's.
 */

test.use({ baseURL: process.env.BASE_URL })

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text })
/** Within five seconds: what 'live' means for a second phone that is open. */
const LIVE = { timeout: 5_000 }

const progressOf = (text: string | null) =>
  Number(text?.match(/([\d,]+) of/)?.[1]?.replace(/,/g, '') ?? 0)

/** Whether `url` is the records route of record sync. */
const isRecords = (url: URL) => url.pathname === '/api/sync/records'

/**
 * Holds the first request to the records route that `which` picks until `gate` opens; then lets
 * it through, or fails it as a dropped network does. Every other request goes on as it is.
 */
function holdOne(which: (request: Request) => boolean, gate: Promise<'go' | 'drop'>) {
  let held = false
  return async (route: Route) => {
    if (held || !which(route.request())) return route.fallback()
    held = true
    const what = await gate
    // The page may have gone meanwhile (a navigation ends its requests).
    await (what === 'drop' ? route.abort('internetdisconnected') : route.continue()).catch(() => {})
  }
}

test('a thousand check-ins between two phones: imported and read again after a start; the first sync shows its progress and takes a check-in made meanwhile, one check-in then sends under 10 kB; a new phone restores it all through a dropped page; then, open on the Timeline, a check-in, an outcome and a delete show on the other within 5 s, its two tabs hold one stream and the other takes it over; the export holds every entry', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(360_000)
  const { email } = await signedInUser(page, 'Wren')
  const text = tenYearJournalText({ entries: 1_000 })
  const expected = (JSON.parse(text) as { entries: unknown[] }).entries.length
  await openSettings(page)
  // Picked from disk, as a person does.
  const file = testInfo.outputPath('hara-journal-a-thousand.json')
  writeFileSync(file, text)
  await page.getByLabel('Journal file to import').setInputFiles(file)
  await expect(page.getByText('Journal imported')).toBeVisible({ timeout: 30_000 })
  // Hara opened again reads it from the phone: Home, then the Timeline.
  await page.reload()
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Hi, Wren' })).toBeVisible()
  await page.getByRole('link', { name: 'Journey' }).click()
  await expect(page.getByRole('article').first()).toBeVisible()

  // The first sync: every check-in as a record, in batches, with a progress line in Settings.
  // Its second batch waits until the line has been seen.
  let sendSecond: (what: 'go') => void = () => {}
  let puts = 0
  const secondPut = (request: Request) => request.method() === 'PUT' && ++puts === 2
  await page.route(isRecords, holdOne(secondPut, new Promise((go) => (sendSecond = go))))
  await turnOnBackup(page, PASSPHRASE, { waitForBackup: false })
  const backingUp = page.getByText(/^Backing up [\d,]+ of 1,\d{3}$/)
  await expect(backingUp).toBeVisible({ timeout: 30_000 })
  expect(progressOf(await backingUp.textContent())).toBeGreaterThan(0)
  sendSecond('go')
  await page.unroute(isRecords)

  // A check-in while it runs is saved as usual, and goes with the rest.
  await quickHonoredCheckIn(page, 'Health')
  await openSettings(page)
  await expect(page.getByText(/^Last backed up just now$/)).toBeVisible({ timeout: 60_000 })

  // One more check-in sends its record and the gamification state's: a few kB. It is the
  // newest on the Timeline after a reload.
  const sent = syncBodies(page)
  const pushed = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith('/api/sync/records'),
    { timeout: 30_000 },
  )
  // Sent as it is saved, while the celebration shows: record sync runs on the check-in
  // screens too, not only once the flow is back under the bottom navigation.
  const sentFrom = page
    .waitForRequest((request) => request.method() === 'PUT' && isRecords(new URL(request.url())), {
      timeout: 30_000,
    })
    .then(() => new URL(page.url()).pathname)
  await quickIgnoredCheckIn(page, 'Entrepreneurship')
  await pushed
  expect(await sentFrom).toBe('/check-in')
  const bytes = sent.reduce((sum, request) => sum + request.bytes, 0)
  testInfo.annotations.push({ type: 'bytes sent for one check-in', description: String(bytes) })
  expect(bytes).toBeGreaterThan(0)
  expect(bytes).toBeLessThan(10 * 1024)
  await page.reload()
  await expect(page.getByRole('article').first()).toContainText('Pressure about entrepreneurship')
  await expect(page.getByRole('article').first()).toContainText(/Just now|min ago/)

  // A new phone restores it from the records, a page at a time with its progress; the
  // network drops under the second page, and the restore goes on from where it stopped.
  const second = await anotherPhone(browser, email)
  const other = second.page
  const streams = streamsOpened(second.context)
  const pages: { since: number; failed: boolean }[] = []
  other.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() !== 'GET' || url.pathname !== '/api/sync/records') return
    pages.push({ since: Number(url.searchParams.get('since')), failed: false })
  })
  other.on('requestfailed', (request) => {
    const url = new URL(request.url())
    if (request.method() !== 'GET' || url.pathname !== '/api/sync/records') return
    const since = Number(url.searchParams.get('since'))
    const asked = pages.findLast((page) => page.since === since)
    if (asked) asked.failed = true
  })
  let dropSecond: (what: 'drop') => void = () => {}
  const laterPage = (request: Request) =>
    request.method() === 'GET' && Number(new URL(request.url()).searchParams.get('since')) > 0
  await other.route(isRecords, holdOne(laterPage, new Promise((drop) => (dropSecond = drop))))
  const offer = other.getByRole('region', { name: 'Restore your journal' })
  await offer.getByLabel('Backup passphrase').fill(PASSPHRASE)
  await offer.getByRole('button', { name: 'Restore' }).click()
  const progress = other.getByText(/^Restoring [\d,]+ of 1,\d{3}$/)
  await expect(progress).toBeVisible({ timeout: 30_000 })
  expect(progressOf(await progress.textContent())).toBeGreaterThan(0)
  dropSecond('drop')
  await expect(other.getByText('Journal restored')).toBeVisible({ timeout: 60_000 })
  await other.unroute(isRecords)
  // It went on from where it stopped: the page that failed was not the first, and no page
  // after it starts again from the beginning.
  const cut = pages.findIndex((page) => page.failed)
  expect(cut).toBeGreaterThan(0)
  expect(pages[cut]!.since).toBeGreaterThan(0)
  expect(pages.slice(cut + 1).every((page) => page.since >= pages[cut]!.since)).toBe(true)
  expect((await readStoredJournal(other)).entries).toHaveLength(expected + 2)

  // Both phones open on the Timeline, the second in two tabs that share one stream (Web Locks)
  // and hear from it.
  const tab = await second.context.newPage()
  await tab.goto('/map')
  await other.getByRole('link', { name: 'Journey' }).click()
  for (const phone of [page, other, tab]) {
    await expect(card(phone, 'Something about health')).toBeVisible()
  }
  await expect.poll(() => streams.length).toBe(1)

  // A check-in on the first phone appears in both tabs of the second, without a reload.
  await trackedDecisionCheckIn(page, 'Health', 'Took the new job')
  await expect(card(other, 'Took the new job')).toBeVisible(LIVE)
  await expect(card(tab, 'Took the new job')).toBeVisible(LIVE)

  // An outcome logged on the second appears on the first.
  const decided = card(other, 'Took the new job')
  await decided.getByRole('button', { name: 'Log outcome' }).click()
  await decided.getByPlaceholder('What happened? How did it turn out?').fill('Glad I said yes.')
  await decided.getByRole('button', { name: 'Save' }).click()
  await expect(
    card(page, 'Took the new job').getByRole('region', { name: 'Outcome' }),
  ).toContainText('Glad I said yes.', LIVE)

  // A delete on the first disappears from the second's tabs.
  await card(page, 'Something about health')
    .getByRole('button', { name: 'Delete check-in' })
    .click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(card(other, 'Something about health')).toHaveCount(0, LIVE)
  await expect(card(tab, 'Something about health')).toHaveCount(0, LIVE)
  expect(streams).toHaveLength(1)

  // The tab holding the stream closes: the other opens its own and hears the next change.
  await other.close()
  await expect.poll(() => streams.length).toBe(2)
  await quickIgnoredCheckIn(page, 'Finance')
  await expect(card(tab, 'Pressure about finance')).toBeVisible({ timeout: 10_000 })
  await second.context.close()

  // The export holds every entry: the thousand, and the three check-ins still there.
  await openSettings(page)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /Export journal/ }).click()
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as {
    entries: { description?: string }[]
  }
  expect(exported.entries).toHaveLength(expected + 3)
  expect(exported.entries.at(-1)?.description).toBe('Pressure about finance')
})
