import {
  entryTimeMs,
  INITIAL_GAMIFICATION_STATE,
  isOutcomeByXp,
  EMPTY_SUMMARY,
  type DeletedEntry,
  type Entry,
  type GamificationState,
  type JournalSummary,
} from '@hara/core'

/**
 * What the app holds of the journal's records in memory, and how a change written to the
 * database (here or in another tab) is applied to it. Pure: the store (records/store.ts) keeps
 * one `RecordsView` and replaces it with `applyChange`'s result.
 *
 * At start only `recent` (the newest entries) and `waiting` (the decisions Home asks about
 * today) are read, with the state: what Home and the Timeline's first screen show. `all` is the whole
 * journal, read in the background and by the screens that analyse it; null until then.
 */
export interface RecordsView {
  /** Whether the records have been opened for the active user. */
  ready: boolean
  /** The change feed's position this view has seen. */
  rev: number
  gamification: GamificationState
  summary: JournalSummary
  /** The newest entries (at most RECENT once the whole journal is known), oldest first. */
  recent: readonly Entry[]
  /**
   * Decisions waiting for an outcome that have been read: at start those Home asks about today
   * (the summary lists them all, with their days), then any written or asked for since.
   */
  waiting: readonly Entry[]
  /** The whole journal, oldest first, once read; null before. */
  all: readonly Entry[] | null
  /** Every deletion record, once read; null before. */
  deletions: readonly DeletedEntry[] | null
  /**
   * The time (ms) of the oldest check-in known: read at start, earlier when an older one is
   * written (an import). A deleted one leaves it: the person began then all the same.
   */
  firstAt: number | null
}

/**
 * How many of the newest entries are kept at hand at least (the Timeline's first page); at
 * start, every entry of the last seven days is read too, for Home's week.
 */
export const RECENT = 20

export const CLOSED_VIEW: RecordsView = Object.freeze({
  ready: false,
  rev: 0,
  gamification: INITIAL_GAMIFICATION_STATE,
  summary: EMPTY_SUMMARY,
  recent: Object.freeze([]) as readonly Entry[],
  waiting: Object.freeze([]) as readonly Entry[],
  all: null,
  deletions: null,
  firstAt: null,
})

