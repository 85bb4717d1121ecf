import type { GutFeeling } from '@hara/core'
import type { Slice } from './claims'
import { outcomeOf, slotOf, weekdayOf, type EntryFacts } from './entry-facts'
import { addTo, emptyRecord, type PathRecord } from './record'
import type { TimeSlot } from './time-of-day'

/**
 * Cross-factor mining: every combination of up to three of context, time of day (in the
 * entry's own zone), the gut's answer and the body signal, and the day of the week (in the
 * entry's own zone) with at most one of those, with what was answered (honored, ignored, not
 * sure) and how it turned out on each path. One pass over the journal groups the check-ins by
 * all five factors; every smaller combination is summed from those groups, keyed by a number,
 * so ten thousand entries cost a few milliseconds. Findings are then read from the cells.
 */

export interface Cell {
  slice: Slice
  /** How many factors the slice names (0 for the whole journal). */
  factors: number
  record: PathRecord
  /** A fingerprint of its answered check-ins: equal fingerprints, the same check-ins. */
  sig: number
}

export interface Mined {
  cells: Cell[]
  /** The answered check-ins of a slice, as positions in the facts mined. */
  membersOf(slice: Slice): number[]
}

/** A well-mixed 32-bit hash of an entry's position, for fingerprints. */
function hashOf(i: number): number {
  let h = Math.imul(i + 1, 0x9e3779b1)
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  return (h ^ (h >>> 13)) >>> 0
}

const SLOTS: readonly TimeSlot[] = ['morning', 'afternoon', 'evening', 'night']
const FEELINGS: readonly GutFeeling[] = ['yes', 'no', 'pause']

const CONTEXT = 1
const SLOT = 2
const FEELING = 4
const SIGNAL = 8
const WEEKDAY = 16

const bits = (mask: number) =>
  (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1) + ((mask >> 4) & 1)

/**
 * Every set of at most three of the first four factors, and the weekday alone or with one of
 * them (a day of the week splits the journal in seven: three factors with it would leave a
 * check-in or two a cell); the empty set (the whole journal) first.
 */
const MASKS = Array.from({ length: 32 }, (_, mask) => mask).filter((mask) =>
  mask & WEEKDAY ? bits(mask) <= 2 : bits(mask) <= 3,
)

/** Distinct names, case-insensitively, each with a number and its first spelling. */
class Names {
  private readonly ids = new Map<string, number>()
  readonly names: string[] = []
  find(name: string): number | undefined {
    return this.ids.get(name.toLowerCase())
  }
  idOf(name: string): number {
    const key = name.toLowerCase()
    let id = this.ids.get(key)
    if (id === undefined) {
      id = this.names.length
      this.ids.set(key, id)
      this.names.push(name)
    }
    return id
  }
}

/**
 * Room for this many distinct contexts and signals in a key (more share the last number): a
 * key per factor set stays an integer well within a double's exact range (under 2^33).
 */
const ROOM = 8192

/** The check-ins sharing all four factors: one per combination met, in order of first use. */
interface Atom {
  first: EntryFacts
  c: number
  s: number
  fe: number
  g: number
  w: number
  record: PathRecord
  sig: number
}

/** Adds one record's counts and fingerprints to another. */
function merge(into: PathRecord, from: PathRecord) {
  for (const path of ['honored', 'ignored', 'notSure'] as const) {
    const a = into[path]
    const b = from[path]
    a.total += b.total
    a.good += b.good
    a.bad += b.bad
    a.judgedSig ^= b.judgedSig
  }
}

