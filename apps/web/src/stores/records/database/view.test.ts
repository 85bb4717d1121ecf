import {
  createEntry,
  deletedEntryOf,
  INITIAL_GAMIFICATION_STATE,
  summaryOf,
  type Entry,
} from '@hara/core'
import { describe, expect, it } from 'vitest'
import { tap } from '@/test/journal-store'
import {
  applyChange,
  CLOSED_VIEW,
  onlyAddedAfter,
  outcomesByXpIn,
  RECENT,
  withAdded,
  withChanges,
  type RecordsView,
} from './view'

const START = Date.parse('2026-11-02T09:00:00Z')

/** The entry numbered `n`, checked in `minute` minutes after START. */
function entryAt(n: number, minute: number, overrides: Partial<Parameters<typeof tap>[0]> = {}) {
  return createEntry(tap(overrides), {
    id: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    now: START + minute * 60_000,
    timeZone: 'UTC',
  })
}

const ids = (entries: readonly Entry[] | null) => entries?.map((entry) => entry.id.slice(-3))

/** An open view of `entries`, with the whole journal known or not. */
function viewOf(entries: Entry[], whole: boolean, recent = entries): RecordsView {
  const summary = summaryOf(entries)
  return {
    ...CLOSED_VIEW,
    ready: true,
    rev: 10,
    summary,
    recent,
    waiting: entries.filter((entry) => summary.waiting.some((item) => item.id === entry.id)),
    all: whole ? entries : null,
    deletions: whole ? [] : null,
  }
}

/** A change of the view to `after` (the whole journal after it), writing `put`. */
function changeTo(after: Entry[], put: Entry[], deleted: Entry[] = [], undeleted: string[] = []) {
  return {
    rev: 11,
    gamification: INITIAL_GAMIFICATION_STATE,
    summary: summaryOf(after),
    put,
    deleted: deleted.map((entry) => deletedEntryOf(entry)),
    undeleted,
  }
}

describe('withChanges', () => {
  const [a, b, c] = [entryAt(1, 0), entryAt(2, 5), entryAt(3, 10)] as [Entry, Entry, Entry]

  it('keeps the list in time order, whatever the order of the changes', () => {
    expect(ids(withChanges([], [c, a, b], new Set()))).toEqual(['001', '002', '003'])
    expect(ids(withChanges([a, c], [b], new Set()))).toEqual(['001', '002', '003'])
    expect(ids(withChanges([b, c], [a], new Set()))).toEqual(['001', '002', '003'])
    expect(ids(withChanges([a, b], [c], new Set()))).toEqual(['001', '002', '003'])
  })

  it('orders entries of the same time by id', () => {
    const same = [entryAt(9, 5), entryAt(4, 5), entryAt(7, 5)]
    expect(ids(withChanges([a], same, new Set()))).toEqual(['001', '004', '007', '009'])
  })

  it('replaces an entry of the same id, at its time', () => {
    const later = { ...a, timestamp: new Date(START + 7 * 60_000).toISOString(), context: 'Home' }
    const result = withChanges([a, b, c], [later], new Set())
    expect(ids(result)).toEqual(['002', '001', '003'])
    expect(result[1]).toBe(later)
  })

  it('takes removed ids out, and leaves the list it was given alone', () => {
    const list = [a, b, c]
    expect(ids(withChanges(list, [], new Set([b.id])))).toEqual(['001', '003'])
    expect(ids(withChanges(list, [b], new Set([b.id])))).toEqual(['001', '002', '003'])
    expect(ids(list)).toEqual(['001', '002', '003'])
  })
})

describe('withAdded', () => {
  const list = Array.from({ length: 9 }, (_, i) => entryAt(i + 1, i * 10))

  it('puts new entries where withChanges puts them, newest or earlier, leaving the list alone', () => {
    const cases = [
      [entryAt(100, 200)],
      [entryAt(101, -5)],
      [entryAt(102, 45), entryAt(103, 45), entryAt(104, 0)],
      [entryAt(105, 30)],
    ]
    for (const added of cases) {
      expect(withAdded(list, added)).toEqual(withChanges(list, added, new Set()))
    }
    expect(withAdded([], cases[2] as Entry[])).toEqual(
      withChanges([], cases[2] as Entry[], new Set()),
    )
    expect(list).toHaveLength(9)
  })

  it('is how a fresh check-in joins the whole journal in applyChange', () => {
    const next = entryAt(100, 45)
    const view = viewOf(list, true)
    const fresh = applyChange(view, { ...changeTo([...list, next], [next]), fresh: true })
    expect(fresh).toEqual(applyChange(view, changeTo([...list, next], [next])))
    expect(fresh.all?.[5]).toBe(next)
  })
})

