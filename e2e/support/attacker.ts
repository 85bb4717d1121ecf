import type { Page } from '@playwright/test'

/**
 * Someone holding the locked phone, with a cable and the browser's developer tools (ADR 0040's
 * threat table). The locked page's own script looks everywhere it can reach (every IndexedDB
 * database, localStorage, sessionStorage, the service worker's caches, the server with the
 * page's cookie), takes every CryptoKey it finds, and tries each one on everything: as a data
 * key on every record, here and on the server, and as a passphrase's key on the server's key
 * envelope (`/api/sync/key`), whose data key it then tries on every record. Written as that
 * person would, not as the app reads.
 */
export type Loot = {
  /** Where each word was found, as `where: word`; `opened: word` for a record a key opened. */
  seen: string[]
  keys: number
  /** Keys that can decrypt or unwrap at all. */
  usable: number
  /** Records some key (or a data key unwrapped with one) opened. */
  opened: number
  /** Keys that opened the server's key envelope. */
  envelopes: number
}

export function attack(page: Page, words: string[]): Promise<Loot> {
  return page.evaluate(async (words) => {
    const seen: string[] = []
    const keys: CryptoKey[] = []
    const decoder = new TextDecoder()
    const encoder = new TextEncoder()
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
    // The server, with the page's own cookie: its records and its key envelope.
    const server = (await (await fetch('/api/sync/records')).json()) as {
      records?: { id: string; iv: string; ciphertext: string }[]
    }
    visit(server, 'server')
    const envelopeAnswer = await fetch('/api/sync/key')
    const envelope = envelopeAnswer.ok
      ? ((await envelopeAnswer.json()) as {
          keyId: string
          wrap: { iv: string }
          wrappedKey: string
        })
      : null
    const bytes = (base64: string) =>
      Uint8Array.from(atob(base64.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
    const gcm = (iv: Uint8Array, additional: string) => ({
      name: 'AES-GCM',
      iv: iv as Uint8Array<ArrayBuffer>,
      additionalData: encoder.encode(additional),
    })

    // Every key found, on every record.
    let opened = 0
    const tryOpen = async (key: CryptoKey, iv: Uint8Array, id: string, data: BufferSource) => {
      try {
        const plain = await crypto.subtle.decrypt(gcm(iv, id), key, data)
        opened += 1
        look(decoder.decode(plain), 'opened')
      } catch {
        // not this key's
      }
    }
    const onEveryRecord = async (key: CryptoKey) => {
      for (const record of server.records ?? []) {
        await tryOpen(key, bytes(record.iv), record.id, bytes(record.ciphertext))
      }
      for (const record of sealedLocally) await tryOpen(key, record.iv, record.id, record.data)
    }
    // A key that opens the envelope gives the data key itself.
    const unwrapped = async (key: CryptoKey): Promise<CryptoKey | null> => {
      if (!envelope) return null
      const wrapped = bytes(envelope.wrappedKey) as Uint8Array<ArrayBuffer>
      const how = gcm(bytes(envelope.wrap.iv), envelope.keyId)
      try {
        const raw = key.usages.includes('decrypt')
          ? await crypto.subtle.decrypt(how, key, wrapped)
          : await crypto.subtle
              .unwrapKey('raw', wrapped, key, how, 'AES-GCM', true, ['decrypt'])
              .then((data) => crypto.subtle.exportKey('raw', data))
        return await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt'])
      } catch {
        return null
      }
    }
    const usable = keys.filter((key) =>
      key.usages.some((usage) => usage === 'decrypt' || usage === 'unwrapKey'),
    )
    let envelopes = 0
    for (const key of usable) {
      if (key.usages.includes('decrypt')) await onEveryRecord(key)
      const dataKey = await unwrapped(key)
      if (dataKey) {
        envelopes += 1
        await onEveryRecord(dataKey)
      }
    }
    return { seen, keys: keys.length, usable: usable.length, opened, envelopes }
  }, words)
}