export function mine(facts: readonly EntryFacts[]): Mined {
  const contexts = new Names()
  const signals = new Names()
  // Each entry's factors as numbers (-1: none; -2: not answered), to find a slice's members.
  const ids = {
    context: new Int32Array(facts.length).fill(-2),
    slot: new Int8Array(facts.length),
    feeling: new Int8Array(facts.length),
    signal: new Int32Array(facts.length),
    weekday: new Int8Array(facts.length),
  }

  // One pass over the journal fills a group per combination of all four factors met (a few
  // hundred in a journal of thousands, never more than its entries); the cells of every
  // smaller set of factors are then summed from those groups, not from the entries again.
  const atoms = new Map<number, Atom>()
  for (let i = 0; i < facts.length; i++) {
    const f = facts[i]!
    if (f.answer === null) continue
    const hash = hashOf(i)
    const c = Math.min(contexts.idOf(f.context), ROOM - 1)
    const s = SLOTS.indexOf(slotOf(f))
    const fe = f.feeling === null ? -1 : FEELINGS.indexOf(f.feeling)
    const g = f.signal === null ? -1 : Math.min(signals.idOf(f.signal), ROOM - 1)
    const w = weekdayOf(f)
    ids.context[i] = c
    ids.slot[i] = s
    ids.feeling[i] = fe
    ids.signal[i] = g
    ids.weekday[i] = w
    const key = (((c * 4 + s) * 4 + fe + 1) * (ROOM + 1) + g + 1) * 7 + w
    let atom = atoms.get(key)
    if (!atom) atoms.set(key, (atom = { first: f, c, s, fe, g, w, record: emptyRecord(), sig: 0 }))
    atom.sig ^= hash
    addTo(atom.record, f.answer, f.hasOutcome ? outcomeOf(f).valence : 'unknown', hash)
  }

  const cells = MASKS.map(() => new Map<number, Cell>())
  for (const { first: f, c, s, fe, g, w, record, sig } of atoms.values()) {
    for (let m = 0; m < MASKS.length; m++) {
      const mask = MASKS[m]!
      if (mask & FEELING && fe < 0) continue
      if (mask & SIGNAL && g < 0) continue
      const key =
        ((((mask & CONTEXT ? c : 0) * 4 + (mask & SLOT ? s : 0)) * 4 + (mask & FEELING ? fe : 0)) *
          ROOM +
          (mask & SIGNAL ? g : 0)) *
          7 +
        (mask & WEEKDAY ? w : 0)
      const byKey = cells[m]!
      let cell = byKey.get(key)
      if (!cell) {
        const slice: Slice = {}
        if (mask & CONTEXT) slice.context = f.context
        if (mask & SLOT) slice.slot = SLOTS[s]
        if (mask & FEELING) slice.feeling = FEELINGS[fe]
        if (mask & SIGNAL) slice.signal = f.signal!
        if (mask & WEEKDAY) slice.weekday = weekdayOf(f)
        cell = { slice, factors: bits(mask), record: emptyRecord(), sig: 0 }
        byKey.set(key, cell)
      }
      cell.sig ^= sig
      merge(cell.record, record)
    }
  }
  const membersOf = (slice: Slice): number[] => {
    const want = {
      context: slice.context === undefined ? null : (contexts.find(slice.context) ?? -3),
      slot: slice.slot === undefined ? null : SLOTS.indexOf(slice.slot),
      feeling: slice.feeling === undefined ? null : FEELINGS.indexOf(slice.feeling),
      signal: slice.signal === undefined ? null : (signals.find(slice.signal) ?? -3),
      weekday: slice.weekday ?? null,
    }
    const members: number[] = []
    for (let i = 0; i < facts.length; i++) {
      if (ids.context[i] === -2) continue
      if (want.context !== null && ids.context[i] !== want.context) continue
      if (want.slot !== null && ids.slot[i] !== want.slot) continue
      if (want.feeling !== null && ids.feeling[i] !== want.feeling) continue
      if (want.signal !== null && ids.signal[i] !== want.signal) continue
      if (want.weekday !== null && ids.weekday[i] !== want.weekday) continue
      members.push(i)
    }
    return members
  }
  return { cells: withoutUniversal(cells.flatMap((byKey) => [...byKey.values()])), membersOf }
}

/**
 * Leaves out cells naming a factor every answered check-in shares (all before noon, all a
 * "no"): it tells nothing, and the same cell without it says the same.
 */
function withoutUniversal(cells: Cell[]): Cell[] {
  const whole = cells.find((c) => c.factors === 0)
  if (!whole) return cells
  const universal = cells.filter((c) => c.factors === 1 && total(c) === total(whole))
  if (universal.length === 0) return cells
  return cells.filter((c) => c.factors === 0 || !universal.some((u) => narrows(c.slice, u.slice)))
}

const total = (c: Cell) => c.record.honored.total + c.record.ignored.total + c.record.notSure.total

/** Whether `inner` names every factor of `outer` with the same value (and maybe more). */
export function narrows(inner: Slice, outer: Slice): boolean {
  const same = (a: string | undefined, b: string | undefined) =>
    b === undefined || (a !== undefined && a.toLowerCase() === b.toLowerCase())
  return (
    same(inner.context, outer.context) &&
    same(inner.slot, outer.slot) &&
    same(inner.feeling, outer.feeling) &&
    same(inner.signal, outer.signal) &&
    (outer.weekday === undefined || inner.weekday === outer.weekday) &&
    (outer.strength === undefined || inner.strength === outer.strength)
  )
}

/** Whether one of the slices narrows the other. */
export const nested = (a: Slice, b: Slice) => narrows(a, b) || narrows(b, a)
