import { expect, type Page } from '@playwright/test'
import { signedInUser } from './accounts'
import { quickHonoredCheckIn } from './check-ins'
import { openSettings } from './journal-figures'

export const PASSPHRASE = 'quiet river at dawn 42'

/** A new account with one check-in in `category` and the backup on; returns its email. */
export async function backedUpUser(page: Page, nickname: string, category = 'Work') {
  const { email } = await signedInUser(page, nickname)
  await quickHonoredCheckIn(page, category)
  await turnOnBackup(page)
  return { email }
}

/**
 * Turns on the encrypted backup from Settings with `passphrase`; waits for the first records to
 * reach the server unless told not to (a long first sync is watched by the journey itself).
 */
export async function turnOnBackup(
  page: Page,
  passphrase = PASSPHRASE,
  { waitForBackup = true } = {},
) {
  await openSettings(page)
  await page.getByRole('switch', { name: 'Encrypted backup' }).click()
  await choosePassphrase(page, passphrase, { waitForBackup })
}

/** In the open 'Turn on encrypted backup' sheet: chooses `passphrase`, waits for the backup. */
export async function choosePassphrase(
  page: Page,
  passphrase: string,
  { waitForBackup = true } = {},
) {
  const sheet = page.getByRole('dialog', { name: 'Turn on encrypted backup' })
  await sheet.getByLabel('Backup passphrase').fill(passphrase)
  await sheet.getByLabel('Repeat passphrase').fill(passphrase)
  await sheet.getByRole('button', { name: 'Turn on backup' }).click()
  await expect(page.getByText('Encrypted backup is on')).toBeVisible({ timeout: 20_000 })
  if (waitForBackup) {
    await expect(page.getByText(/^Last backed up /)).toBeVisible({ timeout: 20_000 })
  }
}

/** Restores from Home's offer with `passphrase` and waits for it to be done. */
export async function restoreFromOffer(page: Page, passphrase = PASSPHRASE) {
  const offer = page.getByRole('region', { name: 'Restore your journal' })
  await offer.getByLabel('Backup passphrase').fill(passphrase)
  await offer.getByRole('button', { name: 'Restore' }).click()
  await expect(page.getByText('Journal restored')).toBeVisible({ timeout: 20_000 })
}

/** Presses 'Back up now' and waits until the pass has finished and succeeded. */
export async function backUpNow(page: Page) {
  await openSettings(page)
  await page.getByRole('button', { name: /Back up now/ }).click()
  await expect(page.getByText('Backed up', { exact: true }).first()).toBeVisible({
    timeout: 20_000,
  })
}
