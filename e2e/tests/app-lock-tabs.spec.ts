import type { BrowserContext, Page } from '@playwright/test'
import { PASSWORD, uniqueEmail } from '../support/accounts'
import { turnOnBackup } from '../support/backup'
import { expect, test } from '../support/localhost-server'
import { addVirtualAuthenticator } from '../support/virtual-authenticator'

/**
 * One lock state for all of the phone's tabs (ADR 0040), with the backup on: the lock turned
 * on, then off, in one tab while another is open. Every check-in written in either tab reads
 * after a reload of both, and each reaches the backup.
 *
 * Each tab has its own virtual authenticator (Chromium's are per page, and a copied credential
 * gives no PRF output), so a second tab unlocks the way a lost screen lock does: with the
 * account's password, which opens the same data key and makes that tab's own credential.
 */

const locked = (page: Page) => page.getByRole('heading', { name: 'Hara is locked' })

async function signedIn(page: Page, origin: string): Promise<void> {
  const email = uniqueEmail('tabs')
  for (const [url, data] of [
    ['/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Mira', nickname: 'Mira' }],
    ['/api/access-code', { code: 'intuition' }],
  ] as const) {
    const res = await page.request.post(url, { data, headers: { origin } })
    expect(res.ok(), `${url}: ${res.status()}`).toBe(true)
  }
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Hi, Mira' })).toBeVisible()
}

/** In-app navigation, as a link does: a reload would be Hara opening again. */
async function navigate(page: Page, to: string) {
  await page.evaluate((path) => {
    history.pushState({}, '', path)
    dispatchEvent(new PopStateEvent('popstate'))
  }, to)
}

/** A tap check-in in this tab as it is (no reload), described with `words`. */
async function checkIn(page: Page, words: string) {
  await page.bringToFront()
  await navigate(page, '/check-in?mode=tap')
  await page.getByRole('button', { name: 'Work' }).click()
  await page.getByLabel('Describe the situation').fill(words)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Expanding warmth' }).click()
  await page.getByRole('button', { name: /^Yes/ }).click()
  await page.getByRole('button', { name: /No, I’ll honor it/ }).click()
  await page.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page).toHaveURL(/\/map$/)
  await expect(page.getByText(words)).toBeVisible()
}

/** Settings' 'Lock Hara' switch, reached in-app; `on` says which way to turn it. */
async function switchLock(page: Page, on: boolean) {
  await page.bringToFront()
  await navigate(page, '/settings')
  const lock = page.getByRole('switch', { name: 'Lock Hara' })
  await lock.click()
  if (on) await expect(lock).toBeChecked()
  else await expect(lock).not.toBeChecked()
  await expect(page.getByText(/Turning the lock (on|off)/)).toBeHidden()
}

/** Unlocks a locked tab whose authenticator has no credential of the lock: the password. */
async function unlockWithPassword(page: Page) {
  await page.bringToFront()
  await expect(locked(page)).toBeVisible()
  await page.getByRole('button', { name: 'Unlock', exact: true }).click()
  await page.getByLabel('Your account password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Unlock with password' }).click()
  await expect(locked(page)).toBeHidden()
}

/** The page goes to the background (`hidden`), or comes back: what a phone does when another app opens. */
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

async function secondTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await addVirtualAuthenticator(page, { hasPrf: true })
  await page.goto('/map')
  return page
}

/** Every check-in's words read in the tab (opened again), none unreadable. */
async function readsAll(page: Page, words: string[]) {
  await page.bringToFront()
  for (const text of words) await expect(page.getByText(text)).toBeVisible()
  await expect(page.getByText(/can't be read|couldn't be read/i)).toHaveCount(0)
}

/** The server holds a record for each check-in and one for the gamification state. */
async function backedUp(page: Page, checkIns: number) {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/sync/records')).json()) as { records: unknown[] })
          .records.length,
      { timeout: 30_000 },
    )
    .toBe(checkIns + 1)
}

test('the lock turned on in one tab while another is open locks that tab, locking one locks both, and turned off in one while the other is unlocked: every check-in reads and is backed up', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000)
  await addVirtualAuthenticator(page, { hasPrf: true })
  await signedIn(page, baseURL!)
  await turnOnBackup(page)
  await checkIn(page, 'Written before the lock')
  const other = await secondTab(context)
  await expect(other.getByText('Written before the lock')).toBeVisible()

  // On in the first tab: the second, open without it, locks at once and asks to unlock.
  await switchLock(page, true)
  await expect(locked(other)).toBeVisible()
  await unlockWithPassword(other)
  await checkIn(other, 'Second tab once the lock was on')
  await checkIn(page, 'First tab once the lock was on')

  // Locking in one tab ('Immediately', as it goes to the background) locks the other with it.
  await expect(locked(page)).toBeHidden()
  await setHidden(other, true)
  await expect(locked(page)).toBeVisible()
  await setHidden(other, false)
  for (const tab of [page, other]) await unlockWithPassword(tab)

  // Off in the first tab; the second, unlocked with the same key, keeps writing.
  await switchLock(page, false)
  await expect(locked(other)).toBeHidden()
  await checkIn(other, 'Second tab after the lock went off')
  await checkIn(page, 'First tab after the lock went off')

  const words = [
    'Written before the lock',
    'Second tab once the lock was on',
    'First tab once the lock was on',
    'Second tab after the lock went off',
    'First tab after the lock went off',
  ]
  for (const tab of [page, other]) {
    await tab.goto('/map')
    await expect(locked(tab)).toBeHidden()
    await readsAll(tab, words)
  }
  await backedUp(page, words.length)
})
