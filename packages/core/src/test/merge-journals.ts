import fc from 'fast-check'
import { ACHIEVEMENTS } from '../gamification/achievements'
import { createEntry } from '../gamification/gamification'
import { tapDraft, uuid, voiceDraft } from './fixtures'
import { deletedEntryOf } from '../journal/deleted-entry'
import { withDetails, type EntryDetails } from '../journal/entry-details'
import { revivedEntry } from '../journal/entry-life'
import type { Entry } from '../journal/entry-schema'
import { withWords } from '../journal/entry-words'
import type { Journal } from '../journal/journal'

/**
 * Random journals for the merge's property tests: phones that share some check-ins, log
 * outcomes on some, delete and undo others, edit their words, answers or time, and hold
 * gamification states with unlocks of their own.
 */

const iso = (ms: number) => new Date(ms).toISOString()

export const DAY = 86_400_000
export const START = Date.parse('2025-03-01T10:00:00Z')
export const NOW = Date.parse('2025-06-01T12:00:00Z')
const DELETED = START + 40 * DAY
const REVIVED = START + 41 * DAY
const DELETED_LATER = START + 42 * DAY
const REVIVED_LATER = START + 43 * DAY
const DELETED_AGAIN = START + 44 * DAY
const UNLOCK_TIMES = [
  '2025-03-02T08:00:00.000Z',
  '2025-03-05T08:00:00.000Z',
  '2025-04-01T08:00:00.000Z',
]

/** The check-ins every phone draws from: the same id always means the same check-in. */
const poolArb = fc
  .array(
    fc.record({
      day: fc.nat(14),
      honored: fc.boolean(),
      voice: fc.boolean(),
      decision: fc.boolean(),
    }),
    { maxLength: 10 },
  )
  .map((items) =>
    items.map((item, index) =>
      createEntry(
        item.voice
          ? voiceDraft({ willIgnore: item.honored ? 'no' : 'yes' })
          : tapDraft({
              willIgnore: item.honored ? 'no' : 'not-sure',
              decision: item.decision ? 'Wait a week' : null,
            }),
        { id: uuid(index + 1), now: START + item.day * DAY + index * 1000, timeZone: 'UTC' },
      ),
    ),
  )

type Copy =
  | 'absent'
  | 'live'
  | 'outcome'
  | 'later-outcome'
  | 'outcome-removed'
  | 'snoozed'
  | 'snoozed-later'
  | 'stopped'
  | 'deleted'
  | 'deleted-after-outcome'
  | 'deleted-unstamped'
  | 'undone'
  | 'undone-after-outcome'
  | 'undone-unstamped'
  | 'deleted-after-undo'
  | 'undone-later'
  | 'deleted-again'
  | 'words-edited'
  | 'answers-edited'
  | 'answers-edited-later'
  | 'moved-earlier'

/** An outcome as logged now: with the XP it earned. */
function withOutcome(entry: Entry, at: number, text: string): Entry {
  return { ...entry, consequence: text, consequenceDate: new Date(at).toISOString(), outcomeXp: 5 }
}

/** The follow-up answers exist on tap entries only. */
function answered(entry: Entry, answer: { askAgainOn?: string; followUpStopped?: boolean }) {
  return entry.mode === 'tap' ? { ...entry, ...answer } : entry
}