describe('onlyAddedAfter', () => {
  const list = [entryAt(1, 0), entryAt(2, 10), entryAt(3, 20)]
  const fresh = (view: RecordsView, put: Entry[]) =>
    applyChange(view, { ...changeTo([...view.all!, ...put], put), fresh: true })

  it('says so of check-ins added after the newest, through several versions', () => {
    const view = viewOf(list, true)
    const once = fresh(view, [entryAt(4, 30)])
    const twice = fresh(once, [entryAt(5, 40), entryAt(6, 50)])
    expect(onlyAddedAfter(view.all!, once.all!)).toBe(true)
    expect(onlyAddedAfter(view.all!, twice.all!)).toBe(true)
    expect(onlyAddedAfter(once.all!, view.all!)).toBe(false)
  })

  it('does not of a check-in added before the newest, or of an entry replaced or removed', () => {
    const view = viewOf(list, true)
    expect(onlyAddedAfter(view.all!, fresh(view, [entryAt(4, 15)]).all!)).toBe(false)
    const edited = { ...list[0]!, description: 'edited' }
    const replaced = applyChange(view, changeTo([edited, ...list.slice(1)], [edited]))
    expect(onlyAddedAfter(view.all!, fresh(replaced, [entryAt(4, 30)]).all!)).toBe(false)
    const removed = applyChange(view, changeTo(list.slice(1), [], [list[0]!]))
    expect(onlyAddedAfter(view.all!, removed.all!)).toBe(false)
    // An equal list the view did not make from it.
    expect(onlyAddedAfter(view.all!, [...list, entryAt(4, 30)])).toBe(false)
  })
})

describe('outcomesByXpIn', () => {
  // Outcomes whose words were removed after they earned their XP.
  const byXp = (n: number, minute: number): Entry => ({ ...entryAt(n, minute), outcomeXp: 15 })
  const list = [entryAt(1, 0), byXp(2, 5), entryAt(3, 10), byXp(4, 15)]

  it('counts them, and carries the count as check-ins are added, as a count again would', () => {
    const view = viewOf(list, true)
    expect(outcomesByXpIn(view.all!)).toBe(2)
    const added = [byXp(5, 20), entryAt(6, 25)]
    const next = applyChange(view, { ...changeTo([...list, ...added], added), fresh: true })
    expect(outcomesByXpIn(next.all!)).toBe(3)
    expect(outcomesByXpIn(next.all!)).toBe(next.all!.filter((entry) => entry.outcomeXp).length)
    // A change that replaces an entry is counted again.
    const cleared = { ...(next.all![5] as Entry), outcomeXp: 15 }
    const after = applyChange(next, changeTo([...list, added[0]!, cleared], [cleared]))
    expect(outcomesByXpIn(after.all!)).toBe(4)
  })
})

