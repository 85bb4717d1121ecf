import { expect, test } from '@playwright/test'
import { signedInUser, signInOnNewPhone } from '../support/accounts'
import {
  backedUpUser,
  backUpNow,
  choosePassphrase,
  PASSPHRASE,
  restoreFromOffer,
  turnOnBackup,
} from '../support/backup'
import { quickHonoredCheckIn, quickIgnoredCheckIn } from '../support/check-ins'
import { openSettings, profileFigures, timelineCount } from '../support/journal-figures'

test.use({ baseURL: process.env.BASE_URL })

test('backup on, then a new phone restores it with the passphrase; a wrong one first says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const { email } = await signedInUser(page, 'Noor')
  await quickHonoredCheckIn(page, 'Work')
  await quickIgnoredCheckIn(page, 'Health')
  const before = await profileFigures(page)

  await openSettings(page)
  await page.getByRole('switch', { name: 'Encrypted backup' }).click()
  const sheet = page.getByRole('dialog', { name: 'Turn on encrypted backup' })
  await expect(sheet.getByText(/can't recover it if you forget the passphrase/)).toBeVisible()
  // At least 10 characters, with a hint of strength while it is typed.
  await sheet.getByLabel('Backup passphrase').fill('short')
  await expect(sheet.getByText('Use at least 10 characters.')).toBeVisible()
  await expect(sheet.getByRole('button', { name: 'Turn on backup' })).toBeDisabled()
  // Long enough is not enough: a password anyone would try first is refused, with the reason.
  await sheet.getByLabel('Backup passphrase').fill('Password2024!')
  await sheet.getByLabel('Repeat passphrase').fill('Password2024!')
  await expect(sheet.getByText(/^Strength: too easy to guess\. \S/)).toBeVisible()
  await expect(sheet.getByRole('button', { name: 'Turn on backup' })).toBeDisabled()
  await sheet.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('switch', { name: 'Encrypted backup' })).not.toBeChecked()

  await turnOnBackup(page)
  await expect(page.getByRole('switch', { name: 'Encrypted backup' })).toBeChecked()
  await expect(
    page.getByText('An encrypted copy is kept on the server. Only you can read it.'),
  ).toBeVisible()
  await expect(page.getByText('All data stored locally')).toBeVisible()

  // A new phone: empty journal, so Home offers the restore.
  const { context, page: phone } = await signInOnNewPhone(browser, email)
  const offer = phone.getByRole('region', { name: 'Restore your journal' })
  await expect(offer).toBeVisible()
  await offer.getByLabel('Backup passphrase').fill('not the passphrase 1')
  await offer.getByRole('button', { name: 'Restore' }).click()
  await expect(
    offer.getByText("That passphrase doesn't open this backup. Check it and try again."),
  ).toBeVisible({ timeout: 20_000 })
  expect(await timelineCount(phone)).toBe(0)

  await phone.goto('/home')
  await restoreFromOffer(phone, PASSPHRASE)
  await expect(phone.getByText('2 check-ins brought back.', { exact: false })).toBeVisible()
  await expect(offer).toHaveCount(0)
  expect(await timelineCount(phone)).toBe(2)
  await expect(phone.getByText('Work • Expanding warmth')).toBeVisible()
  expect(await profileFigures(phone)).toEqual(before)

  // This phone now backs up too, with the same key: no passphrase asked again.
  await openSettings(phone)
  await expect(phone.getByRole('switch', { name: 'Encrypted backup' })).toBeChecked()
  await context.close()
})

test('two phones check in while backup is on; after both sync each has both check-ins', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const { email } = await backedUpUser(page, 'Ilse', 'Social')

  const second = await signInOnNewPhone(browser, email)
  await restoreFromOffer(second.page)
  expect(await timelineCount(second.page)).toBe(1)

  // Each phone checks in on its own, then both back up: the second finds the first's upload,
  // merges it, and uploads both; the first then brings the second's in.
  await quickHonoredCheckIn(page, 'Work')
  await quickIgnoredCheckIn(second.page, 'Health')
  await backUpNow(page)
  await backUpNow(second.page)
  await backUpNow(page)

  expect(await timelineCount(page)).toBe(3)
  expect(await timelineCount(second.page)).toBe(3)
  for (const phone of [page, second.page]) {
    await phone.goto('/map')
    await expect(phone.getByText('Social • Expanding warmth')).toBeVisible()
    await expect(phone.getByText('Work • Expanding warmth')).toBeVisible()
    await expect(phone.getByText('Health • Tight chest')).toBeVisible()
  }

  // The backup itself holds all three: a third phone restores them.
  const third = await signInOnNewPhone(browser, email)
  await restoreFromOffer(third.page)
  expect(await timelineCount(third.page)).toBe(3)

  await Promise.all([second.context.close(), third.context.close()])
})

