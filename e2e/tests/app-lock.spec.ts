import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { PASSWORD, uniqueEmail } from '../support/accounts'
import { expect, test } from '../support/localhost-server'
import {
  addVirtualAuthenticator,
  credentialsOf,
  type VirtualAuthenticator,
} from '../support/virtual-authenticator'

/**
 * "Lock Hara" with the phone's own screen lock, driven through Chromium's virtual platform
 * authenticator (real WebAuthn ceremonies), against a server at localhost (a relying party is a
 * host name, never an address).
 */

/** A check-in's description: it must never be in a locked page, nor in a sealed record. */
const WORDS = 'Told nobody about the second offer'
const locked = (page: Page) => page.getByRole('heading', { name: 'Hara is locked' })

async function signedIn(page: Page, origin: string): Promise<string> {
  const email = uniqueEmail('lock')
  for (const [url, data] of [
    ['/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Mira', nickname: 'Mira' }],
    ['/api/access-code', { code: 'intuition' }],
  ] as const) {
    const res = await page.request.post(url, { data, headers: { origin } })
    expect(res.ok(), `${url}: ${res.status()}`).toBe(true)
  }
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Hi, Mira' })).toBeVisible()
  return email
}

async function checkIn(page: Page) {
  await page.goto('/check-in?mode=tap')
  await page.getByRole('button', { name: 'Work' }).click()
  await page.getByLabel('Describe the situation').fill(WORDS)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Expanding warmth' }).click()
  await page.getByRole('button', { name: /^Yes/ }).click()
  await page.getByRole('button', { name: /No, I’ll honor it/ }).click()
  await page.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page).toHaveURL(/\/map$/)
  await expect(page.getByText(WORDS)).toBeVisible()
}

async function turnLockOn(page: Page) {
  await page.goto('/settings')
  await page.getByRole('switch', { name: 'Lock Hara' }).click()
  await expect(page.getByRole('switch', { name: 'Lock Hara' })).toBeChecked()
  await expect(page.getByText(/Turning the lock on/)).toBeHidden()
}

/** Whether the page's markup holds the check-in's words anywhere. */
const pageHoldsWords = (page: Page) =>
  page.evaluate((words) => document.documentElement.innerHTML.includes(words), WORDS)

/** Every entry and deletion record of the account's journal database, as stored. */
function storedRecords(page: Page) {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '')
    const name = names.find((candidate) => candidate.startsWith('hara-journal:'))
    if (!name) throw new Error('no journal database')
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const all = (store: string) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const req = db.transaction(store).objectStore(store).getAll()
        req.onsuccess = () => resolve(req.result as Record<string, unknown>[])
        req.onerror = () => reject(req.error)
      })
    const records = [...(await all('entries')), ...(await all('deletions'))]
    db.close()
    // Each record as text: its readable fields, and its sealed bytes as they are.
    return records.map((record) => {
      const sealed = record.sealed as { data?: ArrayBuffer } | undefined
      const bytes = sealed?.data ? new TextDecoder().decode(sealed.data) : ''
      return { sealed: sealed !== undefined, text: JSON.stringify(record) + bytes }
    })
  })
}

/** The page goes to the background (and comes back): what a phone does when another app opens. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate(
    (state) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
      Object.defineProperty(document, 'hidden', {
        configurable: true,
        get: () => state === 'hidden',
      })
      document.dispatchEvent(new Event('visibilitychange'))
    },
    hidden ? 'hidden' : 'visible',
  )
}

/** In-app navigation: a reload (page.goto) is Hara opening again, which asks for the lock. */
async function go(page: Page, to: 'Today' | 'Journey' | 'Settings') {
  const nav = page.getByRole('navigation', { name: 'Main' })
  if (to !== 'Settings') return nav.getByRole('link', { name: to }).click()
  await nav.getByRole('link', { name: 'Profile' }).click()
  await page
    .getByRole('navigation', { name: 'Profile menu' })
    .getByRole('link', { name: 'Settings' })
    .click()
}

