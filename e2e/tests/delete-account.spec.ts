import { expect, test } from '../support/fixtures'
import { daysAgo } from '../support/journal-file'
import { openSettings } from '../support/journal-figures'

/**
 * Deleting the account from the phone: the server forgets it and the phone keeps nothing of
 * it. The dialog's other ways (a wrong password, Google or passkey accounts) are proven on the
 * component (delete-account-row.test.tsx); what the server deletes on the server
 * (apps/server/src/modules/account/delete-account.test.ts).
 */

test.use({
  ownAccount: true,
  journal: { checkIns: [{ ...daysAgo(1), honored: true }] },
  // The phone lets go of its push subscription before it returns to sign-in, and asks the
  // service worker for it: with none registered, that waits 15 s (see docs/testing-screens.md).
  serviceWorkers: 'allow',
})

test('Delete account with the password deletes the account, clears the phone and returns to sign-in, where it can no longer sign in', async ({
  signedInPage: page,
  account,
}) => {
  const journalDatabase = `hara-journal:${encodeURIComponent(account.userId)}`
  const databases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''))
  expect(await databases()).toContain(journalDatabase)

  await openSettings(page)
  await page.getByRole('button', { name: /^Delete account/ }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete account?' })
  await expect(dialog.getByRole('button', { name: 'Export journal first' })).toBeVisible()
  await dialog.getByLabel('Password').fill(account.password)
  await dialog.getByRole('button', { name: 'Delete account' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
  await expect(page.getByText('Account deleted')).toBeVisible()

  // Nothing of the account is left on the phone: its journal database, its values, its session.
  await expect.poll(databases).not.toContain(journalDatabase)
  const kept = await page.evaluate(
    (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
    `hara:u:${encodeURIComponent(account.userId)}:`,
  )
  expect(kept).toEqual([])
  expect(await page.evaluate(() => localStorage.getItem('hara:last-session'))).toBeNull()

  // The account is gone from the server: its password signs nobody in.
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(/invalid email or password/i)).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
})
