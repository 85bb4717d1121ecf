import {
  INITIAL_GAMIFICATION_STATE,
  setOutcome,
  type DeletedEntry,
  type Entry,
  type GamificationState,
} from '@hara/core'
import { deleteEntry, saveCheckIn } from '@hara/core/test/list-journal'
import { tap, voice } from './journal-store'

/** The numbered UUID `n`. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`

/** A check-in saved by a version before entries had ids, a day or a time zone. */
export const BEFORE_IDS = {
  mode: 'tap',
  timestamp: '2025-11-03T08:00:00.000Z',
  xp: 10,
  context: 'Work',
  description: 'Old one',
  bodySensation: 'Numb',
  gutFeeling: 'no',
  willIgnore: 'no',
  decision: null,
  needsFollowUp: false,
  consequence: null,
  consequenceDate: null,
}

export interface LegacyJournal {
  /** The entries with ids, as that version kept them (after the one without an id). */
  entries: Entry[]
  gamification: GamificationState
  deleted: DeletedEntry[]
  texts: { gutEntries: string; gamification: string; deletedEntries: string }
}

/**
 * A journal as the version before the records kept it in localStorage, written by the same pure
 * functions that version called: three check-ins (one of them a decision with its outcome), one
 * of them deleted, and an older check-in without an id first in the list.
 */
export function writeLegacyJournal(userId: string): LegacyJournal {
  let state = INITIAL_GAMIFICATION_STATE
  let entries: Entry[] = []
  const save = (draft: Parameters<typeof saveCheckIn>[2], n: number, at: string) => {
    const saved = saveCheckIn(state, entries, draft, {
      id: uuid(n),
      now: Date.parse(at),
      timeZone: 'Europe/Berlin',
    })
    state = saved.state
    entries = saved.entries
  }
  save(tap(), 1, '2026-10-01T08:00:00Z')
  save(tap({ willIgnore: 'yes', decision: 'Sign the lease' }), 2, '2026-10-02T08:00:00Z')
  save(voice(), 3, '2026-10-03T08:00:00Z')
  const outcome = setOutcome(state, entries, uuid(2), 'Signed it', Date.parse('2026-10-06'))
  ;({ state, entries } = outcome)
  const removed = deleteEntry(state, entries, uuid(3))
  entries = removed.entries
  const deleted = [removed.deletedEntry as DeletedEntry]
  const texts = {
    gutEntries: JSON.stringify([BEFORE_IDS, ...entries]),
    gamification: JSON.stringify(state),
    deletedEntries: JSON.stringify(deleted),
  }
  writeLegacyTexts(userId, texts)
  return { entries, gamification: state, deleted, texts }
}

export function writeLegacyTexts(userId: string, texts: Partial<LegacyJournal['texts']>): void {
  for (const [name, text] of Object.entries(texts)) {
    localStorage.setItem(`hara:u:${userId}:${name}`, text)
  }
}

/** The older keys of `userId` still in localStorage. */
export function legacyKeys(userId: string): string[] {
  return ['gutEntries', 'gamification', 'deletedEntries']
    .map((name) => `hara:u:${userId}:${name}`)
    .filter((key) => localStorage.getItem(key) !== null)
}
