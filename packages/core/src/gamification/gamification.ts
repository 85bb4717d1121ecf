import { summaryFacts, unlockForFacts, type UnlockedAchievement } from './achievements'
import { localDay } from '../time/calendar-day'
import { deletedEntryOf, type DeletedEntry } from '../journal/deleted-entry'
import {
  entryDraftSchema,
  entrySchema,
  hasText,
  type Entry,
  type EntryDraft,
} from '../journal/entry-schema'
import type { GamificationState } from './gamification-state'
import { toIsoString, type Instant } from '../time/instant'
import { summaryAfter, summaryOf, type JournalSummary } from '../journal/journal-summary'
import { checkInXp, levelForXp, OUTCOME_XP } from './levels'
import { withoutUndefined } from '../parsing/stored-json'
import { streakAfterCheckIn } from './streak'

/**
 * Applying a journal change to the gamification state, as pure functions the device store
 * calls in one step: the entries list and the state always change together.
 */

/** What a change earned, so the UI can celebrate it. */
export interface Earned {
  /** XP of the check-in itself (0 for an outcome). */
  checkInXp: number
  /** XP for logging an outcome, the first time one is logged for the entry (else 0). */
  outcomeXp: number
  /** XP of the achievements unlocked by this change. */
  achievementXp: number
  /** checkInXp + outcomeXp + achievementXp. */
  xp: number
  /** Achievements unlocked by this change, in catalogue order. */
  achievements: UnlockedAchievement[]
  levelBefore: number
  levelAfter: number
  leveledUp: boolean
}

/** What `saveCheckIn` needs from the outside world: a fresh id, the time and the time zone. */
export interface CheckInContext {
  /** A new UUID for the entry (e.g. `crypto.randomUUID()`). */
  id: string
  now: Instant
  /** The device's IANA time zone; fixes the entry's local day for good. */
  timeZone: string
}

/**
 * Builds the stored entry for a check-in: trims the texts, stamps id, time, local day and time
 * zone, and awards the check-in XP. Throws a ZodError for a draft the flow should not have
 * let through (e.g. an empty description) or an id that is not a UUID.
 */
export function createEntry(draft: EntryDraft, context: CheckInContext): Entry {
  const parsed = entryDraftSchema.parse(draft)
  const stamp = {
    id: context.id,
    timestamp: toIsoString(context.now),
    day: localDay(context.now, context.timeZone),
    timeZone: context.timeZone,
    xp: checkInXp(parsed.willIgnore),
    consequence: null,
    consequenceDate: null,
  }
  if (parsed.mode === 'voice') return entrySchema.parse(withoutUndefined({ ...parsed, ...stamp }))
  const decision = hasText(parsed.decision) ? parsed.decision.trim() : null
  return entrySchema.parse(
    withoutUndefined({
      ...parsed,
      customNote: hasText(parsed.customNote) ? parsed.customNote : undefined,
      ...stamp,
      decision,
      needsFollowUp: decision !== null,
    }),
  )
}

function earned(
  before: GamificationState,
  after: GamificationState,
  entryXp: number,
  achievements: UnlockedAchievement[],
  outcomeXp = 0,
): Earned {
  const achievementXp = achievements.reduce((sum, achievement) => sum + achievement.xp, 0)
  const levelBefore = levelForXp(before.totalXP)
  const levelAfter = levelForXp(after.totalXP)
  return {
    checkInXp: entryXp,
    outcomeXp,
    achievementXp,
    xp: entryXp + outcomeXp + achievementXp,
    achievements,
    levelBefore,
    levelAfter,
    leveledUp: levelAfter > levelBefore,
  }
}

export interface JournalChange {
  entries: Entry[]
  state: GamificationState
}

export interface SaveCheckInResult extends JournalChange {
  /** The entry as stored. */
  entry: Entry
  earned: Earned
}

/** A check-in recorded against a journal's summary (a journal kept one record per entry). */
export interface RecordedCheckIn {
  /** The entry as stored. */
  entry: Entry
  state: GamificationState
  summary: JournalSummary
  earned: Earned
}

/**
 * Records a check-in: the new entry and, in the same step, its XP
 * added, the check-in counted, the streak rules applied to the entry's local day, and
 * (once) whatever the journal with it has earned unlocked, adding that XP too. Reads only the
 * journal's summary, never its entries, so its cost does not grow with the journal.
 */
export function recordCheckIn(
  state: GamificationState,
  summary: JournalSummary,
  draft: EntryDraft,
  context: CheckInContext,
): RecordedCheckIn {
  const entry = createEntry(draft, context)
  const streak = streakAfterCheckIn(state, entry.day)
  const counted: GamificationState = {
    ...state,
    totalXP: state.totalXP + entry.xp,
    totalCheckins: state.totalCheckins + 1,
    currentStreak: streak.currentStreak,
    lastCheckInDate: streak.lastCheckInDate,
  }
  const nextSummary = summaryAfter(summary, null, entry)
  const unlocked = unlockForFacts(counted, summaryFacts(counted, nextSummary), context.now)
  return {
    entry,
    state: unlocked.state,
    summary: nextSummary,
    earned: earned(state, unlocked.state, entry.xp, unlocked.unlocked),
  }
}

