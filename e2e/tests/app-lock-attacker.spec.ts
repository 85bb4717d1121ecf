import type { Page } from '@playwright/test'
import { attack } from '../support/attacker'
import { PASSWORD, uniqueEmail } from '../support/accounts'
import { PASSPHRASE, turnOnBackup } from '../support/backup'
import { journalFileText } from '../support/journal-file'
import { expect, test } from '../support/localhost-server'
import { addVirtualAuthenticator } from '../support/virtual-authenticator'
import { keepOldVersionKey, oldVersionBackup } from '../support/whole-journal-backup'

/**
 * Someone holding the locked phone, with a cable and the browser's developer tools (ADR 0040's
 * threat table): the lock (PRF) and the backup on, on a phone set up today and on one that
 * moved from the version before's whole-journal backup. The locked page's own script looks
 * everywhere it can reach and tries every key it finds on everything (support/attacker.ts).
 */

const WORDS = 'Never told anyone about the letter'
const DRAFT = 'Halfway through writing about the move'
const OLD_WORDS = 'Backed up whole before the records came'
const locked = (page: Page) => page.getByRole('heading', { name: 'Hara is locked' })

async function signedIn(page: Page, origin: string) {
  const email = uniqueEmail('attacker')
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
}

/** In-app navigation, as a link does. */
async function navigate(page: Page, to: string) {
  await page.evaluate((path) => {
    history.pushState({}, '', path)
    dispatchEvent(new PopStateEvent('popstate'))
  }, to)
}

test('locked, with the backup on: nothing the page can reach opens a record', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000)
  await addVirtualAuthenticator(page, { hasPrf: true })
  await signedIn(page, baseURL!)
  await checkIn(page)
  await turnOnBackup(page)

  // Before the lock, the same look finds the backup's keys, and they open the server's records:
  // the look is not blind.
  const before = await attack(page, [WORDS])
  expect(before.usable).toBeGreaterThan(0)
  expect(before.opened).toBeGreaterThan(0)
  expect(before.seen).toContain(`opened: ${WORDS}`)

  await page.goto('/settings')
  await page.getByRole('switch', { name: 'Lock Hara' }).click()
  await expect(page.getByRole('switch', { name: 'Lock Hara' })).toBeChecked()
  await expect(page.getByText(/Turning the lock on/)).toBeHidden()

  // A check-in in progress, its words typed, when Hara locks.
  await navigate(page, '/check-in?mode=tap')
  await page.getByRole('button', { name: 'Work' }).click()
  await page.getByLabel('Describe the situation').fill(DRAFT)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Expanding warmth' })).toBeVisible()

  // Hara opens again: locked.
  await page.reload()
  await expect(locked(page)).toBeVisible()
  const loot = await attack(page, [WORDS, DRAFT])
  expect(loot.seen).toEqual([])
  expect(loot.opened).toBe(0)

  // The owner's screen lock still opens it all.
  await page.getByRole('button', { name: 'Unlock', exact: true }).click()
  await expect(locked(page)).toBeHidden()
  await navigate(page, '/map')
  await expect(page.getByText(WORDS)).toBeVisible()
})

test('locked, on a phone that kept the version before’s key and moved from its whole-journal backup: the page finds no key that opens anything, and no words', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000)
  await addVirtualAuthenticator(page, { hasPrf: true })
  await signedIn(page, baseURL!)
  // What the version before left: the journal backed up whole on the server, the key it derived
  // from the passphrase kept on the phone, and the backup's settings.
  const blob = await oldVersionBackup(
    journalFileText([{ day: '2026-10-05', words: OLD_WORDS, honored: true }]),
    PASSPHRASE,
  )
  const upload = await page.request.put('/api/backup', {
    headers: { origin: baseURL! },
    data: blob,
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  await keepOldVersionKey(page, PASSPHRASE, blob.kdf)

  // This version's first start moves it to records, and the blob goes.
  await page.reload()
  await expect
    .poll(async () => (await page.request.get('/api/backup')).status(), { timeout: 30_000 })
    .toBe(404)
  // Not blind: the look finds the data key, and it opens the records; nothing opens the
  // envelope, since the key from before the move went with it.
  const before = await attack(page, [OLD_WORDS])
  expect(before.seen).toContain(`opened: ${OLD_WORDS}`)
  expect(before.envelopes).toBe(0)

  await page.goto('/settings')
  await page.getByRole('switch', { name: 'Lock Hara' }).click()
  await expect(page.getByRole('switch', { name: 'Lock Hara' })).toBeChecked()
  await expect(page.getByText(/Turning the lock on/)).toBeHidden()

  await page.reload()
  await expect(locked(page)).toBeVisible()
  const loot = await attack(page, [OLD_WORDS])
  expect(loot).toEqual({ seen: [], keys: 0, usable: 0, opened: 0, envelopes: 0 })

  // The owner's screen lock opens it all, and the backup goes on without its passphrase.
  await page.getByRole('button', { name: 'Unlock', exact: true }).click()
  await expect(locked(page)).toBeHidden()
  await navigate(page, '/map')
  await expect(page.getByText(OLD_WORDS)).toBeVisible()
  await navigate(page, '/settings')
  await expect(page.getByText(/^Last backed up /)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('button', { name: /Enter your backup passphrase/ })).toHaveCount(0)
})
