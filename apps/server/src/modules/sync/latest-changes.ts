/**
 * The latest change of accounts this process has seen, so a stream can open without reading it
 * from the database (ADR 0047).
 *
 * An entry is only ever raised: by a change this process committed, by one another process
 * announced (NOTIFY), or by a read from the database. An account is kept while it has a stream
 * here, and afterwards among the most recently used `capacity` (a reconnecting phone finds it).
 * Changes are only recorded for accounts already kept: the memory never learns of an account
 * from a change alone.
 */
import type { SyncChange } from '@hara/core'

export type LatestChanges = {
  get(userId: string): SyncChange | undefined
  /** Raises the account's entry to `change` (or creates it, from a database read). */
  remember(userId: string, change: SyncChange): void
  /** Raises the entry of an account already kept; others are left alone. */
  observe(userId: string, change: SyncChange): void
  /** Forgets every account for which `keep` is false (after notifications may have been lost). */
  forgetUnless(keep: (userId: string) => boolean): void
  readonly size: number
}

export function createLatestChanges(capacity: number): LatestChanges {
  const entries = new Map<string, SyncChange>()

  const put = (userId: string, change: SyncChange) => {
    // Most recently used last, so the first entry is the one to drop.
    entries.delete(userId)
    entries.set(userId, change)
    if (entries.size > capacity) entries.delete(entries.keys().next().value as string)
  }

  return {
    get(userId) {
      const change = entries.get(userId)
      if (change) put(userId, change)
      return change
    },
    remember(userId, change) {
      const known = entries.get(userId)
      put(userId, known && known.seq >= change.seq ? known : change)
    },
    observe(userId, change) {
      const known = entries.get(userId)
      if (known && change.seq > known.seq) entries.set(userId, change)
    },
    forgetUnless(keep) {
      for (const userId of [...entries.keys()]) if (!keep(userId)) entries.delete(userId)
    },
    get size() {
      return entries.size
    },
  }
}
