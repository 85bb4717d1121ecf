import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deleteEntry, saveCheckIn } from '../test/list-journal'
import { INITIAL_GAMIFICATION_STATE } from '../gamification/gamification-state'
import { OUTCOME_XP } from '../gamification/levels'
import { setOutcome } from '../gamification/outcome-changes'
import { revivedEntry } from './entry-life'
import type { Entry } from './entry-schema'
import { mergeJournals } from './journal-merge'
import type { Journal } from './journal'
import { gamificationOf } from './merged-gamification'
import { tapDraft, uuid } from '../test/fixtures'

/**
 * Phones that check in, log outcomes, delete and Undo while apart, then exchange their
 * check-ins and their gamification states in any order, a state often before the check-ins it
 * counts (a push conflict takes the other phone's state beside this phone's records). Whatever
 * the order, every phone ends with one journal, and its XP is what its check-ins, outcomes and
 * achievements earned: nothing a difference between two phones' states invented.
 */

const DAY = 86_400_000
const START = Date.parse('2025-03-01T10:00:00Z')
const NOW = Date.parse('2025-06-01T12:00:00Z')
const EMPTY: Journal = { entries: [], gamification: INITIAL_GAMIFICATION_STATE, deletedEntries: [] }

type Op = {
  phone: number
  kind: 'honored' | 'ignored' | 'outcome' | 'delete' | 'undo'
  pick: number
}

const opsArb = fc.array(
  fc.record({
    phone: fc.nat(1),
    kind: fc.constantFrom<Op['kind']>('honored', 'ignored', 'outcome', 'delete', 'undo'),
    pick: fc.nat(),
  }),
  { maxLength: 14 },
)

/** Plays `ops` on two phones apart; returns them and the XP their check-ins earned. */
function play(ops: readonly Op[]) {
  const phones: Journal[] = [EMPTY, EMPTY]
  // What each phone deleted, as it was, for its Undo.
  const removed = [new Map<string, Entry>(), new Map<string, Entry>()]
  const earned = new Map<string, number>()
  ops.forEach((op, index) => {
    const phone = phones[op.phone]!
    const { entries, deletedEntries, gamification } = phone
    if (op.kind === 'honored' || op.kind === 'ignored') {
      const saved = saveCheckIn(
        gamification,
        entries,
        tapDraft({ willIgnore: op.kind === 'honored' ? 'no' : 'yes', decision: 'Wait' }),
        { id: uuid(index + 1), now: START + (index % 5) * DAY + index * 1000, timeZone: 'UTC' },
      )
      earned.set(saved.entry.id, saved.entry.xp)
      phones[op.phone] = { ...phone, entries: saved.entries, gamification: saved.state }
      return
    }
    if (op.kind === 'undo') {
      const record = deletedEntries[op.pick % Math.max(1, deletedEntries.length)]
      const entry = record && removed[op.phone]!.get(record.id)
      if (!record || !entry) return
      phones[op.phone] = {
        ...phone,
        entries: [...entries, revivedEntry(entry, record)],
        deletedEntries: deletedEntries.filter((other) => other.id !== record.id),
      }
      return
    }
    const target = entries[op.pick % Math.max(1, entries.length)]
    if (!target) return
    if (op.kind === 'outcome') {
      const logged = setOutcome(gamification, entries, target.id, 'It went well', NOW)
      if ((target.outcomeXp ?? 0) === 0) earned.set(target.id, target.xp + OUTCOME_XP)
      phones[op.phone] = { ...phone, entries: logged.entries, gamification: logged.state }
      return
    }
    const deleted = deleteEntry(gamification, entries, target.id)
    removed[op.phone]!.set(target.id, target)
    phones[op.phone] = {
      ...phone,
      entries: deleted.entries,
      deletedEntries: [...deletedEntries, deleted.deletedEntry!],
    }
  })
  const checkInXp = [...earned.values()].reduce((sum, xp) => sum + xp, 0)
  return { phones, checkInXp }
}

const merge = (a: Journal, b: Journal) => mergeJournals(a, b, NOW).journal

/** What reaches a phone: the others' check-ins alone, and their states beside its own records. */
function pieces(phones: readonly Journal[]): Journal[] {
  return phones.flatMap((from, i) => [
    from,
    { ...from, gamification: EMPTY.gamification },
    ...phones
      .filter((_, j) => j !== i)
      .map((into) => ({ ...into, gamification: from.gamification })),
  ])
}

describe('phones exchanging states and check-ins in any order', () => {
  it('end with one journal and the XP it earned, whatever the order', () => {
    fc.assert(
      fc.property(
        opsArb.chain((ops) => {
          const played = play(ops)
          const all = pieces(played.phones)
          return fc.tuple(
            fc.constant(played),
            fc.shuffledSubarray(all, { minLength: all.length }),
            fc.shuffledSubarray(all, { minLength: all.length }),
          )
        }),
        ([played, first, second]) => {
          const one = first.reduce(merge, EMPTY)
          const other = second.reduce(merge, EMPTY)
          expect(other).toEqual(one)
          const { gamification } = one
          const achievementXp = gamification.achievements.reduce((sum, a) => sum + a.xp, 0)
          expect(gamification.totalXP).toBe(played.checkInXp + achievementXp)
          expect(gamification.carriedXp).toBe(0)
          expect(gamificationOf(one, NOW)).toEqual(gamification)
        },
      ),
    )
  })
})
