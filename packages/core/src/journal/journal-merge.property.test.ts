import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lifeOf } from './entry-life'
import { isHonored, type Entry, type TapEntry } from './entry-schema'
import { mergeJournals } from './journal-merge'
import type { Journal } from './journal'
import { gamificationOf } from './merged-gamification'
import { NOW, phonesArb } from '../test/merge-journals'

/**
 * The merge's promises, on random journals: phones that share some check-ins, log
 * outcomes on some, delete others, and hold gamification states with unlocks of their own.
 * - importing the same file twice adds nothing;
 * - the order of merges does not change the result;
 * - nothing is lost: XP, check-ins and achievements never go down, no entry disappears
 *   unless it was deleted somewhere after its latest Undo (the last of deletes and Undos wins);
 * - the merged state is what the merged journal must show.
 */

const merge = (a: Journal, b: Journal) => mergeJournals(a, b, NOW).journal

/** Whether two copies of an entry were written back by the same Undo (or never deleted). */
const sameUndo = (a: Entry, b: Entry) => lifeOf(a) === lifeOf(b) && a.revivedAt === b.revivedAt

/**
 * Whether some phone holds a copy of a check-in on another day, or honored differently: as an
 * entry, or as the record of its deletion (made from a copy edited before it was deleted).
 */
function movesCounts(phones: readonly Journal[]): boolean {
  const seen = new Map<string, string>()
  const copies = phones.flatMap((phone) => [
    ...phone.entries.map((entry) => ({
      id: entry.id,
      counted: `${entry.day} ${isHonored(entry)}`,
    })),
    ...phone.deletedEntries.map((record) => ({
      id: record.id,
      counted: `${record.day} ${record.honored}`,
    })),
  ])
  for (const { id, counted } of copies) {
    if ((seen.get(id) ?? counted) !== counted) return true
    seen.set(id, counted)
  }
  return false
}

describe('merging journals', () => {
  it('importing the same file twice adds nothing', () => {
    fc.assert(
      fc.property(phonesArb, ([here, file]) => {
        const once = mergeJournals(here, file, NOW)
        const twice = mergeJournals(once.journal, file, NOW)
        expect(twice.journal).toEqual(once.journal)
        expect(twice.report.added).toBe(0)
        expect(twice.report.removed).toBe(0)
      }),
    )
  })

  it('shows after a merge what the merged journal must show (gamificationOf)', () => {
    fc.assert(
      fc.property(phonesArb, ([a, b]) => {
        const merged = merge(a, b)
        expect(gamificationOf(merged, NOW)).toEqual(merged.gamification)
      }),
    )
  })

  it('the order of merges does not change the result', () => {
    fc.assert(
      fc.property(phonesArb, ([a, b, c]) => {
        expect(merge(a, b)).toEqual(merge(b, a))
        const orders = [merge(merge(a, b), c), merge(a, merge(b, c)), merge(merge(a, c), b)]
        if (!movesCounts([a, b, c])) {
          expect(orders[0]).toEqual(orders[1])
          expect(orders[2]).toEqual(orders[0])
          return
        }
        // An edit that moves a check-in to another day, or turns honored to ignored (seen in a
        // copy or in the record of its deletion), can make
        // a streak or a count reach an achievement in one order of merges and not in another.
        // The entries agree whatever the order, and the phones agree once they exchange their
        // states (achievements are a union).
        for (const order of orders) expect(order.entries).toEqual(orders[0]!.entries)
        for (const order of orders) expect(order.deletedEntries).toEqual(orders[0]!.deletedEntries)
        const [x, y, z] = orders as [Journal, Journal, Journal]
        expect(merge(merge(x, y), z)).toEqual(merge(x, merge(y, z)))
        expect(merge(merge(x, y), z).gamification).toEqual(merge(z, merge(y, x)).gamification)
      }),
    )
    // A hundred runs of nine merges each: about 4 s on a busy two-core machine.
  }, 20_000)

  it('never loses XP, check-ins, achievements or an entry that was not deleted', () => {
    fc.assert(
      fc.property(phonesArb, ([a, b]) => {
        const merged = merge(a, b)
        for (const side of [a, b]) {
          expect(merged.gamification.totalXP).toBeGreaterThanOrEqual(side.gamification.totalXP)
          expect(merged.gamification.totalCheckins).toBeGreaterThanOrEqual(
            side.gamification.totalCheckins,
          )
          const ids = merged.gamification.achievements.map((achievement) => achievement.id)
          for (const achievement of side.gamification.achievements) {
            expect(ids).toContain(achievement.id)
          }
        }
        // An entry stays unless a deletion was made somewhere after its latest Undo (or at the
        // same moment, of the life that Undo began or a later one). Unstamped: made before all.
        const deletions = [...a.deletedEntries, ...b.deletedEntries]
        const live = new Set(merged.entries.map((entry) => entry.id))
        for (const entry of [...a.entries, ...b.entries]) {
          const undoneAt = (copy: Entry) => copy.revivedAt ?? ''
          const latest = [...a.entries, ...b.entries]
            .filter((copy) => copy.id === entry.id)
            .reduce((x, y) =>
              undoneAt(x) > undoneAt(y) || (undoneAt(x) === undoneAt(y) && lifeOf(x) >= lifeOf(y))
                ? x
                : y,
            )
          const ended = deletions.some(
            (d) =>
              d.id === entry.id &&
              ((d.deletedAt ?? '') > undoneAt(latest) ||
                ((d.deletedAt ?? '') === undoneAt(latest) && lifeOf(d) >= lifeOf(latest))),
          )
          expect(live.has(entry.id)).toBe(!ended)
        }
        const ids = merged.gamification.achievements.map((achievement) => achievement.id)
        expect(new Set(ids).size).toBe(ids.length)
      }),
    )
  })
})

