import type { Entry } from '@hara/core'
import { CHUNK, entryRecord, parseEntry, stateFrom, STORES, type JournalDb } from './db'
import type { EntryRecord, JournalState } from './db'
import { putChange, type RecordChange } from './changes'
import { committed, request } from '@/lib/idb'
import type { Seen, WrittenChange } from './feed'
import { sealRecord, unsealRecord, unsealRecords, type Payload } from './record-sealing'

/**
 * Sealing the journal's records at rest (ADR 0040): each record's words (an entry, a deletion
 * record) are one AES-GCM ciphertext under the journal's data key, with the record's id as
 * additional data, so a ciphertext moved to another record does not open. `id`, `at` and `rev`
 * stay readable for the indexes and the change feed. Loaded only while the journal is sealed.
 * Here: the writes and rewrites of a sealed journal; the sealing of one record is
 * record-sealing.ts.
 */

/** How many times a sealed change is tried again when another tab wrote in between. */
const TRIES = 5

/**
 * changes.ts `writeChange` for a sealed journal. Sealing awaits WebCrypto, which would let an
 * IndexedDB transaction commit under it, so the change is read and computed first, sealed, and
 * written in a second transaction that checks the journal's position has not moved (another tab
 * wrote meanwhile: it is read and computed again). All written or nothing, as before.
 */
export async function writeSealedChange<T extends { change: RecordChange | null }>(
  db: JournalDb,
  key: CryptoKey,
  ids: readonly string[],
  compute: (state: JournalState, entries: ReadonlyMap<string, Entry>) => T,
  onWritten?: (done: number) => void,
  seen?: Seen,
): Promise<WrittenChange<T>> {
  for (let attempt = 1; ; attempt++) {
    const read = db.transaction(['meta', 'entries'])
    const [stateRecord, ...records] = await Promise.all([
      request(read.objectStore('meta').get('state')),
      ...ids.map((id) => request(read.objectStore('entries').get(id))),
    ])
    const state = stateFrom(stateRecord, seen?.state)
    const current = new Map<string, Entry>()
    const stored = records.filter((record): record is EntryRecord => record !== undefined)
    for (const record of await unsealRecords(stored, key)) {
      const entry = parseEntry(record)
      if (entry) current.set(entry.id, entry)
    }
    const result = compute(state, current)
    const { change } = result
    if (change === null) return { ...result, state, missed: null }
    const puts = await Promise.all(
      change.put.map((entry) => sealRecord(entryRecord(entry, 0), key)),
    )
    const deletions = await Promise.all(
      change.deleted.map((deleted) => sealRecord({ id: deleted.id, rev: 0, deleted }, key)),
    )

    const tx = db.transaction(STORES, 'readwrite')
    const done = committed(tx)
    const meta = tx.objectStore('meta')
    const now = stateFrom(await request(meta.get('state')), state)
    if (now.rev !== state.rev) {
      tx.abort()
      await done.catch(() => undefined)
      if (attempt < TRIES) continue
      throw new DOMException('The journal kept changing.', 'AbortError')
    }
    const { next, missed } = putChange(
      tx,
      state,
      change,
      { puts, deletions: deletions as { id: string }[] },
      onWritten,
      seen,
    )
    await done
    return { ...result, state: next, missed }
  }
}

/**
 * Rewrites every entry and deletion record sealed under `key` (`key` null: opened with `from`
 * and written plain again), a chunk at a time with a pause between, so a long journal never
 * holds the page still. A record another tab changed in between is left for its own write,
 * which seals it as this tab's key does.
 */
export async function rewriteAll(
  db: JournalDb,
  change: { seal: CryptoKey } | { unseal: CryptoKey },
  pause: () => Promise<void>,
): Promise<void> {
  for (const name of ['entries', 'deletions']) {
    let after: string | null = null
    for (;;) {
      const range: IDBKeyRange | null = after === null ? null : IDBKeyRange.lowerBound(after, true)
      const records = (await request(
        db.transaction(name).objectStore(name).getAll(range, CHUNK),
      )) as Payload[]
      const next = await Promise.all(
        records.map((record) =>
          'seal' in change ? sealRecord(record, change.seal) : unsealRecord(record, change.unseal),
        ),
      )
      const tx = db.transaction(name, 'readwrite')
      const done = committed(tx)
      const store = tx.objectStore(name)
      next.forEach((record, index) => {
        const before = records[index] as Payload
        if (record === before) return
        const now = store.get(before.id)
        now.onsuccess = () => {
          if ((now.result as Payload | undefined)?.rev === before.rev) store.put(record)
        }
      })
      await done
      if (records.length < CHUNK) break
      after = (records[records.length - 1] as Payload).id
      await pause()
    }
  }
}
