import { expect, test } from '@playwright/test'
import { PASSWORD, signedInUser } from '../support/accounts'
import { quickHonoredCheckIn } from '../support/check-ins'
import { openSettings } from '../support/journal-figures'

test.use({ baseURL: process.env.BASE_URL })

test('Delete account: a wrong password is refused; the right one deletes the account, clears the phone and returns to /auth, and it cannot sign in again', async ({
  page,
}) => {
  const { email } = await signedInUser(page, 'Noor')
  await quickHonoredCheckIn(page)
  const userId = await page.evaluate(async () => {
    const res = await fetch('/api/auth/get-session')
    return ((await res.json()) as { user: { id: string } }).user.id
  })
  const journalDatabase = `hara-journal:${encodeURIComponent(userId)}`
  const databases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''))
  expect(await databases()).toContain(journalDatabase)

  await openSettings(page)
  await page.getByRole('button', { name: /^Delete account/ }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete account?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Export journal first' })).toBeVisible()

  await dialog.getByLabel('Password').fill('not my password')
  await dialog.getByRole('button', { name: 'Delete account' }).click()
  await expect(dialog.getByText("That password isn't right. Try again.")).toBeVisible()
  await expect(page).toHaveURL(/\/settings$/)

  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Delete account' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
  await expect(page.getByText('Account deleted')).toBeVisible()

  // Nothing of the account is left on the phone: its journal database, its values, its session.
  await expect.poll(databases).not.toContain(journalDatabase)
  const kept = await page.evaluate(
    (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
    `hara:u:${encodeURIComponent(userId)}:`,
  )
  expect(kept).toEqual([])
  expect(await page.evaluate(() => localStorage.getItem('hara:last-session'))).toBeNull()

  // The account is gone from the server: its password signs nobody in.
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(/invalid email or password/i)).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
})