function phoneArb(pool: readonly Entry[]): fc.Arbitrary<Journal> {
  return fc
    .record({
      copies: fc.array(
        fc.constantFrom<Copy>(
          'absent',
          'live',
          'outcome',
          'later-outcome',
          'outcome-removed',
          'snoozed',
          'snoozed-later',
          'stopped',
          'deleted',
          'deleted-after-outcome',
          'deleted-unstamped',
          'undone',
          'undone-after-outcome',
          'undone-unstamped',
          'deleted-after-undo',
          'undone-later',
          'deleted-again',
          'words-edited',
          'answers-edited',
          'answers-edited-later',
          'moved-earlier',
        ),
        { minLength: pool.length, maxLength: pool.length },
      ),
      unlocked: fc.subarray(
        ACHIEVEMENTS.map((achievement) => achievement.id),
        { maxLength: 4 },
      ),
      unlockTime: fc.constantFrom(...UNLOCK_TIMES),
      extraXp: fc.nat(60),
      extraCheckins: fc.nat(3),
      streak: fc.nat(5),
      lastDay: fc.option(fc.nat(16), { nil: null }),
    })
    .map(({ copies, unlocked, unlockTime, extraXp, extraCheckins, streak, lastDay }) => {
      const entries: Entry[] = []
      const deletedEntries: Journal['deletedEntries'] = []
      pool.forEach((base, index) => {
        const copy = copies[index]
        const outcome = withOutcome(base, START + 20 * DAY, 'Glad I listened')
        if (copy === 'live') entries.push(base)
        if (copy === 'outcome') entries.push(outcome)
        if (copy === 'later-outcome')
          entries.push(withOutcome(base, START + 30 * DAY, 'Even better'))
        if (copy === 'outcome-removed')
          entries.push({ ...outcome, consequence: null, consequenceDate: null })
        if (copy === 'snoozed') entries.push(answered(base, { askAgainOn: '2025-03-10' }))
        if (copy === 'snoozed-later') entries.push(answered(base, { askAgainOn: '2025-03-20' }))
        if (copy === 'stopped') entries.push(answered(base, { followUpStopped: true }))
        // Deletes and Undos on phones apart, in this order: a delete (at DELETED), its Undo
        // (REVIVED), a delete on a phone that had not heard of that Undo (DELETED_LATER) and its
        // own Undo (REVIVED_LATER), and a delete of the first Undo's entry (DELETED_AGAIN). An
        // older version stamped neither.
        const undone = (entry: Entry) =>
          revivedEntry(entry, deletedEntryOf(entry, { deletedAt: DELETED }), REVIVED)
        if (copy === 'deleted') deletedEntries.push(deletedEntryOf(base, { deletedAt: DELETED }))
        if (copy === 'deleted-after-outcome')
          deletedEntries.push(deletedEntryOf(outcome, { deletedAt: DELETED }))
        if (copy === 'deleted-unstamped') deletedEntries.push(deletedEntryOf(base))
        if (copy === 'undone') entries.push(undone(base))
        if (copy === 'undone-after-outcome') entries.push(undone(outcome))
        if (copy === 'undone-unstamped') entries.push({ ...base, life: 1 })
        if (copy === 'deleted-after-undo')
          deletedEntries.push(deletedEntryOf(base, { deletedAt: DELETED_LATER }))
        if (copy === 'undone-later') {
          entries.push(
            revivedEntry(base, deletedEntryOf(base, { deletedAt: DELETED_LATER }), REVIVED_LATER),
          )
        }
        if (copy === 'deleted-again')
          deletedEntries.push(deletedEntryOf(undone(base), { deletedAt: DELETED_AGAIN }))
        // Edits of the words, the answers or the time, made at different moments on phones.
        const edit = (details: EntryDetails, at: number) => {
          const done = withDetails(base, details, { now: NOW, timeZone: 'UTC' }, iso(at))
          entries.push(done.ok && done.entry ? done.entry : base)
        }
        if (copy === 'words-edited') {
          const done = withWords(base, { description: 'Said again' }, iso(START + 21 * DAY))
          entries.push(done.ok && done.entry ? done.entry : base)
        }
        if (copy === 'answers-edited') {
          const tap = base.mode === 'tap'
          edit(
            tap
              ? { context: 'Custom', customNote: 'Garden', gutFeeling: 'pause', willIgnore: 'no' }
              : { label: 'aligned', strength: 'faint' },
            START + 22 * DAY,
          )
        }
        if (copy === 'answers-edited-later') {
          edit(
            base.mode === 'tap' ? { bodySensation: 'Chest' } : { strength: null },
            START + 23 * DAY,
          )
        }
        if (copy === 'moved-earlier') {
          edit({ happenedAt: Date.parse(base.timestamp) - 2 * DAY }, START + 25 * DAY)
        }
      })
      const achievements = ACHIEVEMENTS.filter((a) => unlocked.includes(a.id)).map((a) => ({
        id: a.id,
        name: a.name,
        description: a.description,
        xp: a.xp,
        icon: a.icon,
        unlockedAt: unlockTime,
      }))
      const known = entries.length + deletedEntries.length
      const knownXp = [...entries, ...deletedEntries].reduce(
        (sum, item) => sum + item.xp + (item.outcomeXp ?? 0),
        0,
      )
      return {
        entries,
        deletedEntries,
        gamification: {
          totalXP: knownXp + achievements.reduce((sum, a) => sum + a.xp, 0) + extraXp,
          totalCheckins: known + extraCheckins,
          currentStreak: lastDay === null ? 0 : Math.max(1, streak),
          lastCheckInDate:
            lastDay === null ? null : new Date(START + lastDay * DAY).toISOString().slice(0, 10),
          achievements,
        },
      }
    })
}

export const phonesArb = poolArb.chain((pool) =>
  fc.tuple(phoneArb(pool), phoneArb(pool), phoneArb(pool)),
)
