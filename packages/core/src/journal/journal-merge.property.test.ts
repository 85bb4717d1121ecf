import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ACHIEVEMENTS } from '../gamification/achievements'
import { deletedEntryOf } from './deleted-entry'
import { lifeOf, revivedEntry } from './entry-life'
import type { Entry, TapEntry } from './entry-schema'
import { createEntry } from '../gamification/gamification'
import { mergeJournals, type Journal } from './journal-merge'
import { gamificationOf } from './merged-gamification'
import { tapDraft, uuid, voiceDraft } from '../test-fixtures'
import { withDetails, type EntryDetails } from './entry-details'
import { withWords } from './entry-words'

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * The merge's promises, on random journals: phones that share some check-ins, log
 * outcomes on some, delete others, and hold gamification states with unlocks of their own.
 * - importing the same file twice adds nothing;
 * - the order of merges does not change the result;
 * - nothing is lost: XP, check-ins and achievements never go down, no entry disappears
 *   unless it was deleted somewhere (in its latest life: an Undo wins over its deletion);
 * - the merged state is what the merged journal must show.
 */

const DAY = 86_400_000
const START = Date.parse('2025-03-01T10:00:00Z')
const NOW = Date.parse('2025-06-01T12:00:00Z')
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
  | 'undone'
  | 'undone-after-outcome'
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
          'undone',
          'undone-after-outcome',
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
        if (copy === 'deleted') deletedEntries.push(deletedEntryOf(base))
        if (copy === 'deleted-after-outcome') deletedEntries.push(deletedEntryOf(outcome))
        // An Undo writes the entry back one life later; deleting it again ends that life.
        if (copy === 'undone') entries.push(revivedEntry(base))
        if (copy === 'undone-after-outcome') entries.push(revivedEntry(outcome))
        if (copy === 'deleted-again') deletedEntries.push(deletedEntryOf(revivedEntry(base)))
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

const phonesArb = poolArb.chain((pool) => fc.tuple(phoneArb(pool), phoneArb(pool), phoneArb(pool)))

const merge = (a: Journal, b: Journal) => mergeJournals(a, b, NOW).journal

/** Whether some phone holds a copy of a check-in on another day, or honored differently. */
function movesCounts(phones: readonly Journal[]): boolean {
  const seen = new Map<string, string>()
  for (const entry of phones.flatMap((phone) => phone.entries)) {
    const counted = `${entry.day} ${entry.willIgnore}`
    if ((seen.get(entry.id) ?? counted) !== counted) return true
    seen.set(entry.id, counted)
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
        // An edit that moves a check-in to another day, or turns honored to ignored, can make
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
  })

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
        // An entry stays unless a deletion of its life or a later one was made somewhere.
        const deletions = [...a.deletedEntries, ...b.deletedEntries]
        const live = new Set(merged.entries.map((entry) => entry.id))
        for (const entry of [...a.entries, ...b.entries]) {
          const lives = [...a.entries, ...b.entries].filter((copy) => copy.id === entry.id)
          const latest = Math.max(...lives.map(lifeOf))
          const ended = deletions.some((d) => d.id === entry.id && lifeOf(d) >= latest)
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
          // The follow-up is joined from the copies of the entry's latest life.
          const tap = copies.filter(
            (copy): copy is TapEntry => copy.mode === 'tap' && lifeOf(copy) === lifeOf(entry),
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
            (copy) => copy.id === entry.id && lifeOf(copy) === lifeOf(entry),
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
