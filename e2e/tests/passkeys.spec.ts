import { type Browser, type Page } from '@playwright/test'
import { completeOnboarding, PASSWORD, uniqueEmail } from '../support/accounts'
import { expect, test } from '../support/localhost-server'
import { PHONE } from '../support/phone'
import {
  addVirtualAuthenticator,
  copyCredentials,
  credentialsOf,
} from '../support/virtual-authenticator'

/**
 * Passkeys in real WebAuthn ceremonies: each phone has Chromium's virtual platform
 * authenticator (a passkey store whose face or fingerprint check always passes), and the app
 * runs on localhost, its relying party.
 */

/**
 * Another phone of the same person, on the same server. `autofill: false` is a browser that
 * offers no passkeys among an input's suggestions, where the button is the way in. (With
 * autofill, the virtual authenticator answers the waiting request as a person picking the
 * passkey in the suggestions does.)
 */
async function secondPhone(browser: Browser, baseURL: string, { autofill = true } = {}) {
  const context = await browser.newContext({ ...PHONE, baseURL })
  const page = await context.newPage()
  if (!autofill) {
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false)
    })
  }
  return page
}

async function signInWithPasskeyButton(page: Page) {
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
}

test('a new person signs up with a passkey through the invite gate, then signs in with it on a second phone', async ({
  page,
  browser,
  baseURL,
}) => {
  const phone = await addVirtualAuthenticator(page)
  const email = uniqueEmail('passkey')
  await page.goto('/auth')
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click()
  await page.getByLabel('Nickname', { exact: true }).fill('Noor')
  await page.getByLabel('Email').fill(email)
  // No password: the passkey is made instead.
  await page.getByRole('button', { name: 'Sign up with a passkey' }).click()
  await expect(page.getByText('Account created!')).toBeVisible()
  const [made] = await credentialsOf(phone)
  expect(made).toMatchObject({ rpId: 'localhost', isResidentCredential: true })

  // The invite gate stays: onboarding and the access code, as after any sign-up.
  await completeOnboarding(page)
  await expect(page.getByRole('heading', { name: 'Hi, Noor' })).toBeVisible()

  // With no password or Google, the only passkey is the only way in: it cannot be removed.
  await page.goto('/settings')
  const passkeys = page.getByRole('region', { name: 'Passkeys' })
  await passkeys.getByRole('button', { name: 'Remove Passkey on Android' }).click()
  await page.getByRole('button', { name: 'Remove passkey' }).click()
  await expect(
    page.getByText('This passkey is the only way into your account. Add another passkey'),
  ).toBeVisible()
  await expect(passkeys.getByRole('listitem')).toHaveCount(1)

  // The same passkey, synced to a second phone, signs in there with no email or password.
  const other = await secondPhone(browser, baseURL!, { autofill: false })
  const otherPhone = await addVirtualAuthenticator(other)
  expect(await copyCredentials(phone, otherPhone)).toBe(1)
  await signInWithPasskeyButton(other)
  await expect(other).toHaveURL(/\/home$/)
  await expect(other.getByRole('heading', { name: 'Hi, Noor' })).toBeVisible()
  await other.context().close()
})

test('a password account adds a passkey in Settings, signs in with it, then removes it', async ({
  page,
  browser,
  baseURL,
}) => {
  // A person who signed up with a password and finished onboarding (on another phone: the
  // account is made through the server's endpoints; the forms are accounts.spec.ts's).
  const email = uniqueEmail('settings-passkey')
  for (const [url, data] of [
    ['/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Rumi', nickname: 'Rumi' }],
    ['/api/access-code', { code: 'intuition' }],
  ] as const) {
    const res = await page.request.post(url, { data, headers: { origin: baseURL! } })
    expect(res.ok(), `${url}: ${res.status()}`).toBe(true)
  }
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Hi, Rumi' })).toBeVisible()

  const phone = await addVirtualAuthenticator(page)
  await page.goto('/settings')
  const passkeys = page.getByRole('region', { name: 'Passkeys' })
  await expect(passkeys.getByRole('list', { name: 'Your passkeys' })).toBeVisible()
  await expect(passkeys.getByRole('listitem')).toHaveCount(0)
  await passkeys.getByRole('button', { name: /Add a passkey/ }).click()
  await expect(page.getByText('Passkey added')).toBeVisible()
  const today = new Date().toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })
  const row = passkeys.getByRole('listitem')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Passkey on Android')
  await expect(row).toContainText(`Added ${today}`)

  // On another phone with the same passkey, the sign-in screen offers it in the email field's
  // suggestions: picked there, it signs in without the password.
  const other = await secondPhone(browser, baseURL!)
  const otherPhone = await addVirtualAuthenticator(other)
  await copyCredentials(phone, otherPhone)
  await other.goto('/auth')
  await expect(other.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn')
  await expect(other).toHaveURL(/\/home$/)
  await expect(other.getByRole('heading', { name: 'Hi, Rumi' })).toBeVisible()

  // Removed after a confirmation, it no longer signs anyone in.
  await row.getByRole('button', { name: 'Remove Passkey on Android' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Remove this passkey?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Remove passkey' }).click()
  await expect(page.getByText('Passkey removed')).toBeVisible()
  await expect(passkeys.getByRole('listitem')).toHaveCount(0)

  // The browser still offers it in the suggestions (and the virtual authenticator picks it):
  // refused, it says nothing there, and the browser is told the passkey is unknown, so it stops
  // offering it. (The button's words for such a passkey: src/lib/passkeys.test.ts.)
  await other.context().clearCookies()
  const refused = other.waitForResponse((response) =>
    response.url().endsWith('/api/auth/passkey/verify-authentication'),
  )
  await other.goto('/auth')
  expect((await refused).status()).toBeGreaterThanOrEqual(400)
  await expect(other.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  await expect.poll(async () => (await credentialsOf(otherPhone)).length).toBe(0)
  await expect(other.getByText('Passkey not found')).toHaveCount(0)
  await expect(other).toHaveURL(/\/auth$/)
  await other.context().close()
})
