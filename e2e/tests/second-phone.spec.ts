import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { signedInUser, signInOnNewPhone } from '../support/accounts'
import { backedUpUser, restoreFromOffer } from '../support/backup'

test.use({ baseURL: process.env.BASE_URL, viewport: { width: 360, height: 640 } })

const elsewhere = (page: Page) => page.getByRole('region', { name: 'Looking for your journal?' })

/** What the first phone reports with reminders on: a date only, through the app's own API. */
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

test('a second phone without a backup says where the journal is and how to bring it over', async ({
  page,
  browser,
}) => {
  const { email } = await signedInUser(page, 'Iris')
  // A brand-new account on its first phone sees no such card.
  await expect(elsewhere(page)).toHaveCount(0)
  await reportLastCheckIn(page, '2026-11-20')

  const second = await signInOnNewPhone(browser, email)
  const card = elsewhere(second.page)
  await expect(card).toBeVisible()
  await expect(card).toContainText(
    'Your journal (your check-ins, XP and streak) lives on your phone',
  )
  await expect(card).toContainText('Without the encrypted backup our server has no copy')
  await expect(card).toContainText('choose Export journal in Settings')
  await expect(card).toContainText('choose Import journal in Settings on this phone')
  await card.getByRole('link', { name: 'Settings' }).click()
  await expect(second.page).toHaveURL(/\/settings$/)
  await expect(second.page.getByRole('button', { name: /Import journal/ })).toBeVisible()
  await second.context.close()
})

test('a second phone with a backup says where the journal is and offers the restore', async ({
  page,
  browser,
}) => {
  const { email } = await backedUpUser(page, 'Oren')
  const second = await signInOnNewPhone(browser, email)
  await expect(elsewhere(second.page)).toBeVisible()
  await expect(second.page.getByRole('region', { name: 'Restore your journal' })).toBeVisible()
  await restoreFromOffer(second.page)
  // With the journal here, the card has nothing left to say.
  await expect(elsewhere(second.page)).toHaveCount(0)
  await second.context.close()
})