/** Oldest first, by time, then id (the database's `at` index). */
export function compareEntries(a: Entry, b: Entry): number {
  return entryTimeMs(a) - entryTimeMs(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

/** `list` with `changed` put in (replacing the same ids) and `removed` taken out, in order. */
export function withChanges(
  list: readonly Entry[],
  changed: readonly Entry[],
  removed: ReadonlySet<string>,
): Entry[] {
  const replaced = new Set(changed.map((entry) => entry.id))
  const kept = list.filter((entry) => !replaced.has(entry.id) && !removed.has(entry.id))
  if (changed.length === 0) return kept
  // Most changes are one new check-in, newer than everything: appended without a sort.
  const sorted = [...changed].sort(compareEntries)
  const last = kept[kept.length - 1]
  if (last === undefined || compareEntries(last, sorted[0] as Entry) < 0) {
    return [...kept, ...sorted]
  }
  return [...kept, ...sorted].sort(compareEntries)
}

/**
 * `list` with `added` put in at their places: entries new to the journal (ids made for this
 * change), so nothing in `list` is replaced or looked at but where they go. A new check-in is
 * the newest and is appended; one that happened earlier goes in by a binary search. The list
 * of ten years is copied once, never filtered or sorted again.
 */
export function withAdded(list: readonly Entry[], added: readonly Entry[]): Entry[] {
  const result = list.slice()
  for (const entry of [...added].sort(compareEntries)) {
    let low = 0
    let high = result.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (compareEntries(result[mid] as Entry, entry) < 0) low = mid + 1
      else high = mid
    }
    if (low === result.length) result.push(entry)
    else result.splice(low, 0, entry)
  }
  return result
}

export interface AppliedChange {
  rev: number
  gamification: GamificationState
  summary: JournalSummary
  /** Entries written (new or changed). */
  put: readonly Entry[]
  /** Ids removed from the journal, with their deletion records. */
  deleted: readonly DeletedEntry[]
  /** Ids whose deletion record went (an undone delete). */
  undeleted: readonly string[]
  /** Every entry put is new: its id was made for this change (a check-in saved here). */
  fresh?: boolean
}

/** How many entries of a whole journal count as an outcome for their XP alone, per list. */
const byXpCounts = new WeakMap<readonly Entry[], number>()

/**
 * How many entries of `all` (the view's whole journal) count as an outcome for their XP alone
 * (the core's `isOutcomeByXp`), which a merge by difference asks: counted once, then carried
 * from list to list as check-ins are added.
 */
export function outcomesByXpIn(all: readonly Entry[]): number {
  let count = byXpCounts.get(all)
  if (count === undefined) {
    count = all.filter(isOutcomeByXp).length
    byXpCounts.set(all, count)
  }
  return count
}

/**
 * The decisions waiting for an outcome that the view holds, after `change`: those the summary
 * still lists, the changed ones replaced, in time order; the same list when none of them
 * changed (a journal of years waits on hundreds, and a change is most often one check-in).
 */
function waitingAfter(waiting: readonly Entry[], change: AppliedChange): readonly Entry[] {
  const listed = new Set(change.summary.waiting.map((item) => item.id))
  const put = new Set(change.put.map((entry) => entry.id))
  const kept = waiting.filter((entry) => listed.has(entry.id) && !put.has(entry.id))
  const joined = change.put.filter((entry) => listed.has(entry.id))
  if (joined.length === 0 && kept.length === waiting.length) return waiting
  return withChanges(kept, joined, new Set())
}

/**
 * Each list of the view made by adding check-ins after the newest of a list: that list, held
 * weakly, so that a phone open for days does not keep every version of its journal.
 */
const grownFrom = new WeakMap<readonly Entry[], WeakRef<readonly Entry[]>>()

/**
 * Whether the view made `after` from `before` by adding check-ins after its newest only (one
 * saved here, or brought from another phone), through any number of versions still held: what
 * a screen counted of `before` then holds for `after` with the added ones counted too. False
 * when unsure: the caller counts again.
 */
export function onlyAddedAfter(before: readonly Entry[], after: readonly Entry[]): boolean {
  for (let list: readonly Entry[] | undefined = after; list; list = grownFrom.get(list)?.deref()) {
    if (list === before) return true
  }
  return false
}

/** The view after a change written to the database. */
export function applyChange(view: RecordsView, change: AppliedChange): RecordsView {
  const removed = new Set(change.deleted.map((record) => record.id))
  const added = change.fresh === true && removed.size === 0
  const all =
    view.all === null
      ? null
      : added
        ? withAdded(view.all, change.put)
        : withChanges(view.all, change.put, removed)
  // Added only (no entry replaced or removed), so `all` holds the list before it in order: it
  // was added after the newest if the newest is where it was.
  if (all !== null && added && view.all !== null) {
    const newest = view.all.length - 1
    if (newest < 0 || all[newest] === view.all[newest]) grownFrom.set(all, new WeakRef(view.all))
  }
  const counted = view.all === null ? undefined : byXpCounts.get(view.all)
  if (all !== null && added && counted !== undefined) {
    byXpCounts.set(all, counted + change.put.filter(isOutcomeByXp).length)
  }
  const oldestRecent = view.recent[0]
  // Without the whole journal, an older entry changed elsewhere is not one of the newest.
  const recent =
    all !== null
      ? all.slice(-RECENT)
      : withChanges(view.recent, change.put, removed).filter(
          (entry) =>
            oldestRecent === undefined ||
            view.recent.length < RECENT ||
            compareEntries(entry, oldestRecent) >= 0,
        )
  const waiting = waitingAfter(view.waiting, change)
  let deletions = view.deletions
  if (deletions !== null && (change.deleted.length > 0 || change.undeleted.length > 0)) {
    const gone = new Set([...removed, ...change.undeleted])
    deletions = [...deletions.filter((record) => !gone.has(record.id)), ...change.deleted]
  }
  let firstAt = view.firstAt
  for (const entry of change.put) {
    const at = entryTimeMs(entry)
    if (Number.isFinite(at) && (firstAt === null || at < firstAt)) firstAt = at
  }
  return {
    ...view,
    firstAt,
    rev: change.rev,
    gamification: change.gamification,
    summary: change.summary,
    recent,
    waiting,
    all,
    deletions,
  }
}