test('a failed backup never holds up a check-in, says so, and goes through later', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await backedUpUser(page, 'Pia')

  // The server cannot be reached for the backup: the check-in is saved as usual.
  let unreachable = 0
  await page.route('**/api/sync/**', (route) => {
    unreachable += 1
    return route.abort('internetdisconnected')
  })
  await quickHonoredCheckIn(page, 'Health')
  expect(await timelineCount(page)).toBe(2)

  // The pass the check-in started fails in the background and says so; a tap fails the same way.
  await openSettings(page)
  const failed = page.getByText(
    "Couldn't reach Hara. Your journal is safe on this phone; Hara will try again.",
  )
  const backUp = page.getByRole('button', { name: /Back up now/ })
  const backedUp = page.getByText('Backed up', { exact: true })
  await expect(failed).toBeVisible({ timeout: 20_000 })
  const tried = unreachable
  await backUp.click()
  await expect.poll(() => unreachable).toBeGreaterThan(tried)
  await expect(failed).toBeVisible()
  await expect(backUp).toBeEnabled()
  await expect(backedUp).toHaveCount(0)

  // Back in reach, two quick taps are one backup: one pass, one 'Backed up'.
  await page.unroute('**/api/sync/**')
  await backUp.dblclick()
  await expect(backedUp).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(/^Last backed up just now$/)).toBeVisible()
  await expect(backedUp).toHaveCount(1)
  // Both check-ins are on the server as records (and the gamification state), none as a blob.
  const records = await (await page.request.get('/api/sync/records')).json()
  expect(records.records).toHaveLength(3)
  expect((await page.request.get('/api/backup')).status()).toBe(404)
})

test('a forgotten passphrase: a new phone deletes the old backup once and starts its own', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const { email } = await backedUpUser(page, 'Lea')
  const old = await (await page.request.get('/api/sync/key')).json()

  // A new phone, whose person no longer knows the passphrase: not now, then a check-in here.
  const { context, page: phone } = await signInOnNewPhone(browser, email)
  await phone
    .getByRole('region', { name: 'Restore your journal' })
    .getByRole('button', { name: 'Not now' })
    .click()
  await quickIgnoredCheckIn(phone, 'Health')

  await openSettings(phone)
  await phone.getByRole('switch', { name: 'Encrypted backup' }).click()
  const sheet = phone.getByRole('dialog', { name: 'Unlock your backup' })
  await sheet.getByRole('button', { name: 'Forgot it? Start a new backup' }).click()
  await expect(sheet.getByText(/The backup on the server is deleted\./)).toBeVisible()

  // Two quick taps delete it once, and say nothing went wrong.
  let deletes = 0
  phone.on('request', (request) => {
    if (request.method() === 'DELETE' && request.url().endsWith('/api/sync')) deletes += 1
  })
  await sheet.getByRole('button', { name: 'Delete it and start again' }).dblclick()
  const fresh = phone.getByRole('dialog', { name: 'Turn on encrypted backup' })
  await expect(fresh.getByLabel('Backup passphrase')).toBeVisible()
  expect(deletes).toBe(1)
  await expect(phone.getByText("Couldn't delete the backup")).toHaveCount(0)

  // The new backup has a key of its own and holds this phone's check-in.
  await choosePassphrase(phone, 'a new river at dusk 77')
  const replaced = await (await phone.request.get('/api/sync/key')).json()
  expect(replaced.keyId).not.toBe(old.keyId)
  expect(replaced.kdf.salt).not.toBe(old.kdf.salt)
  const third = await signInOnNewPhone(browser, email)
  await restoreFromOffer(third.page, 'a new river at dusk 77')
  expect(await timelineCount(third.page)).toBe(1)
  await Promise.all([context.close(), third.context.close()])
})

test('a backup turned off on one phone is not brought back by another; that phone offers a new one', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const { email } = await backedUpUser(page, 'Mina', 'Work')
  const second = await signInOnNewPhone(browser, email)
  await restoreFromOffer(second.page)

  // The second phone turns the backup off, which deletes the server's copy.
  await openSettings(second.page)
  await second.page.getByRole('switch', { name: 'Encrypted backup' }).click()
  await second.page.getByRole('button', { name: 'Turn off and delete' }).click()
  await expect(second.page.getByText('Encrypted backup is off')).toBeVisible()
  expect((await page.request.get('/api/sync/key')).status()).toBe(404)

  // The first phone, still on, checks in, which backs up: it asks rather than uploading again.
  await quickHonoredCheckIn(page, 'Health')
  await openSettings(page)
  const offer = page.getByRole('button', { name: /^Start a new backup/ })
  await expect(offer).toBeVisible({ timeout: 20_000 })
  await expect(offer).toContainText('Your backup was deleted on another phone')
  expect((await page.request.get('/api/sync/key')).status()).toBe(404)

  // Starting a new one is that person's choice; its version counts on from the deleted one.
  await offer.click()
  await choosePassphrase(page, 'a fresh start by the sea 9')
  const fresh = await (await page.request.get('/api/sync/key')).json()
  expect(fresh.version).toBeGreaterThan(1)
  expect((await (await page.request.get('/api/sync/records')).json()).records).toHaveLength(3)
  await second.context.close()
})
