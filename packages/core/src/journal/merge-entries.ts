import { combineDeletedEntries, type DeletedEntry } from './deleted-entry'
import { entryTimeMs, hasOutcome, type Entry } from './entry-schema'
import { DETAIL_FIELDS } from './entry-stamps'
import { compareStandings, lifeOf, standingOf, withLife } from './entry-life'
import type { Journal } from './journal'

/**
 * The entries half of a merge (see journal-merge.ts): two journals' entries and deletion records
 * joined by id, each choice one that ignores order, so a merge is safe to repeat and to apply
 * in any order. Of one id's versions, those that stand highest among its deletes and Undos
 * count (entry-life.ts).
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

/**
 * The fields a merge joins one by one rather than taking from one version: the XP and
 * follow-up fields, and two groups of the check-in's own fields, each taken whole from the
 * version that edited it last: its words with its category (`wordsEditedAt`), and its answers
 * with the time it happened (`detailsEditedAt`). The outcome and everything else come from the
 * preferred version.
 */
const WORD_FIELDS = ['description', 'decision', 'context', 'customNote', 'wordsEditedAt'] as const
const ANSWER_FIELDS = [...DETAIL_FIELDS, 'detailsEditedAt'] as const
const JOINED_FIELDS: readonly string[] = [
  'outcomeXp',
  'askAgainOn',
  'followUpStopped',
  ...WORD_FIELDS,
  ...ANSWER_FIELDS,
]

function withoutJoinedFields(entry: Entry): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...entry }
  for (const field of JOINED_FIELDS) delete rest[field]
  return rest
}

/** The fields of `group` that `entry` has. */
function groupOf(entry: Entry, group: readonly string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const field of group) {
    const value = (entry as Record<string, unknown>)[field]
    if (value !== undefined) fields[field] = value
  }
  return fields
}

/** Of two versions, the fields of `group` edited last (by `stamp`; the same either way). */
function laterGroup(
  a: Entry,
  b: Entry,
  group: readonly string[],
  stamp: 'wordsEditedAt' | 'detailsEditedAt',
) {
  const [x, y] = [groupOf(a, group), groupOf(b, group)]
  const rank = (fields: Record<string, unknown>): [string, string] => [
    (fields[stamp] as string | undefined) ?? '',
    canonical(fields),
  ]
  const [p, q] = [rank(x), rank(y)]
  return p[0] > q[0] || (p[0] === q[0] && p[1] >= q[1]) ? x : y
}

/** Of two versions of one entry, the one whose outcome a merge keeps (the same either way). */
function preferredVersion(a: Entry, b: Entry): Entry {
  const rank = (entry: Entry): [number, string, string, string] => [
    hasOutcome(entry) ? 1 : 0,
    entry.consequenceDate ?? '',
    entry.outcomeEditedAt ?? '',
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
 * Two versions of one entry as one: the preferred version's outcome, the words and the answers
 * each edited last, with the follow-up and outcome XP joined from both. Each part is a choice that ignores order
 * (the greater of two by a fixed ranking, the later day, either's stop, the larger XP), so the
 * merge stays safe to repeat and to apply in any order.
 */
function joinVersions(a: Entry, b: Entry): Entry {
  const preferred = preferredVersion(a, b)
  const { outcomeXp: _xp, ...rest } = preferred
  const kept = (
    rest.mode === 'tap'
      ? (({ askAgainOn: _on, followUpStopped: _stop, ...tap }) => tap)(rest)
      : rest
  ) as Entry
  const outcomeXp = Math.max(a.outcomeXp ?? 0, b.outcomeXp ?? 0)
  // The words and answers edited last, in the places the preferred version has them (a merge
  // that changes nothing gives back the same entry, key for key).
  const joined: Record<string, unknown> = { ...kept }
  const edited = {
    ...laterGroup(a, b, WORD_FIELDS, 'wordsEditedAt'),
    ...laterGroup(a, b, ANSWER_FIELDS, 'detailsEditedAt'),
  }
  for (const field of [...WORD_FIELDS, ...ANSWER_FIELDS]) {
    if (field in edited) joined[field] = edited[field]
    else delete joined[field]
  }
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

/** Every version of one id a merge has seen. */
interface Versions {
  entries: Entry[]
  deleted: DeletedEntry[]
}

/**
 * The versions of one id as one: those that stand highest among its deletes and Undos
 * (entry-life.ts), all of one life and one stamp, joined: the entries' copies into one entry,
 * or the deletion's copies into one record. Nothing of a version that stands lower is kept but
 * its outcome XP: earned in any life, it counts once and never goes away. (Keeping more of it
 * in some orders of merges and not in others would make phones disagree.)
 */
function resolve({ entries, deleted }: Versions): Entry | DeletedEntry {
  // Most ids have one version: it is kept as it is.
  if (entries.length + deleted.length === 1) return (entries[0] ?? deleted[0])!
  const top = [...entries, ...deleted]
    .map(standingOf)
    .reduce((a, b) => (compareStandings(a, b) >= 0 ? a : b))
  const standsTop = (item: Entry | DeletedEntry) => compareStandings(standingOf(item), top) === 0
  const outcomeXp = Math.max(
    ...entries.map((entry) => entry.outcomeXp ?? 0),
    ...deleted.map((record) => record.outcomeXp ?? 0),
  )
  const withXp = <T extends { outcomeXp?: number }>(item: T): T =>
    outcomeXp > 0 ? { ...item, outcomeXp } : item
  if (top[2] === 0) return withXp(deleted.filter(standsTop).reduce(combineDeletedEntries))
  return withXp(entries.filter(standsTop).reduce(joinVersions))
}

/** Joins the entries and deletion records of `journals` by id. */
export function mergeEntries(journals: readonly Omit<Journal, 'gamification'>[]): MergedEntries {
  const byId = new Map<string, Versions>()
  const versionsOf = (id: string) => {
    let versions = byId.get(id)
    if (!versions) byId.set(id, (versions = { entries: [], deleted: [] }))
    return versions
  }
  for (const journal of journals) {
    for (const entry of journal.entries) {
      versionsOf(entry.id).entries.push(withLife(entry, lifeOf(entry)))
    }
    for (const record of journal.deletedEntries) {
      versionsOf(record.id).deleted.push(withLife(record, lifeOf(record)))
    }
  }
  const entries: Entry[] = []
  const deletedEntries: DeletedEntry[] = []
  for (const versions of byId.values()) {
    const kept = resolve(versions)
    if ('timestamp' in kept) entries.push(kept)
    else deletedEntries.push(kept)
  }
  return {
    entries: entries.sort(byTimeThenId),
    deletedEntries: deletedEntries.sort((a, b) => (a.id < b.id ? -1 : 1)),
  }
}