describe('applyChange', () => {
  it('adds a check-in to the whole journal and to the newest entries', () => {
    const [a, b] = [entryAt(1, 0), entryAt(2, 5)]
    const view = applyChange(viewOf([a], true), changeTo([a, b], [b]))
    expect(ids(view.all)).toEqual(['001', '002'])
    expect(ids(view.recent)).toEqual(['001', '002'])
    expect(view).toMatchObject({ rev: 11, summary: { entries: 2 } })
  })

  it('keeps only the newest RECENT entries once the whole journal is known', () => {
    const entries = Array.from({ length: RECENT }, (_, i) => entryAt(i + 1, i))
    const next = entryAt(RECENT + 1, RECENT)
    const view = applyChange(viewOf(entries, true), changeTo([...entries, next], [next]))
    expect(view.all).toHaveLength(RECENT + 1)
    expect(view.recent).toHaveLength(RECENT)
    expect(view.recent[0]).toBe(entries[1])
    expect(view.recent.at(-1)).toBe(next)
  })

  it('without the whole journal, leaves an older entry changed elsewhere out of the newest', () => {
    const entries = Array.from({ length: RECENT + 5 }, (_, i) => entryAt(i + 1, i))
    const newest = entries.slice(-RECENT)
    const old = { ...(entries[0] as Entry), context: 'Changed in another tab' }
    const fresh = entryAt(900, 1000)
    const view = applyChange(viewOf(entries, false, newest), changeTo(entries, [old, fresh]))
    expect(view.all).toBeNull()
    expect(view.recent.map((entry) => entry.id)).toEqual([...newest, fresh].map((e) => e.id))
  })

  it('without the whole journal, keeps every entry while fewer than RECENT are known', () => {
    const [a, b] = [entryAt(1, 0), entryAt(2, 5)]
    const older = entryAt(3, -60)
    const view = applyChange(viewOf([a, b], false), changeTo([older, a, b], [older]))
    expect(ids(view.recent)).toEqual(['003', '001', '002'])
  })

  it('takes a deleted entry out, and keeps its record once deletions are known', () => {
    const [a, b] = [entryAt(1, 0), entryAt(2, 5)]
    const whole = applyChange(viewOf([a, b], true), changeTo([b], [], [a]))
    expect(ids(whole.all)).toEqual(['002'])
    expect(ids(whole.recent)).toEqual(['002'])
    expect(whole.deletions).toEqual([deletedEntryOf(a)])
    const partial = applyChange(viewOf([a, b], false), changeTo([b], [], [a]))
    expect(ids(partial.recent)).toEqual(['002'])
    expect(partial.deletions).toBeNull()
  })

  it('forgets the deletion record of an entry put back', () => {
    const [a, b] = [entryAt(1, 0), entryAt(2, 5)]
    const view = { ...viewOf([b], true), deletions: [deletedEntryOf(a)] }
    const after = applyChange(view, changeTo([a, b], [a], [], [a.id]))
    expect(ids(after.all)).toEqual(['001', '002'])
    expect(after.deletions).toEqual([])
  })

  it('keeps the decisions waiting for an outcome as the summary lists them', () => {
    const decided = entryAt(1, 0, { willIgnore: 'yes', decision: 'Sign the lease' })
    const other = entryAt(2, 5)
    const view = viewOf([decided, other], false)
    expect(ids(view.waiting)).toEqual(['001'])
    // A second decision joins the waiting ones, oldest first.
    const second = entryAt(3, 10, { decision: 'Call Sam' })
    const more = applyChange(view, changeTo([decided, other, second], [second]))
    expect(ids(more.waiting)).toEqual(['001', '003'])
    // A check-in that is no decision leaves them as they are (the same list: nothing redrawn).
    const plain = entryAt(4, 15)
    expect(applyChange(more, changeTo([decided, other, second, plain], [plain])).waiting).toBe(
      more.waiting,
    )
    // An outcome logged takes it out; the changed entry is the one kept.
    const done = { ...decided, consequence: 'Signed', consequenceDate: decided.timestamp }
    const fewer = applyChange(more, changeTo([done, other, second], [done]))
    expect(ids(fewer.waiting)).toEqual(['003'])
    // Deleted, it goes too.
    const none = applyChange(fewer, changeTo([done, other], [], [second]))
    expect(none.waiting).toEqual([])
  })
})

describe('the first check-in known', () => {
  it('moves earlier with an older entry written (an import), never later, and stays on delete', () => {
    const first = entryAt(1, 600)
    const view = { ...viewOf([first], false), firstAt: START + 600 * 60_000 }
    const change = (put: Entry[], deleted: Entry[] = []) =>
      applyChange(view, {
        rev: 11,
        gamification: INITIAL_GAMIFICATION_STATE,
        summary: summaryOf([first, ...put]),
        put,
        deleted: deleted.map((entry) => deletedEntryOf(entry)),
        undeleted: [],
      }).firstAt
    expect(change([entryAt(2, 900)])).toBe(START + 600 * 60_000)
    expect(change([entryAt(3, 900), entryAt(4, 60)])).toBe(START + 60 * 60_000)
    expect(change([], [first])).toBe(START + 600 * 60_000)
  })
})
