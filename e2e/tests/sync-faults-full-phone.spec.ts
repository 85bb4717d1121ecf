import { expect, test, type Page } from '@playwright/test'
import { signInOnNewPhone } from '../support/accounts'
import { backedUpUser, backUpNow, PASSPHRASE } from '../support/backup'
import { quickHonoredCheckIn, quickIgnoredCheckIn } from '../support/check-ins'
import { readStoredJournal } from '../support/stored-journal'

test.use({ baseURL: process.env.BASE_URL })

/** How many records the account keeps on the server. */
async function recordsOnServer(page: Page): Promise<number> {
  const answer = (await (await page.request.get('/api/sync/records')).json()) as {
    records: unknown[]
  }
  return answer.records.length
}

test('a restore onto a phone whose storage is nearly full says so, keeps the backup on the server, and completes once space is freed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const { email } = await backedUpUser(page, 'Noor', 'Social')
  await quickIgnoredCheckIn(page, 'Finance')
  await quickHonoredCheckIn(page, 'Health')
  await backUpNow(page)
  const onServer = await recordsOnServer(page)
  // Three check-ins and the state of XP.
  expect(onServer).toBe(4)

  const phone = await signInOnNewPhone(browser, email)
  const cdp = await phone.context.newCDPSession(phone.page)
  const origin = new URL(process.env.BASE_URL!).origin
  const offer = phone.page.getByRole('region', { name: 'Restore your journal' })
  await expect(offer).toBeVisible({ timeout: 20_000 })
  // Nearly full: what the site holds now, and not a byte more.
  const usage = await phone.page.evaluate(
    async () => (await navigator.storage.estimate()).usage ?? 0,
  )
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + 64 })

  await offer.getByLabel('Backup passphrase').fill(PASSPHRASE)
  await offer.getByRole('button', { name: 'Restore' }).click()
  await expect(offer.getByText("Your phone's storage is full.", { exact: false })).toBeVisible({
    timeout: 30_000,
  })
  await expect(offer).toContainText(
    'Your backup is safe on the server: free up some space, then tap Restore again.',
  )
  // Not a word of 'restored' for a restore that did not happen, and the backup is all there.
  await expect(phone.page.getByText('Journal restored')).toHaveCount(0)
  expect((await readStoredJournal(phone.page)).entries).toHaveLength(0)
  expect(await recordsOnServer(phone.page)).toBe(onServer)

  // Space is freed: the same passphrase, one more tap, and the journal is here.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin })
  await offer.getByRole('button', { name: 'Restore' }).click()
  await expect(phone.page.getByText('Journal restored')).toBeVisible({ timeout: 30_000 })
  expect((await readStoredJournal(phone.page)).entries).toHaveLength(3)
  await phone.page.getByRole('link', { name: 'Journey' }).click()
  for (const context of ['Social', 'Finance', 'Health']) {
    await expect(phone.page.getByRole('article').filter({ hasText: context })).toBeVisible()
  }
  expect(await recordsOnServer(phone.page)).toBe(onServer)
  await phone.context.close()
})