/** WCAG 2.1 A and AA rules on what is on screen now. */
async function expectNoViolations(page: Page) {
  await page.waitForFunction(() => document.fonts.status === 'loaded')
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`)).toEqual([])
}

async function unlock(page: Page) {
  await page.getByRole('button', { name: 'Unlock', exact: true }).click()
  await expect(locked(page)).toBeHidden()
}

test('with PRF: locked at start with nothing of the journal in the page, sealed in IndexedDB, unlocked offline and after time in the background', async ({
  page,
  context,
  baseURL,
}) => {
  await page.clock.install()
  await addVirtualAuthenticator(page, { hasPrf: true })
  await signedIn(page, baseURL!)
  await checkIn(page)
  expect((await storedRecords(page)).some((record) => record.text.includes(WORDS))).toBe(true)

  await turnLockOn(page)
  await expect(
    page.getByText('your journal is also encrypted on this phone', { exact: false }),
  ).toBeVisible()
  // Sealed at rest: no record holds the words, each is one ciphertext.
  const records = await storedRecords(page)
  expect(records.length).toBeGreaterThan(0)
  expect(records.every((record) => record.sealed && !record.text.includes(WORDS))).toBe(true)

  // Opening Hara: the lock screen, with only 'Unlock' and 'Sign out', and no journal at all.
  await page.goto('/map')
  await expect(locked(page)).toBeVisible()
  await expect(page.getByRole('button')).toHaveText(['Unlock', 'Sign out'])
  expect(await pageHoldsWords(page)).toBe(false)
  await expectNoViolations(page)

  // Online, the server checks the same assertion too.
  const verified = page.waitForResponse((res) => res.url().endsWith('/api/app-lock/verify'))
  await unlock(page)
  expect((await verified).status()).toBe(200)
  await expect(page).toHaveURL(/\/map$/)
  await expect(page.getByText(WORDS)).toBeVisible()
  await go(page, 'Today')
  await expect(page.getByRole('heading', { name: 'Hi, Mira' })).toBeVisible()
  // Home's focus, the coach's words for today: gone with the journal when Hara locks.
  const focus = page.getByRole('region', { name: "Today's focus" }).locator('p')
  await expect(focus).toHaveText(/\w{3,}/)
  const focusText = (await focus.textContent())!.trim()

  // In the background for less than the chosen minute: still open. Longer: locked.
  await go(page, 'Settings')
  await expectNoViolations(page)
  await page.getByLabel('Lock after').selectOption({ label: 'After 1 minute' })
  await go(page, 'Journey')
  await expect(page.getByText(WORDS)).toBeVisible()
  await setHidden(page, true)
  await page.clock.fastForward('00:30')
  await setHidden(page, false)
  await expect(page.getByText(WORDS)).toBeVisible()
  await setHidden(page, true)
  await page.clock.fastForward('01:05')
  await setHidden(page, false)
  await expect(locked(page)).toBeVisible()
  expect(await pageHoldsWords(page)).toBe(false)
  expect(
    await page.evaluate((text) => document.documentElement.innerHTML.includes(text), focusText),
  ).toBe(false)

  // Offline: the phone checks the screen lock itself.
  await context.setOffline(true)
  await unlock(page)
  await expect(page.getByText(WORDS)).toBeVisible()
  await context.setOffline(false)
})

test('with PRF: a screen lock that is gone is replaced through another of the account’s passkeys, or through the password; turning the lock off unseals the journal', async ({
  page,
  baseURL,
}) => {
  const phone: VirtualAuthenticator = await addVirtualAuthenticator(page, { hasPrf: true })
  await signedIn(page, baseURL!)
  await checkIn(page)
  await page.goto('/settings')
  const passkeys = page.getByRole('region', { name: 'Passkeys' })
  await passkeys.getByRole('button', { name: /Add a passkey/ }).click()
  await expect(page.getByText('Passkey added')).toBeVisible()
  const [passkey] = await credentialsOf(phone)
  await turnLockOn(page)

  // The lock's credential goes (a new fingerprint); the passkey stays, as a synced one does.
  const lockCredential = (await credentialsOf(phone)).find(
    (credential) => credential.credentialId !== passkey!.credentialId,
  )
  await phone.cdp.send('WebAuthn.removeCredential', {
    authenticatorId: phone.authenticatorId,
    credentialId: lockCredential!.credentialId,
  })
  await page.goto('/map')
  await page.getByRole('button', { name: 'Unlock', exact: true }).click()
  await page.getByRole('button', { name: 'Unlock with a passkey' }).click()
  await expect(page.getByText(WORDS)).toBeVisible()
  // A new lock credential took the old one's place; the journal stayed sealed.
  const afterPasskey = await credentialsOf(phone)
  expect(afterPasskey).toHaveLength(2)
  expect((await storedRecords(page)).every((record) => !record.text.includes(WORDS))).toBe(true)
  const replaced = afterPasskey.find((c) => c.credentialId !== passkey!.credentialId)

  // A reset phone: no credential at all. The password unlocks, after a wrong one says so.
  await phone.cdp.send('WebAuthn.clearCredentials', { authenticatorId: phone.authenticatorId })
  await page.goto('/map')
  await page.getByRole('button', { name: 'Unlock', exact: true }).click()
  const password = page.getByLabel('Your account password')
  await expect(password).toBeVisible()
  await password.fill('not my password')
  await page.getByRole('button', { name: 'Unlock with password' }).click()
  await expect(page.getByRole('alert')).toHaveText("That password isn't right. Try again.")
  await expect(locked(page)).toBeVisible()
  await expectNoViolations(page)
  await password.fill(PASSWORD)
  await page.getByRole('button', { name: 'Unlock with password' }).click()
  await expect(page.getByText(WORDS)).toBeVisible()

  // A new screen-lock credential took the old one's place, and it unlocks from now on.
  const after = await credentialsOf(phone)
  expect(after).toHaveLength(1)
  expect(after[0]!.credentialId).not.toBe(replaced!.credentialId)
  await page.reload()
  await expect(locked(page)).toBeVisible()
  await unlock(page)
  await expect(page.getByText(WORDS)).toBeVisible()
  expect((await storedRecords(page)).every((record) => !record.text.includes(WORDS))).toBe(true)

  // Turned off: the records are written plain again, and Hara opens without the lock.
  await go(page, 'Settings')
  await page.getByRole('switch', { name: 'Lock Hara' }).click()
  await expect(page.getByRole('switch', { name: 'Lock Hara' })).not.toBeChecked()
  await expect(page.getByText(/Turning the lock off/)).toBeHidden()
  const plain = await storedRecords(page)
  expect(plain.some((record) => record.sealed)).toBe(false)
  expect(plain.some((record) => record.text.includes(WORDS))).toBe(true)
  await page.goto('/map')
  await expect(page.getByText(WORDS)).toBeVisible()
})

test('without PRF: Settings says the lock hides the journal but does not encrypt it; the lock still hides it', async ({
  page,
  baseURL,
}) => {
  await addVirtualAuthenticator(page, { hasPrf: false })
  const email = await signedIn(page, baseURL!)
  await checkIn(page)
  await turnLockOn(page)
  await expect(
    page.getByText(
      "On this phone, the lock hides your journal but does not encrypt it: this phone's screen lock can't give Hara a key to encrypt with.",
    ),
  ).toBeVisible()
  expect((await storedRecords(page)).some((record) => record.text.includes(WORDS))).toBe(true)

  // What a reminder opens (the check-in) lands on the lock screen, and opens once unlocked.
  await page.goto('/check-in')
  await expect(locked(page)).toBeVisible()
  expect(await pageHoldsWords(page)).toBe(false)
  await unlock(page)
  await expect(page).toHaveURL(/\/check-in$/)
  await page.goto('/map')
  await unlock(page)
  await expect(page.getByText(WORDS)).toBeVisible()

  // 'Sign out' from the lock screen; signing in again in the same tab finds Hara locked.
  await page.reload()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(locked(page)).toBeVisible()
  expect(await pageHoldsWords(page)).toBe(false)
  await unlock(page)
  await go(page, 'Journey')
  await expect(page.getByText(WORDS)).toBeVisible()
})
