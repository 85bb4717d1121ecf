import type { Page } from '@playwright/test'
import { PASSWORD, uniqueEmail } from '../support/accounts'
import { turnOnBackup } from '../support/backup'
import { expect, test } from '../support/localhost-server'
import { addVirtualAuthenticator } from '../support/virtual-authenticator'

/**
 * Someone holding the locked phone, with a cable and the browser's developer tools (ADR 0040's
 * threat table): the lock (PRF) and the backup on. The locked page's own script looks
 * everywhere it can reach (every IndexedDB database, localStorage, sessionStorage, the service
 * worker's caches, the server with the page's cookie), takes every key it finds, and tries each
 * on every record. Written as that person would, not as the app reads.
 */

const WORDS = 'Never told anyone about the letter'
const DRAFT = 'Halfway through writing about the move'
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

type Loot = { seen: string[]; keys: number; usable: number; opened: number }

/** What the page's script can reach, and what every key it finds opens. */
function attack(page: Page, words: string[]): Promise<Loot> {
  return page.evaluate(async (words) => {
    const seen: string[] = []
    const keys: CryptoKey[] = []
    const decoder = new TextDecoder()
    const look = (text: string, where: string) => {
      for (const word of words) if (text.includes(word)) seen.push(`${where}: ${word}`)
    }
    const visit = (value: unknown, where: string, depth = 0): void => {
      if (value === null || value === undefined || depth > 8) return
      if (value instanceof CryptoKey) keys.push(value)
      else if (typeof value === 'string') look(value, where)
      else if (value instanceof ArrayBuffer) look(decoder.decode(value), where)
      else if (ArrayBuffer.isView(value)) look(decoder.decode(value), where)
      else if (typeof value === 'object') {
        for (const [name, field] of Object.entries(value))
          visit(field, `${where}.${name}`, depth + 1)
      }
    }
    const asPromise = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })

    // Every IndexedDB database, every store, every record.
    const sealedLocally: { id: string; iv: Uint8Array; data: ArrayBuffer }[] = []
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await asPromise(indexedDB.open(name))
      for (const store of Array.from(db.objectStoreNames)) {
        const records = await asPromise(db.transaction(store).objectStore(store).getAll())
        records.forEach((record, index) => {
          visit(record, `idb ${name}/${store}[${index}]`)
          const sealed = (record as { sealed?: { iv?: Uint8Array; data?: ArrayBuffer } }).sealed
          const id = (record as { id?: unknown }).id
          if (sealed?.iv && sealed.data && typeof id === 'string') {
            sealedLocally.push({ id, iv: sealed.iv, data: sealed.data })
          }
        })
      }
      db.close()
    }
    // Web storage of both kinds.
    for (const [label, store] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let index = 0; index < store.length; index++) {
        const key = store.key(index)!
        look(`${key} ${store.getItem(key)}`, label)
      }
    }
    // The service worker's caches.
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        if (response) look(await response.text(), `cache ${name} ${request.url}`)
      }
    }
    // The server, with the page's own cookie.
    const server = (await (await fetch('/api/sync/records')).json()) as {
      records?: { id: string; iv: string; ciphertext: string }[]
    }
    visit(server, 'server')
    const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))

    // Every key found, on every record.
    let opened = 0
    const usable = keys.filter((key) => key.usages.includes('decrypt'))
    const tryOpen = async (key: CryptoKey, iv: Uint8Array, id: string, data: BufferSource) => {
      try {
        const plain = await crypto.subtle.decrypt(
          {
            name: 'AES-GCM',
            iv: iv as Uint8Array<ArrayBuffer>,
            additionalData: new TextEncoder().encode(id),
          },
          key,
          data,
        )
        opened += 1
        look(decoder.decode(plain), 'opened')
      } catch {
        // not this key's
      }
    }
    for (const key of usable) {
      for (const record of server.records ?? []) {
        await tryOpen(key, bytes(record.iv), record.id, bytes(record.ciphertext))
      }
      for (const record of sealedLocally) await tryOpen(key, record.iv, record.id, record.data)
    }
    return { seen, keys: keys.length, usable: usable.length, opened }
  }, words)
}

test('locked, with the backup on: nothing the page can reach opens a record', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000)
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
