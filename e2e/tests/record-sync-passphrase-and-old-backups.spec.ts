import { expect, test, type Page } from '@playwright/test'
import { signedInUser, signInOnNewPhone } from '../support/accounts'
import { backedUpUser, PASSPHRASE, restoreFromOffer } from '../support/backup'
import { quickIgnoredCheckIn } from '../support/check-ins'
import { openSettings, timelineCount } from '../support/journal-figures'
import { keepOldVersionKey, oldVersionBackup } from '../support/whole-journal-backup'
import { journalFileText } from '../support/journal-file'
import { syncBodies } from '../support/sync-requests'

/**
 * Record sync's keys and the backups of the version before: a new passphrase re-wraps the data
 * key only, and a whole-journal backup is moved to records (ADR 0038).
 */
test.use({ baseURL: process.env.BASE_URL })

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text })

test('a whole-journal backup from the version before is moved to records on the next unlock, and then the server holds records and no blob', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  const { email } = await signedInUser(page, 'Olu')
  // The backup an older phone made: the journal file, sealed as that version sealed it.
  const file = journalFileText([
    { day: '2026-10-01', context: 'Work', honored: true },
    { day: '2026-10-02', context: 'Health', honored: false, outcome: 'It went fine' },
    { day: '2026-10-03', context: 'Social', honored: true },
  ])
  const upload = await page.request.put('/api/backup', {
    headers: { origin: new URL(process.env.BASE_URL!).origin },
    data: await oldVersionBackup(file, PASSPHRASE),
  })
  expect(upload.ok(), await upload.text()).toBe(true)

  // A phone unlocks it with the passphrase: the offer on Home, as before.
  const phone = await signInOnNewPhone(browser, email)
  await restoreFromOffer(phone.page)
  expect(await timelineCount(phone.page)).toBe(3)

  await expect
    .poll(async () => (await phone.page.request.get('/api/backup')).status(), { timeout: 20_000 })
    .toBe(404)
  const key = await phone.page.request.get('/api/sync/key')
  expect(key.status()).toBe(200)
  const records = (await (await phone.page.request.get('/api/sync/records')).json()) as {
    records: { id: string; ciphertext: string }[]
  }
  // Three check-ins and the gamification state, none of them readable.
  expect(records.records).toHaveLength(4)
  for (const record of records.records) {
    expect(Buffer.from(record.ciphertext, 'base64').toString('latin1')).not.toMatch(/Work|went/)
  }

  // Another phone now restores from the records alone.
  const third = await signInOnNewPhone(browser, email)
  await restoreFromOffer(third.page)
  expect(await timelineCount(third.page)).toBe(3)

  // The privacy page says what the server keeps of them, and what it can learn.
  await third.page.goto('/privacy')
  await expect(third.page.getByText(/its size and a sequence number/)).toBeVisible()
  await expect(
    third.page.getByText(/how many records you have, how large they are and when they change/),
  ).toBeVisible()
  await Promise.all([phone.context.close(), third.context.close()])
})

test('a new passphrase re-wraps the data key only: one small request, the other phone goes on, and a new phone needs the new passphrase', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000)
  const { email } = await backedUpUser(page, 'Kai', 'Work')
  const second = await signInOnNewPhone(browser, email)
  await restoreFromOffer(second.page)
  const before = await (await page.request.get('/api/sync/key')).json()

  const sent = syncBodies(page)
  await openSettings(page)
  await page.getByRole('button', { name: /Change backup passphrase/ }).click()
  const sheet = page.getByRole('dialog', { name: 'Change backup passphrase' })
  await sheet.getByLabel('Backup passphrase').fill('not the passphrase 1')
  await sheet.getByRole('button', { name: 'Continue' }).click()
  await expect(
    sheet.getByText("That passphrase doesn't open this backup. Check it and try again."),
  ).toBeVisible({ timeout: 20_000 })
  await sheet.getByLabel('Backup passphrase').fill(PASSPHRASE)
  await sheet.getByRole('button', { name: 'Continue' }).click()
  const NEW = 'a new river at dusk 77'
  await sheet.getByLabel('Backup passphrase').fill(NEW)
  await sheet.getByLabel('Repeat passphrase').fill(NEW)
  await sheet.getByRole('button', { name: 'Change passphrase' }).click()
  await expect(page.getByText('Backup passphrase changed')).toBeVisible({ timeout: 20_000 })

  const after = await (await page.request.get('/api/sync/key')).json()
  expect(after.keyId).toBe(before.keyId)
  expect(after.version).toBeGreaterThan(before.version)
  expect(after.kdf.salt).not.toBe(before.kdf.salt)
  const writes = sent.filter((request) => request.method !== 'GET')
  expect(writes.map((request) => `${request.method} ${request.path}`)).toEqual([
    'PUT /api/sync/key',
  ])
  expect(writes[0]!.bytes).toBeLessThan(1024)

  // The other phone keeps its data key: its next check-in goes through without a passphrase.
  await quickIgnoredCheckIn(second.page, 'Health')
  await page.getByRole('link', { name: 'Journey' }).click()
  await expect(card(page, 'Pressure about health')).toBeVisible({ timeout: 15_000 })
  await openSettings(second.page)
  await expect(
    second.page.getByRole('button', { name: /Enter your backup passphrase/ }),
  ).toHaveCount(0)

  // A new phone opens the backup with the new passphrase only.
  const third = await signInOnNewPhone(browser, email)
  const offer = third.page.getByRole('region', { name: 'Restore your journal' })
  await offer.getByLabel('Backup passphrase').fill(PASSPHRASE)
  await offer.getByRole('button', { name: 'Restore' }).click()
  await expect(
    offer.getByText("That passphrase doesn't open this backup. Check it and try again."),
  ).toBeVisible({ timeout: 20_000 })
  await restoreFromOffer(third.page, NEW)
  expect(await timelineCount(third.page)).toBe(2)
  await Promise.all([second.context.close(), third.context.close()])
})

test('a phone that kept the whole-journal backup of the version before moves it to records on its next pass, without asking for the passphrase', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await signedInUser(page, 'Tala')
  await quickIgnoredCheckIn(page, 'Work')
  // What that version left on this phone and the server: its backup of one more check-in made
  // on another phone, the key it derived from the passphrase, and the backup turned on.
  const blob = await oldVersionBackup(
    journalFileText([{ day: '2026-10-05', context: 'Family', honored: true }]),
    PASSPHRASE,
  )
  const upload = await page.request.put('/api/backup', {
    headers: { origin: new URL(process.env.BASE_URL!).origin },
    data: blob,
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  await keepOldVersionKey(page, PASSPHRASE, blob.kdf)

  await page.reload()
  await expect
    .poll(async () => (await page.request.get('/api/backup')).status(), { timeout: 30_000 })
    .toBe(404)
  const records = (await (await page.request.get('/api/sync/records')).json()) as {
    records: unknown[]
  }
  // Both check-ins and the gamification state.
  expect(records.records).toHaveLength(3)
  expect(await timelineCount(page)).toBe(2)
  await openSettings(page)
  await expect(page.getByText(/^Last backed up just now$/)).toBeVisible()
  await expect(page.getByRole('button', { name: /Enter your backup passphrase/ })).toHaveCount(0)
})
