import { writeFileSync } from 'node:fs'
import { expect, test, type Page, type Request } from '@playwright/test'
import { tenYearJournalText } from '../../scripts/lib/ten-year-journal.mjs'
import { signedInUser, signInOnNewPhone } from '../support/accounts'
import { backedUpUser, PASSPHRASE, restoreFromOffer, turnOnBackup } from '../support/backup'
import {
  quickHonoredCheckIn,
  quickIgnoredCheckIn,
  trackedDecisionCheckIn,
} from '../support/check-ins'
import { openSettings } from '../support/journal-figures'
import { syncBodies } from '../support/sync-requests'
import { workerInControl } from '../support/service-worker'
import { readStoredJournal } from '../support/stored-journal'

test.use({ baseURL: process.env.BASE_URL })

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text })
/** Within five seconds: what 'live' means for a second phone that is open. */
const LIVE = { timeout: 5_000 }

test('two phones open on the Timeline stay in step: a check-in, an outcome and a delete show on the other within 5 s, and a phone that was offline never brings the delete back', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const { email } = await backedUpUser(page, 'Ada', 'Social')
  const second = await signInOnNewPhone(browser, email)
  const other = second.page
  await restoreFromOffer(other)
  await workerInControl(other)
  for (const phone of [page, other]) {
    await phone.getByRole('link', { name: 'Journey' }).click()
    await expect(card(phone, 'Something about social')).toBeVisible()
  }

  // A check-in on the first phone appears on the second, without a reload.
  await trackedDecisionCheckIn(page, 'Health', 'Took the new job')
  await expect(card(other, 'Took the new job')).toBeVisible(LIVE)

  // An outcome logged on the second appears on the first.
  const decided = card(other, 'Took the new job')
  await decided.getByRole('button', { name: 'Log outcome' }).click()
  await decided.getByPlaceholder('What happened? How did it turn out?').fill('Glad I said yes.')
  await decided.getByRole('button', { name: 'Save' }).click()
  await expect(
    card(page, 'Took the new job').getByRole('region', { name: 'Outcome' }),
  ).toContainText('Glad I said yes.', LIVE)

  // A delete on the first disappears from the second.
  await card(page, 'Something about social')
    .getByRole('button', { name: 'Delete check-in' })
    .click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(card(other, 'Something about social')).toHaveCount(0, LIVE)

  // The second phone goes offline, checks in there, and comes back: its check-in reaches the
  // first phone, and the deleted one comes back on neither.
  await second.context.setOffline(true)
  await quickIgnoredCheckIn(other, 'Finance')
  await expect(card(other, 'Pressure about finance')).toBeVisible()
  await second.context.setOffline(false)
  await expect(card(page, 'Pressure about finance')).toBeVisible({ timeout: 15_000 })
  for (const phone of [page, other]) {
    await phone.reload()
    await expect(card(phone, 'Pressure about finance')).toBeVisible()
    await expect(card(phone, 'Took the new job')).toBeVisible()
    await expect(card(phone, 'Something about social')).toHaveCount(0)
  }
  await second.context.close()
})

const progressOf = (text: string | null) =>
  Number(text?.match(/([\d,]+) of/)?.[1]?.replace(/,/g, '') ?? 0)

test('ten years of journal: the first sync shows its progress, one check-in then sends under 10 kB, and a new phone restores all of it from the records through a dropped network', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(600_000)
  const { email } = await signedInUser(page, 'Wren')
  const text = tenYearJournalText({ entries: 11_000 })
  const expected = (JSON.parse(text) as { entries: unknown[] }).entries.length
  await openSettings(page)
  const file = testInfo.outputPath('hara-journal-ten-years.json')
  writeFileSync(file, text)
  await page.getByLabel('Journal file to import').setInputFiles(file)
  await expect(page.getByText('Journal imported')).toBeVisible({ timeout: 120_000 })

  // The first sync: every check-in as a record, with a progress line in Settings.
  await turnOnBackup(page, PASSPHRASE, { waitForBackup: false })
  const backingUp = page.getByText(/^Backing up [\d,]+ of 11,\d{3}$/)
  await expect(backingUp).toBeVisible({ timeout: 60_000 })
  const first = progressOf(await backingUp.textContent())

  // A check-in while it runs is saved as usual, and goes with the rest.
  const started = Date.now()
  await quickHonoredCheckIn(page, 'Health')
  console.log(
    `A check-in during the first sync (from ${first} records) took ${Date.now() - started} ms`,
  )
  await openSettings(page)
  await expect(page.getByText(/^Last backed up just now$/)).toBeVisible({ timeout: 240_000 })

  // One more check-in sends its record and the gamification state's: a few kB.
  const sent = syncBodies(page)
  const pushed = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith('/api/sync/records'),
    { timeout: 30_000 },
  )
  await quickIgnoredCheckIn(page, 'Entrepreneurship')
  await pushed
  const bytes = sent.reduce((sum, request) => sum + request.bytes, 0)
  const requests = sent.map((request) => `${request.method} ${request.path} ${request.bytes} B`)
  console.log(`One check-in on a ten-year journal sent ${bytes} bytes: ${requests.join(', ')}`)
  testInfo.annotations.push({ type: 'bytes sent for one check-in', description: String(bytes) })
  expect(bytes).toBeGreaterThan(0)
  expect(bytes).toBeLessThan(10 * 1024)

  // A new phone restores it from the records; the network drops half-way and comes back.
  const phone = await signInOnNewPhone(browser, email)
  // Every page asked for, by cursor, and whether it failed.
  const pages: { since: number; failed: boolean }[] = []
  const isPage = (request: Request) =>
    request.method() === 'GET' && new URL(request.url()).pathname === '/api/sync/records'
  phone.page.on('request', (request) => {
    if (!isPage(request)) return
    pages.push({ since: Number(new URL(request.url()).searchParams.get('since')), failed: false })
  })
  phone.page.on('requestfailed', (request) => {
    if (!isPage(request)) return
    const since = Number(new URL(request.url()).searchParams.get('since'))
    const page = pages.findLast((asked) => asked.since === since)
    if (page) page.failed = true
  })
  const offer = phone.page.getByRole('region', { name: 'Restore your journal' })
  await offer.getByLabel('Backup passphrase').fill(PASSPHRASE)
  await offer.getByRole('button', { name: 'Restore' }).click()
  const progress = phone.page.getByText(/^Restoring [\d,]+ of 11,\d{3}$/)
  await expect(progress).toBeVisible({ timeout: 60_000 })
  await expect
    .poll(async () => progressOf(await progress.textContent()), { timeout: 120_000 })
    .toBeGreaterThanOrEqual(5_000)
  await phone.context.setOffline(true)
  // Cut off for real: a page is asked for and fails.
  await expect.poll(() => pages.some((page) => page.failed), { timeout: 30_000 }).toBe(true)
  const cut = pages.findIndex((page) => page.failed)
  await phone.context.setOffline(false)
  await expect(phone.page.getByText('Journal restored')).toBeVisible({ timeout: 240_000 })
  // It went on from where it stopped: no page after the drop starts again from the beginning.
  expect(pages[cut]!.since).toBeGreaterThan(0)
  expect(pages.slice(cut + 1).every((page) => page.since >= pages[cut]!.since)).toBe(true)
  const stored = await readStoredJournal(phone.page)
  expect(stored.entries).toHaveLength(expected + 2)
  await phone.context.close()
})
