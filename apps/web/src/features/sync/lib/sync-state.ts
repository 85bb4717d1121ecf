import type { SyncCheck, SyncKey, SyncRecord } from '@hara/core'
import { syncDatabaseName } from '@/lib/device-keys'
import { committed, openDatabase, request, sharedDatabase, storeOf } from '@/lib/idb'

/**
 * What this phone knows of the account's records on the server, in a database of its own
 * (`hara-sync:{userId}`), so a first sync that stops half-way resumes where it stopped:
 * - `meta` › `cursor`: the data key's id, version and envelope, the pull cursor (the last seq brought
 *   in) and the push position (the journal's change feed, up to which every change was sent).
 *   It also keeps the latest record this phone knows of (`check`, asked about on every pull so
 *   a server restored from an older copy is noticed), another phone's gamification record until
 *   the pull that brought it ends (`pendingGamification`), and whether a conflict showed the
 *   server went back (`wentBack`: the next pull starts over).
 * - `records`: per record id, the seq and IV of the version this phone last saw, a digest of its
 *   content, and the highest version of it this phone has seen (ADR 0044); a change whose
 *   digest is the same is not sent again, `replaces` names that seq, and a version below the
 *   one kept is never taken.
 */

export interface SyncMeta {
  keyId: string | null
  keyVersion: number | null
  /**
   * The account's key envelope at `keyVersion`, as this phone last read or wrote it: a server
   * restored from an older copy is given it back (key-check.ts).
   */
  envelope: SyncKey | null
  cursor: number
  pushedRev: number
  check: (SyncCheck & { iv?: string }) | null
  pendingGamification: SyncRecord | null
  wentBack: boolean
}

export interface SyncedRecord {
  id: string
  /** The seq the server has it at, as far as this phone knows (null: none). */
  seq: number | null
  /** The IV of that version: a seq handed out twice is told apart by it. */
  iv?: string
  /** Of the content, without the version; empty: send this phone's version again. */
  digest: string
  /** The highest version seen (0: none, or only versions from before versions). */
  version: number
}

const START: SyncMeta = {
  keyId: null,
  keyVersion: null,
  envelope: null,
  cursor: 0,
  pushedRev: 0,
  check: null,
  pendingGamification: null,
  wentBack: false,
}

/** The record of `records` with the highest seq, when it is above `check`'s. */
function latestOf(records: readonly SyncedRecord[], check: SyncMeta['check']): SyncMeta['check'] {
  let latest = check
  for (const record of records) {
    if (record.seq !== null && record.seq > (latest?.seq ?? 0)) {
      latest = { id: record.id, seq: record.seq, iv: record.iv }
    }
  }
  return latest
}

function makeStores(db: IDBDatabase): void {
  db.createObjectStore('records', { keyPath: 'id' })
  db.createObjectStore('meta', { keyPath: 'name' })
}

/** The meta kept in `store` (START when none is). */
async function metaIn(store: IDBObjectStore): Promise<SyncMeta> {
  const stored: (SyncMeta & { name: string }) | undefined = await request(store.get('cursor'))
  if (!stored) return START
  const { name: _name, ...meta } = stored
  return { ...START, ...meta }
}

/** What `store` (the records) holds of these ids (absent: none). */
async function syncedIn(
  store: IDBObjectStore,
  ids: readonly string[],
): Promise<Map<string, SyncedRecord>> {
  const found = await Promise.all(ids.map((id) => request(store.get(id))))
  const map = new Map<string, SyncedRecord>()
  for (const record of found as (SyncedRecord | undefined)[])
    if (record) map.set(record.id, { ...record, version: record.version ?? 0 })
  return map
}

export class SyncState {
  private constructor(private readonly db: IDBDatabase) {}

  static async open(userId: string): Promise<SyncState> {
    return new SyncState(await openDatabase(syncDatabaseName(userId), 1, makeStores))
  }

