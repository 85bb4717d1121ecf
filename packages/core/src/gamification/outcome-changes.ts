import { hasText, type Entry, type OwnVerdict } from '../journal/entry-schema'
import { withOwnVerdict } from '../journal/own-verdict'
import { summaryAfter, summaryOf, type JournalSummary } from '../journal/journal-summary'
import { toIsoString, type Instant } from '../time/instant'
import { summaryFacts, unlockForFacts } from './achievement-unlocks'
import { earnedByChange, type Earned, type JournalChange } from './earned'
import type { GamificationState } from './gamification-state'
import { OUTCOME_XP } from './levels'

/**
 * Logging and removing a check-in's outcome, as pure functions the device store calls in one
 * step: the entries list and the state always change together.
 */

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
 * nothing: the UI disables Save for it. `verdict` is the person's answer to "Was your gut
 * right?", kept with the outcome; left unanswered, the outcome carries none.
 */
export function recordOutcome(
  state: GamificationState,
  summary: JournalSummary,
  target: Entry,
  text: string,
  now: Instant,
  verdict: OwnVerdict | null = null,
): RecordedOutcome {
  if (!hasText(text)) {
    return {
      changed: false,
      entry: target,
      state,
      summary,
      earned: earnedByChange(state, state, 0, []),
    }
  }
  const outcomeXp = (target.outcomeXp ?? 0) > 0 ? 0 : OUTCOME_XP
  const entry: Entry = withOwnVerdict(
    {
      ...target,
      consequence: text.trim(),
      consequenceDate: toIsoString(now),
      ...(outcomeXp > 0 ? { outcomeXp } : {}),
    },
    verdict,
  )
  const nextSummary = summaryAfter(summary, target, entry)
  const counted = { ...state, totalXP: state.totalXP + outcomeXp }
  const unlocked = unlockForFacts(counted, summaryFacts(counted, nextSummary), now)
  return {
    changed: true,
    entry,
    state: unlocked.state,
    summary: nextSummary,
    earned: earnedByChange(state, unlocked.state, 0, unlocked.unlocked, outcomeXp),
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
    return {
      entries: [...entries],
      state,
      changed: false,
      earned: earnedByChange(state, state, 0, []),
    }
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
  return withOwnVerdict({ ...entry, consequence: null, consequenceDate: null }, null)
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
