import { recordCheckIn, summaryOf, type Entry, type TapDraft, type VoiceDraft } from '@hara/core'
import { vi } from 'vitest'
import { journalChannelName } from '@/lib/device-keys'
import { setActiveUser } from '@/stores/device/engine'
import { writeChange } from '@/stores/records/database/changes'
import { openJournalDb, STORES, type JournalDb } from '@/stores/records/database/db'
import { request } from '@/lib/idb'
import { openRecords } from '@/stores/records/database/store'
import { applyChange, CLOSED_VIEW } from '@/stores/records/database/view'

/** Builders shared by the tests of the journal store and of the screens that use it. */

export const tap = (overrides: Partial<TapDraft> = {}): TapDraft => ({
  mode: 'tap',
  context: 'Work',
  description: 'Asked to take on a second project',
  bodySensation: 'Tight chest',
  gutFeeling: 'no',
  willIgnore: 'no',
  decision: null,
  ...overrides,
})

export const voice = (overrides: Partial<VoiceDraft> = {}): VoiceDraft => ({
  mode: 'voice',
  transcript: 'Something about the offer feels off',
  label: 'unease',
  wantsResponse: false,
  aiInsights: '',
  ...overrides,
})

/**
 * The whole journal after `added` (new check-ins) are saved to `before`, as the records view
 * makes it: a screen given both sees them as added (`onlyAddedAfter`).
 */
export function addedByTheView(before: Entry[], added: Entry[]): readonly Entry[] {
  const view = { ...CLOSED_VIEW, ready: true, all: before, summary: summaryOf(before) }
  const after = [...before, ...added]
  const change = { rev: 1, gamification: view.gamification, summary: summaryOf(after), put: added }
  return applyChange(view, { ...change, deleted: [], undeleted: [], fresh: true }).all!
}

/** A trust analysis as the coach answers it. */
export const trust = {
  honoredPercentage: 100,
  ignoredPercentage: 0,
  honoredOutcome: 'Good',
  ignoredOutcome: 'None yet',
  recommendation: 'Keep going',
}

export const stored = (key: string) => localStorage.getItem(key)
export const storedJson = (key: string) => JSON.parse(stored(key) ?? 'null') as unknown

export function quotaExceeded() {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
}

/** Signs `userId` in and resolves once their journal is open. */
export async function signIn(userId: string | null): Promise<void> {
  setActiveUser(userId)
  await openRecords(userId)
}

/** What the account's database holds, read through a connection of its own. */
export async function storedJournal(userId: string) {
  const db = await openJournalDb(userId)
  try {
    const tx = db.transaction(STORES)
    const meta = tx.objectStore('meta')
    const [entries, deletions, state, move] = (await Promise.all([
      request(tx.objectStore('entries').index('at').getAll()),
      request(tx.objectStore('deletions').getAll()),
      request(meta.get('state')),
      request(meta.get('move')),
    ])) as [
      { entry: Entry }[],
      { deleted: unknown }[],
      { rev: number; gamification: unknown; summary: unknown } | undefined,
      { count: number } | undefined,
    ]
    return {
      entries: entries.map((record) => record.entry),
      deletions: deletions.map((record) => record.deleted),
      rev: state?.rev ?? 0,
      gamification: state?.gamification ?? null,
      summary: state?.summary ?? null,
      move: move ?? null,
    }
  } finally {
    db.close()
  }
}

/**
 * What another tab of the same account does: a change through a connection of its own, then
 * the word on the account's channel.
 */
export async function fromAnotherTab<T>(
  userId: string,
  write: (db: JournalDb) => Promise<T>,
  message: { rev?: number; cleared?: boolean } = {},
): Promise<T> {
  const db = await openJournalDb(userId)
  let result: T
  try {
    result = await write(db)
  } finally {
    db.close()
  }
  const channel = new BroadcastChannel(journalChannelName(userId))
  channel.postMessage(message)
  channel.close()
  return result
}

/**
 * The phone refuses the journal's writes for space, as a full disk does: every transaction
 * that writes the journal's state aborts with a QuotaExceededError, and nothing it wrote stays.
 * `refused` counts the transactions refused.
 */
export function refuseWritesForSpace() {
  const put = IDBObjectStore.prototype.put
  const refusal = { refused: 0, restore: () => spy.mockRestore() }
  const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
    this: IDBObjectStore,
    ...args: Parameters<typeof put>
  ) {
    const written = put.apply(this, args)
    if (this.name === 'meta') {
      const tx = this.transaction
      refusal.refused += 1
      tx.abort()
      const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      Object.defineProperty(tx, 'error', { value: full })
    }
    return written
  })
  return refusal
}

/** The transaction `tx` fails as a full disk fails it: aborted with a QuotaExceededError. */
function abortForSpace(tx: IDBTransaction): void {
  tx.abort()
  const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  Object.defineProperty(tx, 'error', { value: full })
}

/**
 * A phone that is nearly full: a transaction whose values (as JSON) come to more than `bytes`
 * aborts with a QuotaExceededError and nothing it wrote stays, in any of the phone's databases;
 * smaller ones are written. `refused` counts the transactions refused.
 */
export function refuseWritesOver(bytes: number) {
  const put = IDBObjectStore.prototype.put
  const sizes = new WeakMap<IDBTransaction, number>()
  const aborted = new WeakSet<IDBTransaction>()
  const refusal = { refused: 0, restore: () => spy.mockRestore() }
  const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
    this: IDBObjectStore,
    ...args: Parameters<typeof put>
  ) {
    const tx = this.transaction
    // What an aborted transaction is still asked to write goes nowhere.
    if (aborted.has(tx)) return {} as IDBRequest<IDBValidKey>
    const size = (sizes.get(tx) ?? 0) + (JSON.stringify(args[0])?.length ?? 0)
    sizes.set(tx, size)
    const written = put.apply(this, args)
    if (size > bytes) {
      aborted.add(tx)
      refusal.refused += 1
      abortForSpace(tx)
    }
    return written
  })
  return refusal
}

/**
 * Another tab of `userId` that gets its write in first, `times` times: each time a tab here
 * opens a transaction to write the journal, the other tab's check-in is begun just before it,
 * on a connection of its own (IndexedDB runs the two in that order), so the write here finds
 * the journal changed since it read it. The other tab says nothing on the channel: this tab
 * has not heard of its check-ins yet. `won` counts the races it won.
 */
export async function anotherTabWinsRaces(userId: string, times: number) {
  const other = await openJournalDb(userId)
  const transaction = IDBDatabase.prototype.transaction
  const race = {
    won: 0,
    restore: () => {
      spy.mockRestore()
      other.close()
    },
  }
  const spy = vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
    this: IDBDatabase,
    ...args: Parameters<typeof transaction>
  ) {
    const [stores, mode] = args
    const writesJournal = mode === 'readwrite' && [stores].flat().includes('meta')
    if (this !== other && this.name === other.name && writesJournal && race.won < times) {
      race.won += 1
      void writeChange(other, [], (state) => {
        const {
          entry,
          summary,
          state: gamification,
        } = recordCheckIn(
          state.gamification,
          state.summary,
          tap({ description: `Checked in from another tab (${race.won})` }),
          { id: crypto.randomUUID(), now: Date.now(), timeZone: 'UTC' },
        )
        return { change: { put: [entry], deleted: [], undeleted: [], gamification, summary } }
      })
    }
    return transaction.apply(this, args)
  })
  return race
}