  /**
   * The account's sync state on one connection kept open for it (per IndexedDB factory), so
   * that each change heard and each pass does not open the database again (ADR 0074). Not to be
   * closed by its users: it closes itself when the database is deleted or upgraded elsewhere
   * (the account forgotten), and the next call opens it again.
   */
  static async shared(userId: string): Promise<SyncState> {
    return new SyncState(await sharedDatabase(syncDatabaseName(userId), 1, makeStores))
  }

  close(): void {
    this.db.close()
  }

  async meta(): Promise<SyncMeta> {
    return metaIn(storeOf(this.db, 'meta'))
  }

  /** Read and written in one transaction: one round trip to the database, not two. */
  async setMeta(patch: Partial<SyncMeta>): Promise<SyncMeta> {
    const tx = this.db.transaction('meta', 'readwrite')
    const store = tx.objectStore('meta')
    const next = { ...(await metaIn(store)), ...patch }
    store.put({ name: 'cursor', ...next })
    await committed(tx)
    return next
  }

  /** What this phone last saw of these records (absent: none). */
  async synced(ids: readonly string[]): Promise<Map<string, SyncedRecord>> {
    return syncedIn(storeOf(this.db, 'records'), ids)
  }

  /** The meta and what this phone last saw of these records, in one read. */
  async metaAndSynced(
    ids: readonly string[],
  ): Promise<{ meta: SyncMeta; known: Map<string, SyncedRecord> }> {
    const tx = this.db.transaction(['meta', 'records'], 'readonly')
    const [meta, known] = await Promise.all([
      metaIn(tx.objectStore('meta')),
      syncedIn(tx.objectStore('records'), ids),
    ])
    return { meta, known }
  }

  /**
   * Notes records as the server has them, and the latest of them as the one to check; with
   * `meta`, in the same transaction.
   */
  async saveSynced(records: readonly SyncedRecord[], meta: Partial<SyncMeta> = {}): Promise<void> {
    const tx = this.db.transaction(['records', 'meta'], 'readwrite')
    const store = tx.objectStore('records')
    for (const record of records) store.put(record)
    const metaStore = tx.objectStore('meta')
    const current = await metaIn(metaStore)
    const check = latestOf(records, meta.check === undefined ? current.check : meta.check)
    metaStore.put({ name: 'cursor', ...current, ...meta, check })
    await committed(tx)
  }

  /** Forgets what this phone thought the server had of these records; keeps their versions. */
  async forget(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return
    const known = await this.synced(ids)
    const tx = this.db.transaction('records', 'readwrite')
    for (const id of ids) {
      tx.objectStore('records').put({
        id,
        seq: null,
        digest: '',
        version: known.get(id)?.version ?? 0,
      })
    }
    await committed(tx)
  }

  /**
   * The server lost what it had (restored from an older copy) or went back on a record: forget
   * every digest, the cursor and the push position, so the next pull brings everything in again
   * and the next push sends whatever the server no longer has. Seqs and versions stay: seqs
   * name what to replace, and versions are what the server cannot roll back.
   */
  async forgetServer(): Promise<void> {
    const current = await this.meta()
    const tx = this.db.transaction(['records', 'meta'], 'readwrite')
    const store = tx.objectStore('records')
    const all = store.getAll()
    all.onsuccess = () => {
      for (const record of all.result as SyncedRecord[]) store.put({ ...record, digest: '' })
    }
    tx.objectStore('meta').put({
      name: 'cursor',
      ...current,
      cursor: 0,
      pushedRev: 0,
      check: null,
      pendingGamification: null,
      wentBack: false,
    })
    await committed(tx)
  }

  /** Forgets everything: a new data key, or sync turned off. */
  async reset(meta: Partial<SyncMeta> = {}): Promise<void> {
    const tx = this.db.transaction(['records', 'meta'], 'readwrite')
    tx.objectStore('records').clear()
    tx.objectStore('meta').put({ name: 'cursor', ...START, ...meta })
    await committed(tx)
  }
}