describe('merging the follow-up answers', () => {
  it('keeps the later Not yet, Stop asking from either side, and outcome XP once in any life', () => {
    fc.assert(
      fc.property(phonesArb, ([a, b]) => {
        const merged = merge(a, b)
        for (const entry of merged.entries) {
          const copies = [...a.entries, ...b.entries].filter((copy) => copy.id === entry.id)
          // The follow-up is joined from the copies written back by the entry's latest Undo.
          const tap = copies.filter(
            (copy): copy is TapEntry => copy.mode === 'tap' && sameUndo(copy, entry),
          )
          const days = tap.map((copy) => copy.askAgainOn).filter((day) => day !== undefined)
          expect(entry.mode === 'tap' ? entry.askAgainOn : undefined).toBe(
            days.length === 0 ? undefined : days.sort().at(-1),
          )
          expect(entry.mode === 'tap' && entry.followUpStopped === true).toBe(
            tap.some((copy) => copy.followUpStopped === true),
          )
          const records = [...a.deletedEntries, ...b.deletedEntries].filter(
            (r) => r.id === entry.id,
          )
          expect(entry.outcomeXp ?? 0).toBe(
            Math.max(0, ...[...copies, ...records].map((c) => c.outcomeXp ?? 0)),
          )
        }
        // Outcome XP counts once per entry, however many phones earned it.
        const outcomeXp = [...merged.entries, ...merged.deletedEntries].reduce(
          (sum, item) => sum + (item.outcomeXp ?? 0),
          0,
        )
        const earnedSomewhere = new Set(
          [...a.entries, ...b.entries, ...a.deletedEntries, ...b.deletedEntries]
            .filter((item) => (item.outcomeXp ?? 0) > 0)
            .map((item) => item.id),
        )
        expect(outcomeXp).toBe(5 * earnedSomewhere.size)
      }),
    )
  })
})

describe('merging edits', () => {
  it('takes the words and the answers each from the copy of the entry edited last', () => {
    fc.assert(
      fc.property(phonesArb, ([a, b]) => {
        const merged = merge(a, b)
        for (const entry of merged.entries) {
          const copies = [...a.entries, ...b.entries].filter(
            (copy) => copy.id === entry.id && sameUndo(copy, entry),
          )
          const stamps = (field: 'wordsEditedAt' | 'detailsEditedAt') =>
            copies
              .map((copy) => copy[field] ?? '')
              .sort()
              .at(-1) || undefined
          expect(entry.wordsEditedAt).toBe(stamps('wordsEditedAt'))
          expect(entry.detailsEditedAt).toBe(stamps('detailsEditedAt'))
          const answered = copies.find((copy) => copy.detailsEditedAt === entry.detailsEditedAt)
          expect(entry.timestamp).toBe(answered?.timestamp)
          expect(entry.day).toBe(answered?.day)
          expect(entry.xp).toBe(copies[0]?.xp)
        }
      }),
    )
  })
})
