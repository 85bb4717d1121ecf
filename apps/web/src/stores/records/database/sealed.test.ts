import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setActiveUser } from '@/stores/device'
import { deleteEntry, saveCheckIn } from '../entry-changes'
import { changeOf } from '../journal'
import { sealJournal, setSealKey, unsealJournal } from '../journal-seal'
import { signIn, tap } from '@/test/journal-store'
import { openJournalDb, STORES } from './db'
import { writeChange } from './changes'
import { request } from '@/lib/idb'
import { change, getRecordProblems, getRecordsView, loadAll } from './store'

/** Sealing the journal at rest: what the database holds, and what the app reads back. */

const SECRET = 'Told nobody about the second offer'

const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])

/** Every record of the account's database, as stored (read through a connection of its own). */
async function rawRecords(userId: string): Promise<Record<string, unknown>[]> {
  const db = await openJournalDb(userId)
  try {
    const tx = db.transaction(STORES)
    const all = await Promise.all(
      ['entries', 'deletions'].map((name) => request(tx.objectStore(name).getAll())),
    )
    return all.flat() as Record<string, unknown>[]
  } finally {
    db.close()
  }
}

/** Whether any stored record holds `text`, in any field or nested value. */
const holds = (records: unknown[], text: string) => JSON.stringify(records).includes(text)

beforeEach(() => setActiveUser(null))
afterEach(() => {
  setActiveUser(null)
  setSealKey(null)
})

describe('a sealed journal', () => {
  it('keeps no words in the database, and reads back whole with the key', async () => {
    await signIn('seal-a')
    const first = (await saveCheckIn(tap({ description: SECRET }))).entry!
    const gone = (await saveCheckIn(tap({ description: 'Deleted one' }))).entry!
    await deleteEntry(gone.id)
    expect(holds(await rawRecords('seal-a'), SECRET)).toBe(true)

    const key = await newKey()
    await sealJournal(key, 'seal-a')
    // Written while sealed: sealed too.
    await saveCheckIn(tap({ description: `${SECRET} again` }))
    const raw = await rawRecords('seal-a')
    expect(raw).toHaveLength(3)
    expect(holds(raw, SECRET)).toBe(false)
    expect(raw.every((record) => 'sealed' in record && !('entry' in record))).toBe(true)

    // The next start opens them with the key in memory.
    await signIn(null)
    await signIn('seal-a')
    const entries = await loadAll()
    expect(entries.map((entry) => (entry.mode === 'tap' ? entry.description : null))).toEqual([
      SECRET,
      `${SECRET} again`,
    ])
    expect(entries[0]!.id).toBe(first.id)
    expect(getRecordsView().deletions?.map((record) => record.id)).toEqual([gone.id])
    expect(getRecordProblems()).toEqual([])
  })

  it('does not open with another key: the records stay, reported unreadable', async () => {
    await signIn('seal-b')
    await saveCheckIn(tap({ description: SECRET }))
    await sealJournal(await newKey(), 'seal-b')
    const before = await rawRecords('seal-b')

    await signIn(null)
    setSealKey(await newKey(), 'seal-b')
    await signIn('seal-b')
    expect(await loadAll()).toEqual([])
    expect(getRecordProblems().map((problem) => problem.kind)).toEqual(['partly-invalid'])
    expect(await rawRecords('seal-b')).toEqual(before)
  })

  it('is written plain again when the lock is turned off', async () => {
    await signIn('seal-c')
    await saveCheckIn(tap({ description: SECRET }))
    const key = await newKey()
    await sealJournal(key, 'seal-c')
    expect(holds(await rawRecords('seal-c'), SECRET)).toBe(false)

    await unsealJournal(key, 'seal-c')
    const raw = await rawRecords('seal-c')
    expect(holds(raw, SECRET)).toBe(true)
    expect(raw.some((record) => 'sealed' in record)).toBe(false)
    // Without any key, the next start reads it all.
    await signIn(null)
    await signIn('seal-c')
    expect(
      (await loadAll()).map((entry) => (entry.mode === 'tap' ? entry.description : null)),
    ).toEqual([SECRET])
  })

  it('turned off while a sealing is still under way: every record plain, none sealed after', async () => {
    await signIn('seal-d')
    await saveCheckIn(tap({ description: SECRET }))
    await saveCheckIn(tap({ description: `${SECRET} twice` }))
    const key = await newKey()
    // An unlock's sealing goes on in the background when the person turns the lock off.
    const sealing = sealJournal(key, 'seal-d')
    await unsealJournal(key, 'seal-d')
    await sealing
    const raw = await rawRecords('seal-d')
    expect(raw).toHaveLength(2)
    expect(raw.some((record) => 'sealed' in record)).toBe(false)
    expect(holds(raw, `${SECRET} twice`)).toBe(true)
  })
})

describe('a sealed change', () => {
  it('is read and computed again when another tab wrote meanwhile, and keeps both', async () => {
    await signIn('seal-d')
    const mine = (await saveCheckIn(tap({ description: 'Mine' }))).entry!
    await sealJournal(await newKey(), 'seal-d')
    const other = await openJournalDb('seal-d')
    const theirsId = crypto.randomUUID()
    let computed = 0
    const { result } = await change([mine.id], (state, entries) => {
      computed += 1
      if (computed === 1) {
        // Another tab's change, started while this one is computed: it commits first.
        void writeChange(other, [], (theirs) => ({
          change: {
            put: [{ ...mine, id: theirsId }],
            deleted: [],
            undeleted: [],
            gamification: theirs.gamification,
            summary: theirs.summary,
          },
        }))
      }
      const entry = entries.get(mine.id)!
      return { change: changeOf(state, entry, { ...entry, consequence: 'Went well' }) }
    })
    other.close()
    expect(computed).toBe(2)
    expect(result?.change).not.toBeNull()
    const all = await rawRecords('seal-d')
    expect(all.map((record) => record.id).sort()).toEqual([theirsId, mine.id].sort())
    await signIn(null)
    await signIn('seal-d')
    const read = await loadAll()
    expect(read.find((entry) => entry.id === mine.id)?.consequence).toBe('Went well')
    expect(read.map((entry) => entry.id)).toContain(theirsId)
  })
})
