import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { PASSPHRASE, restoreFromOffer, turnOnBackup } from '../support/backup'
import { quickHonoredCheckIn, quickIgnoredCheckIn } from '../support/check-ins'
import { openSettings, profileFigures, timelineCount } from '../support/journal-figures'
import { anotherPhone } from '../support/platform-phones'
import { readStoredJournal } from '../support/stored-journal'

/*
 * The encrypted backup in a real browser against the real server: the passphrase's key made
 * and the journal sealed and opened by Chromium's WebCrypto, and a second phone that finds the
 * journal missing. The backup's rows and rules (a failed pass, 'Back up now', a forgotten
 * passphrase, a backup deleted on another phone) are the web app's component and unit tests';
 * two phones that both write, the sync simulation's.
 */

test.use({ baseURL: process.env.BASE_URL })

const elsewhere = (page: Page) => page.getByRole('region', { name: 'Looking for your journal?' })

/**
 * What the first phone reports with reminders on: the day of its last check-in only, through
 * the app's own API (a push subscription the server will never push to).
 */
async function reportLastCheckIn(page: Page, date: string) {
  const key = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({
    format: 'jwk',
  }) as { x: string; y: string }
  const p256dh = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(key.x, 'base64url'),
    Buffer.from(key.y, 'base64url'),
  ]).toString('base64url')
  const res = await page.request.put('/api/push/subscription', {
    headers: { origin: new URL(process.env.BASE_URL!).origin },
    data: {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
      keys: { p256dh, auth: randomBytes(16).toString('base64url') },
      timeZone: 'Europe/Berlin',
      reminderTime: '20:00',
      daily: true,
      weekly: false,
      lastCheckInDate: date,
    },
  })
  expect(res.ok(), await res.text()).toBe(true)
}

test('a second phone says where the journal is; with the backup on, a wrong passphrase says so, and the right one restores it, XP and all, and that phone backs up too', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  const { email } = await signedInUser(page, 'Noor')
  // A brand-new account on its first phone sees no such card.
  await expect(elsewhere(page)).toHaveCount(0)
  await quickHonoredCheckIn(page, 'Work')
  await quickIgnoredCheckIn(page, 'Health')
  const before = await profileFigures(page)
  await reportLastCheckIn(page, '2026-11-20')

  // A second phone, with no backup yet: the card says where the journal is and how to bring
  // it over, and leads to Settings' import.
  const { context, page: phone } = await anotherPhone(browser, email)
  const card = elsewhere(phone)
  await expect(card).toBeVisible()
  await expect(card).toContainText('is on the phone where you wrote it')
  await expect(card).toContainText('Without the encrypted backup our server has no copy')
  await expect(card).toContainText('choose Export journal in Settings')
  await expect(card).toContainText('choose Import journal in Settings on this phone')
  await expect(phone.getByRole('region', { name: 'Restore your journal' })).toHaveCount(0)
  await card.getByRole('link', { name: 'Settings' }).click()
  await expect(phone).toHaveURL(/\/settings$/)
  await expect(phone.getByRole('button', { name: /Import journal/ })).toBeVisible()

  // The first phone turns the backup on; a change of mind first leaves it off.
  await openSettings(page)
  await page.getByRole('switch', { name: 'Encrypted backup' }).click()
  const sheet = page.getByRole('dialog', { name: 'Turn on encrypted backup' })
  await expect(sheet.getByText(/can't recover it if you forget the passphrase/)).toBeVisible()
  await sheet.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('switch', { name: 'Encrypted backup' })).not.toBeChecked()
  await turnOnBackup(page)
  await expect(page.getByRole('switch', { name: 'Encrypted backup' })).toBeChecked()
  await expect(
    page.getByText('On your phones, with an encrypted copy on the server that only you can read'),
  ).toBeVisible()
  await expect(page.getByText('All data stored locally')).toBeHidden()

  // The second phone, opened again: the card says the backup is there and offers the restore.
  await phone.goto('/home')
  await expect(card).toBeVisible()
  await expect(card).toContainText('our server keeps an encrypted copy')
  const offer = phone.getByRole('region', { name: 'Restore your journal' })
  await expect(offer).toBeVisible()
  await offer.getByLabel('Backup passphrase').fill('not the passphrase 1')
  await offer.getByRole('button', { name: 'Restore' }).click()
  await expect(
    offer.getByText("That passphrase doesn't open this backup. Check it and try again."),
  ).toBeVisible({ timeout: 20_000 })
  expect((await readStoredJournal(phone)).entries).toHaveLength(0)

  await restoreFromOffer(phone, PASSPHRASE)
  await expect(phone.getByText('2 check-ins brought back.', { exact: false })).toBeVisible()
  // With the journal here, neither the offer nor the card has anything left to say.
  await expect(offer).toHaveCount(0)
  await expect(card).toHaveCount(0)
  expect(await timelineCount(phone)).toBe(2)
  await expect(phone.getByRole('article').getByText('Expanding warmth').first()).toBeVisible()
  expect(await profileFigures(phone)).toEqual(before)

  // This phone now backs up too, with the same key: no passphrase asked again.
  await openSettings(phone)
  await expect(phone.getByRole('switch', { name: 'Encrypted backup' })).toBeChecked()
  await context.close()
})
