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
 * Phones that check in, log outcomes, delete and Undo, now and then taking the other's journal
 * (a sync), then exchange their check-ins and their gamification states in any order, a state
 * often before the check-ins it counts (a push conflict takes the other phone's state beside
 * this phone's records). Whatever the order, every phone ends with one journal, and its XP is
 * what its check-ins, outcomes and achievements earned: nothing a difference between two phones'
 * states invented. And of the deletes and Undos of a check-in, the last one made wins.
 */

const DAY = 86_400_000
const MINUTE = 60_000
const START = Date.parse('2025-03-01T10:00:00Z')
const NOW = Date.parse('2025-06-01T12:00:00Z')
const EMPTY: Journal = { entries: [], gamification: INITIAL_GAMIFICATION_STATE, deletedEntries: [] }

type Op = {
  phone: number
  kind: 'honored' | 'ignored' | 'outcome' | 'delete' | 'undo' | 'sync'
  pick: number
}

const opsArb = fc.array(
  fc.record({
    phone: fc.nat(1),
    kind: fc.constantFrom<Op['kind']>('honored', 'ignored', 'outcome', 'delete', 'undo', 'sync'),
    pick: fc.nat(),
  }),
  { maxLength: 14 },
)

/** A delete or an Undo: its op, whether it left the check-in live, the ops its phone had heard of. */
interface Act {
  index: number
  live: boolean
  heard: ReadonlySet<number>
}

/**
 * Plays `ops` on two phones, one op a second, the second phone's clock `skew` minutes off;
 * returns them, the XP their check-ins earned and each check-in's deletes and Undos in order.
 */
function play(ops: readonly Op[], skew = 0) {
  const phones: Journal[] = [EMPTY, EMPTY]
  // What each phone deleted, as it was, for its Undo; the acts each phone has heard of.
  const removed = [new Map<string, Entry>(), new Map<string, Entry>()]
  const heard = [new Set<number>(), new Set<number>()]
  const acts = new Map<string, Act[]>()
  const earned = new Map<string, number>()
  const act = (p: number, id: string, live: boolean, index: number) => {
    heard[p]!.add(index)
    acts.set(id, [...(acts.get(id) ?? []), { index, live, heard: new Set(heard[p]) }])
  }
  ops.forEach((op, index) => {
    const phone = phones[op.phone]!
    const { entries, deletedEntries, gamification } = phone
    const at = START + index * 1000 + (op.phone === 1 ? skew * MINUTE : 0)
    if (op.kind === 'sync') {
      const other = 1 - op.phone
      phones[op.phone] = merge(phone, phones[other]!)
      for (const index of heard[other]!) heard[op.phone]!.add(index)
      return
    }
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
        entries: [...entries, revivedEntry(entry, record, at)],
        deletedEntries: deletedEntries.filter((other) => other.id !== record.id),
      }
      act(op.phone, record.id, true, index)
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
    const deleted = deleteEntry(gamification, entries, target.id, at)
    removed[op.phone]!.set(target.id, target)
    phones[op.phone] = {
      ...phone,
      entries: deleted.entries,
      deletedEntries: [...deletedEntries.filter((r) => r.id !== target.id), deleted.deletedEntry!],
    }
    act(op.phone, target.id, false, index)
  })
  const checkInXp = [...earned.values()].reduce((sum, xp) => sum + xp, 0)
  return { phones, checkInXp, acts }
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
        fc.tuple(opsArb, fc.integer({ min: -3, max: 3 })).chain(([ops, skew]) => {
          const played = play(ops, skew)
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

describe('deletes and Undos on two phones', () => {
  // Two check-ins both phones hold, then deletes, Undos, outcomes and syncs on either phone.
  const START_OPS: Op[] = [
    { phone: 0, kind: 'honored', pick: 0 },
    { phone: 0, kind: 'ignored', pick: 0 },
    { phone: 1, kind: 'sync', pick: 0 },
  ]
  const actsArb = fc
    .array(
      fc.record({
        phone: fc.nat(1),
        kind: fc.constantFrom<Op['kind']>('delete', 'undo', 'delete', 'undo', 'sync', 'outcome'),
        pick: fc.nat(1),
      }),
      { maxLength: 12 },
    )
    .map((ops) => [...START_OPS, ...ops])

  /** Whether each check-in deleted or undone somewhere is live once the phones exchanged all. */
  function settled(ops: readonly Op[], skew: number) {
    const played = play(ops, skew)
    const [a, b] = played.phones as [Journal, Journal]
    const live = new Set(merge(a, b).entries.map((entry) => entry.id))
    return { acts: played.acts, live }
  }

  it('keep the last one made, on phones whose clocks agree (history K of the sync simulation)', () => {
    fc.assert(
      fc.property(actsArb, (ops) => {
        const { acts, live } = settled(ops, 0)
        for (const [id, made] of acts) expect(live.has(id)).toBe(made.at(-1)!.live)
      }),
      { numRuns: 300 },
    )
  })

  it('keep the last one made whenever its phone had heard of the others, whatever the clocks', () => {
    fc.assert(
      fc.property(actsArb, fc.integer({ min: -5, max: 5 }), (ops, skew) => {
        const { acts, live } = settled(ops, skew)
        for (const [id, made] of acts) {
          const last = made.at(-1)!
          if (made.every((act) => last.heard.has(act.index))) {
            expect(live.has(id)).toBe(last.live)
          }
        }
      }),
      { numRuns: 500 },
    )
    // Five hundred histories of up to fifteen steps: about 3 s on a busy two-core machine.
  }, 20_000)
})