/** `recordCheckIn` for a journal held as a list: appends the entry. */
export function saveCheckIn(
  state: GamificationState,
  entries: readonly Entry[],
  draft: EntryDraft,
  context: CheckInContext,
): SaveCheckInResult {
  const recorded = recordCheckIn(state, summaryOf(entries), draft, context)
  return {
    entry: recorded.entry,
    entries: [...entries, recorded.entry],
    state: recorded.state,
    earned: recorded.earned,
  }
}

/**
 * Deletes an entry. The gamification state is returned unchanged: XP, check-in count, streak
 * and unlocked achievements are history and are never taken away. The record of the deletion
 * (`deletedEntry`) keeps a merge from bringing the entry back.
 */
export function deleteEntry(
  state: GamificationState,
  entries: readonly Entry[],
  id: string,
): JournalChange & {
  deleted: boolean
  removed: RemovedEntry | null
  deletedEntry: DeletedEntry | null
} {
  const index = entries.findIndex((entry) => entry.id === id)
  const kept = entries.filter((entry) => entry.id !== id)
  const removed = index === -1 ? null : { entry: entries[index] as Entry, index }
  return {
    entries: kept,
    state,
    deleted: removed !== null,
    removed,
    deletedEntry: removed ? deletedEntryOf(removed.entry) : null,
  }
}

/** A deleted entry as it was, and where it stood in the stored list, so it can be put back. */
export interface RemovedEntry {
  entry: Entry
  index: number
}

/**
 * Undoes a delete: puts the entry back exactly as it was (its id, time, day, XP and
 * outcome) at its old place in the list. The gamification state is returned unchanged: a
 * delete never took XP, the count, the streak or an achievement away, so there is nothing to
 * give back, and nothing is awarded twice. Restoring an entry whose id is in the list again
 * changes nothing.
 */
export function restoreEntry(
  state: GamificationState,
  entries: readonly Entry[],
  removed: RemovedEntry,
): JournalChange & { restored: boolean } {
  if (entries.some((entry) => entry.id === removed.entry.id)) {
    return { entries: [...entries], state, restored: false }
  }
  const at = Math.min(Math.max(0, removed.index), entries.length)
  return {
    entries: [...entries.slice(0, at), removed.entry, ...entries.slice(at)],
    state,
    restored: true,
  }
}

export interface OutcomeResult extends JournalChange {
  /** False when the entry was not found or the text was blank; nothing changed then. */
  changed: boolean
  earned: Earned
}

/** An outcome recorded on one entry against the journal's summary. */
export interface RecordedOutcome {
  /** False for a blank text; nothing changed then. */
  changed: boolean
  entry: Entry
  state: GamificationState
  summary: JournalSummary
  earned: Earned
}

/**
 * Logs an outcome: sets the trimmed consequence and its
 * date, awards the outcome XP the first time an outcome is logged for the entry (once
 * per entry, so removing and logging again earns nothing more), then re-runs the achievement
 * rules (an outcome can unlock Pattern Master and Closing the Loop). A blank text changes
 * nothing: the UI disables Save for it.
 */
export function recordOutcome(
  state: GamificationState,
  summary: JournalSummary,
  target: Entry,
  text: string,
  now: Instant,
): RecordedOutcome {
  if (!hasText(text)) {
    return { changed: false, entry: target, state, summary, earned: earned(state, state, 0, []) }
  }
  const outcomeXp = (target.outcomeXp ?? 0) > 0 ? 0 : OUTCOME_XP
  const entry: Entry = {
    ...target,
    consequence: text.trim(),
    consequenceDate: toIsoString(now),
    ...(outcomeXp > 0 ? { outcomeXp } : {}),
  }
  const nextSummary = summaryAfter(summary, target, entry)
  const counted = { ...state, totalXP: state.totalXP + outcomeXp }
  const unlocked = unlockForFacts(counted, summaryFacts(counted, nextSummary), now)
  return {
    changed: true,
    entry,
    state: unlocked.state,
    summary: nextSummary,
    earned: earned(state, unlocked.state, 0, unlocked.unlocked, outcomeXp),
  }
}

/** `recordOutcome` for a journal held as a list, finding the entry by id. */
export function setOutcome(
  state: GamificationState,
  entries: readonly Entry[],
  id: string,
  text: string,
  now: Instant,
): OutcomeResult {
  const target = entries.find((entry) => entry.id === id)
  const recorded = target ? recordOutcome(state, summaryOf(entries), target, text, now) : null
  if (!recorded?.changed) {
    return { entries: [...entries], state, changed: false, earned: earned(state, state, 0, []) }
  }
  return {
    entries: entries.map((entry) => (entry.id === id ? recorded.entry : entry)),
    state: recorded.state,
    changed: true,
    earned: recorded.earned,
  }
}

/** The entry without its outcome, or null when it has none to remove. */
export function withoutOutcome(entry: Entry): Entry | null {
  if (entry.consequence === null && entry.consequenceDate === null) return null
  return { ...entry, consequence: null, consequenceDate: null }
}

/**
 * Removes an outcome: clears both consequence and consequenceDate. Achievements and the XP
 * the outcome earned stay (they are history), and so does the entry's `outcomeXp`, so logging
 * an outcome again earns nothing more.
 */
export function clearOutcome(
  state: GamificationState,
  entries: readonly Entry[],
  id: string,
): JournalChange & { changed: boolean } {
  let changed = false
  const nextEntries = entries.map((entry) => {
    const cleared = entry.id === id ? withoutOutcome(entry) : null
    if (cleared === null) return entry
    changed = true
    return cleared
  })
  return { entries: nextEntries, state, changed }
}
