import { syncDatabaseName } from '@/lib/device-keys'

/**
 * What this phone knows of the account's records on the server, in a database of its own
 * (`hara-sync:{userId}`), so a first sync that stops half-way resumes where it stopped:
 * - `meta` › `cursor`: the data key's id and version, the pull cursor (the last seq brought
 *   in) and the push position (the journal's change feed, up to which every change was sent).
 * - `records`: per record id, the seq of the version this phone last saw and a digest of its
 *   plaintext; a change whose digest is the same is not sent again, and `replaces` names that
 *   seq.
 */

export interface SyncMeta {
  keyId: string | null
  keyVersion: number | null
  cursor: number
  pushedRev: number
}

export interface SyncedRecord {
  id: string
  seq: number
  digest: string
}

const START: SyncMeta = { keyId: null, keyVersion: null, cursor: 0, pushedRev: 0 }

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
  })
}

export class SyncState {
  private constructor(private readonly db: IDBDatabase) {}

  static async open(userId: string): Promise<SyncState> {
    const request = indexedDB.open(syncDatabaseName(userId), 1)
    request.onupgradeneeded = () => {
      request.result.createObjectStore('records', { keyPath: 'id' })
      request.result.createObjectStore('meta', { keyPath: 'name' })
    }
    return new SyncState(await promised(request))
  }

  close(): void {
    this.db.close()
  }

  async meta(): Promise<SyncMeta> {
    const stored = (await promised(
      this.db.transaction('meta').objectStore('meta').get('cursor'),
    )) as (SyncMeta & { name: string }) | undefined
    if (!stored) return START
    const { name: _name, ...meta } = stored
    return { ...START, ...meta }
  }

  async setMeta(patch: Partial<SyncMeta>): Promise<SyncMeta> {
    const next = { ...(await this.meta()), ...patch }
    const tx = this.db.transaction('meta', 'readwrite')
    tx.objectStore('meta').put({ name: 'cursor', ...next })
    await done(tx)
    return next
  }

  /** What this phone last saw of these records (absent: none). */
  async synced(ids: readonly string[]): Promise<Map<string, SyncedRecord>> {
    const store = this.db.transaction('records').objectStore('records')
    const found = await Promise.all(ids.map((id) => promised(store.get(id))))
    const map = new Map<string, SyncedRecord>()
    for (const record of found as (SyncedRecord | undefined)[])
      if (record) map.set(record.id, record)
    return map
  }

  /** Notes records as the server has them; with `meta`, in the same transaction. */
  async saveSynced(records: readonly SyncedRecord[], meta?: Partial<SyncMeta>): Promise<void> {
    const current = meta ? await this.meta() : null
    const tx = this.db.transaction(['records', 'meta'], 'readwrite')
    const store = tx.objectStore('records')
    for (const record of records) store.put(record)
    if (current && meta) tx.objectStore('meta').put({ name: 'cursor', ...current, ...meta })
    await done(tx)
  }

  /** Forgets what this phone thought the server had of these records. */
  async forget(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return
    const tx = this.db.transaction('records', 'readwrite')
    for (const id of ids) tx.objectStore('records').delete(id)
    await done(tx)
  }

  /** Forgets everything: a new data key, or sync turned off. */
  async reset(meta: Partial<SyncMeta> = {}): Promise<void> {
    const tx = this.db.transaction(['records', 'meta'], 'readwrite')
    tx.objectStore('records').clear()
    tx.objectStore('meta').put({ name: 'cursor', ...START, ...meta })
    await done(tx)
  }
}
