import { combineDeletedEntries, deletedEntryOf, type DeletedEntry } from './deleted-entry'
import { entryTimeMs, hasOutcome, type Entry } from './entry-schema'
import type { Journal } from './journal-merge'

/**
 * The entries half of a merge (see journal-merge.ts): two journals' entries and deletion records
 * joined by id, each choice one that ignores order, so a merge is safe to repeat and to apply
 * in any order.
 */

/** The entries and deletion records of a merge, before the gamification state. */
export interface MergedEntries {
  entries: Entry[]
  deletedEntries: DeletedEntry[]
}

/** A stable text of a flat record, whatever the order of its keys. */
export function canonical(value: object): string {
  return JSON.stringify(value, Object.keys(value).sort())
}

/** The fields a merge joins one by one rather than taking from one version. */
type JoinedFields = 'outcomeXp' | 'askAgainOn' | 'followUpStopped'

function withoutJoinedFields(entry: Entry): Omit<Entry, JoinedFields> {
  const { outcomeXp: _xp, ...rest } = entry
  if (rest.mode !== 'tap') return rest
  const { askAgainOn: _on, followUpStopped: _stopped, ...tap } = rest
  return tap
}

/** Of two versions of one entry, the one whose outcome a merge keeps (the same either way). */
function preferredVersion(a: Entry, b: Entry): Entry {
  const rank = (entry: Entry): [number, string, string] => [
    hasOutcome(entry) ? 1 : 0,
    entry.consequenceDate ?? '',
    canonical(withoutJoinedFields(entry)),
  ]
  const [x, y] = [rank(a), rank(b)]
  for (let i = 0; i < x.length; i++) {
    if (x[i]! > y[i]!) return a
    if (x[i]! < y[i]!) return b
  }
  return a
}

const later = (a: string | undefined, b: string | undefined) =>
  a === undefined ? b : b === undefined || a >= b ? a : b

/**
 * Two versions of one entry as one: the preferred version's outcome, with the follow-up and
 * outcome XP joined from both. Each part is a choice that ignores order (the greater of two
 * by a fixed ranking, the later day, either's stop, the larger XP), so the merge stays safe to
 * repeat and to apply in any order.
 */
function joinVersions(a: Entry, b: Entry): Entry {
  const kept = withoutJoinedFields(preferredVersion(a, b)) as Entry
  const outcomeXp = Math.max(a.outcomeXp ?? 0, b.outcomeXp ?? 0)
  const joined: Record<string, unknown> = { ...kept }
  if (outcomeXp > 0) joined.outcomeXp = outcomeXp
  if (kept.mode === 'tap') {
    const askAgainOn = later(
      a.mode === 'tap' ? a.askAgainOn : undefined,
      b.mode === 'tap' ? b.askAgainOn : undefined,
    )
    if (askAgainOn !== undefined) joined.askAgainOn = askAgainOn
    const stopped = [a, b].some((entry) => entry.mode === 'tap' && entry.followUpStopped === true)
    if (stopped) joined.followUpStopped = true
  }
  return joined as Entry
}

function byTimeThenId(a: Entry, b: Entry): number {
  return entryTimeMs(a) - entryTimeMs(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

/** Joins the entries and deletion records of `journals` by id. */
export function mergeEntries(journals: readonly Omit<Journal, 'gamification'>[]): MergedEntries {
  const live = new Map<string, Entry>()
  const deleted = new Map<string, DeletedEntry>()
  for (const journal of journals) {
    for (const entry of journal.entries) {
      const known = live.get(entry.id)
      live.set(entry.id, known ? joinVersions(known, entry) : entry)
    }
    for (const record of journal.deletedEntries) {
      const known = deleted.get(record.id)
      deleted.set(record.id, known ? combineDeletedEntries(known, record) : record)
    }
  }
  // Deleted anywhere is deleted: what the entry earned moves into its record.
  for (const [id, record] of deleted) {
    const entry = live.get(id)
    if (!entry) continue
    deleted.set(id, combineDeletedEntries(record, deletedEntryOf(entry)))
    live.delete(id)
  }
  return {
    entries: [...live.values()].sort(byTimeThenId),
    deletedEntries: [...deleted.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
  }
}
