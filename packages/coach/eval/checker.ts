import type { CoachType } from '@hara/core'
import type { CoachAnswer } from '../src/engine'
import type { Claim, Slice } from '../src/stats/claims'
import type { EvalEntry } from './kit'
import { honoringHasCost, recount, select } from './truth'
import type { SignalRow, Unit } from './units'
import {
  contextNames,
  DISCOURAGES,
  ENCOURAGES,
  FRAMED_AS_EARLY,
  GENERALIZING,
  namesSlice,
  PATTERN_CLAIM,
  signalNames,
  SLOT_NAMES,
  verbProblems,
  WARNS,
  WEEKDAY_NAMES,
} from './vocabulary'

/**
 * The contradiction checker (ADR 0022). For one journal and the engine's answers to it, it
 * reports every claim the journal contradicts:
 * - a claim whose counts differ from the journal's, counted again from the truth;
 * - a claim whose words are not in the answer, do not show its numbers, misname the answer
 *   ("ignored" for "not sure") or the outcome, or leave out a factor it counts by;
 * - a number in the answer that no claim backs;
 * - "most", "usually", "always", "track record"… from fewer than three check-ins, and a pattern
 *   of outcomes from fewer than three unless framed as an early sign or "so far";
 * - advice to honor the gut where following it went badly as often as well or more, and not
 *   following it went no worse;
 * - a body signal named in a warning that never came with the moments warned about;
 * - two answers encouraging and discouraging honoring about the same check-ins.
 */

export interface Produced {
  type: CoachType
  answer: CoachAnswer
  claims: Claim[]
  units: Unit[]
}

export interface Contradiction {
  type: CoachType
  where: string
  problem: string
}

const numbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number)

/** The numbers a claim's words must show, in order. */
function shown(c: Claim): number[] {
  return c.shows === 'k-of-n' ? [c.k, c.n] : c.shows === 'k' ? [c.k] : [c.n]
}

function showsInOrder(words: string, wanted: number[]): boolean {
  const found = numbers(words)
  let at = 0
  for (const n of found) if (n === wanted[at]) at += 1
  return at === wanted.length
}

/**
 * The claims a unit states: those whose words are in it, and under a heading (a signal's
 * insight) only those about that signal, since the same words ("Showed up 2 times") may stand
 * under several.
 */
const claimsInUnit = (unit: Unit, claims: readonly Claim[]) =>
  claims.filter(
    (c) =>
      unit.text.toLowerCase().includes(c.words.toLowerCase()) &&
      (!unit.heading || c.among.signal?.toLowerCase() === unit.heading.toLowerCase()),
  )

const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim() !== '')

function sliceOf(c: Claim | undefined): Slice | null {
  if (!c) return null
  const { context, slot, feeling, signal, weekday, strength } = c.among
  return { context, slot, feeling, signal, weekday, strength }
}

/**
 * The part of the journal a unit speaks about: that of its first claim (a finding states its
 * main claim first; a contrast comes after), else what the unit names.
 */
function subjectOf(unit: Unit, claims: Claim[], entries: readonly EvalEntry[]): Slice {
  const text = unit.text.toLowerCase()
  const main = [...claims].sort(
    (a, b) => text.indexOf(a.words.toLowerCase()) - text.indexOf(b.words.toLowerCase()),
  )[0]
  const fromClaim = sliceOf(main)
  if (fromClaim) return fromClaim
  const lower = unit.text.toLowerCase()
  const subject: Slice = {}
  const contexts = new Set(entries.map((e) => e.context).filter((c): c is string => !!c))
  for (const context of contexts) {
    if (contextNames(context).some((n) => lower.includes(n))) subject.context = context
  }
  for (const signal of new Set(entries.map((e) => e.bodySensation).filter(Boolean))) {
    if (signalNames(signal!).some((n) => lower.includes(n))) subject.signal = signal!
  }
  for (const [slot, names] of Object.entries(SLOT_NAMES)) {
    if (names.some((n) => lower.includes(n))) subject.slot = slot as Slice['slot']
  }
  WEEKDAY_NAMES.forEach((name, day) => {
    if (lower.includes(name)) subject.weekday = day as Slice['weekday']
  })
  const feeling = /\b(?:a|your) (yes|no|pause)\b/.exec(lower)?.[1]
  if (feeling) subject.feeling = feeling as Slice['feeling']
  return subject
}

/**
 * The sentences of the answer that state a claim, each with its unit's heading (the same words
 * may stand in several units, such as two signals' insights).
 */
function sentencesOf(c: Claim, units: readonly Unit[]): string[] {
  const words = c.words.toLowerCase()
  const found: string[] = []
  for (const unit of units) {
    const text = unit.text.toLowerCase()
    for (let at = text.indexOf(words); at !== -1; at = text.indexOf(words, at + 1)) {
      const stop = text.lastIndexOf('. ', at)
      const start = Math.max(stop === -1 ? 0 : stop + 2, text.lastIndexOf('\n', at) + 1)
      const ends = ['. ', '? ', '\n']
        .map((e) => text.indexOf(e, at + words.length))
        .filter((i) => i >= 0)
      const end = ends.length > 0 ? Math.min(...ends) : text.length
      found.push(`${unit.heading ?? ''} ${unit.text.slice(start, end)}`)
    }
  }
  return found
}

/** What is wrong with how a claim is said, in the sentence that says it best. */
function wordingProblems(c: Claim, units: readonly Unit[]): string[] | null {
  const options = sentencesOf(c, units).map((sentence) => [
    ...verbProblems(c.words, sentence, c.among, c.hits),
    ...[...namesSlice(sentence, c.among), ...namesSlice(sentence, c.hits)].map(
      (m) => `does not name the ${m} it counts by`,
    ),
  ])
  if (options.length === 0) return null
  return options.sort((a, b) => a.length - b.length)[0]!
}

const keyOf = (s: Slice) =>
  [s.context, s.slot, s.feeling, s.signal, s.weekday, s.strength]
    .map((v) => String(v ?? '').toLowerCase())
    .join('|')

export function check(
  entries: readonly EvalEntry[],
  produced: readonly Produced[],
): Contradiction[] {
  const out: Contradiction[] = []
  const directions = new Map<string, { sign: 1 | -1; where: string }[]>()
  for (const { type, claims, units, answer } of produced) {
    const say = (where: string, problem: string) => out.push({ type, where, problem })
    for (const c of claims) {
      const where = `“${c.words}”`
      const truth = recount(entries, c.among, c.hits)
      if (truth.k !== c.k || truth.n !== c.n) {
        say(where, `claims ${c.k} of ${c.n}; the journal has ${truth.k} of ${truth.n}`)
      }
      if (!showsInOrder(c.words, shown(c))) say(where, `does not show ${shown(c).join(' of ')}`)
      const problems = wordingProblems(c, units)
      if (!problems) say(where, 'not in the answer')
      for (const p of problems ?? []) say(where, p)
    }
    for (const unit of units) {
      const inUnit = claimsInUnit(unit, claims)
      if (unit.numbersBacked) unbackedNumbers(unit, inUnit, say)
      evidenceWords(unit, inUnit, say)
      const subject = subjectOf(unit, inUnit, entries)
      advice(unit, subject, entries, say)
      const list = directions.get(keyOf(subject)) ?? []
      if (ENCOURAGES.test(unit.text)) list.push({ sign: 1, where: `${type}, ${unit.label}` })
      if (DISCOURAGES.test(unit.text)) list.push({ sign: -1, where: `${type}, ${unit.label}` })
      directions.set(keyOf(subject), list)
    }
    numericFields(answer, entries, say)
  }
  for (const list of directions.values()) {
    const up = list.find((d) => d.sign === 1)
    const down = list.find((d) => d.sign === -1)
    if (up && down) {
      out.push({
        type: 'pattern_analysis',
        where: `${up.where} / ${down.where}`,
        problem:
          'one encourages honoring, the other says honoring has not paid off, about the same check-ins',
      })
    }
  }
  return out
}

type Say = (where: string, problem: string) => void

function unbackedNumbers(unit: Unit, claims: Claim[], say: Say) {
  let rest = unit.text.toLowerCase()
  for (const c of claims) rest = rest.split(c.words.toLowerCase()).join(' ')
  rest = rest.replace(/“[^”]*”/g, ' ').replace(/\b\d{1,2} ?(am|pm)\b/g, ' ')
  const left = numbers(rest)
  if (left.length > 0) say(unit.label, `numbers no claim backs: ${left.join(', ')}`)
}

function evidenceWords(unit: Unit, claims: Claim[], say: Say) {
  const early = FRAMED_AS_EARLY.test(unit.text)
  const thin = (list: Claim[]) => list.length === 0 || list.some((c) => c.n < 3)
  for (const sentence of sentences(unit.text)) {
    const own = claims.filter((c) => sentence.toLowerCase().includes(c.words.toLowerCase()))
    const basis = own.length > 0 ? own : claims
    const general = GENERALIZING.exec(sentence)
    if (general && thin(basis)) {
      say(unit.label, `“${general[0]}” from fewer than three check-ins: “${sentence.trim()}”`)
    }
    const findingUnit = unit.type !== 'signals_analysis' && unit.type !== 'trust_analysis'
    const thinShare = own.find((c) => c.shows === 'k-of-n' && c.n < 3)
    if (findingUnit && thinShare && !FRAMED_AS_EARLY.test(sentence)) {
      say(
        unit.label,
        `a finding from ${thinShare.n} check-ins, not framed as an early sign: “${sentence.trim()}”`,
      )
    }
    const pattern = PATTERN_CLAIM.exec(sentence)
    if (pattern && thin(basis) && !early && !FRAMED_AS_EARLY.test(sentence)) {
      say(unit.label, `“${pattern[0]}” from fewer than three check-ins, not framed as early`)
    }
  }
  const shares = claims.filter((c) => c.shows === 'k-of-n')
  if ((unit.type === 'pattern_analysis' || unit.type === 'daily_focus') && shares.length > 0) {
    if (shares.every((c) => c.n < 3) && !early) {
      say(unit.label, 'every count is under three, and it is not framed as an early sign')
    }
  }
}

function advice(unit: Unit, subject: Slice, entries: readonly EvalEntry[], say: Say) {
  const encourages = ENCOURAGES.exec(unit.text)
  if (encourages) {
    const cost = honoringHasCost(entries, subject)
    if (cost) say(unit.label, `encourages honoring (“${encourages[0]}”) where ${cost}`)
  }
  // A warning is a sentence that warns; a body signal it names must have come with the
  // moments warned about (the subject's not-followed check-ins).
  const warned = select(entries, { ...subject, path: 'not-honored' })
  const signals = new Set(entries.map((e) => e.bodySensation).filter((s): s is string => !!s))
  for (const sentence of sentences(unit.text)) {
    if (!WARNS.test(sentence)) continue
    const lower = sentence.toLowerCase()
    for (const signal of signals) {
      if (subject.signal?.toLowerCase() === signal.toLowerCase()) continue
      if (!signalNames(signal).some((n) => lower.includes(n))) continue
      const came = warned.some((e) => e.bodySensation?.toLowerCase() === signal.toLowerCase())
      if (!came) {
        say(
          unit.label,
          `names ${signal} in a warning, but it never came with the moments warned about`,
        )
      }
    }
  }
}

/** The numbers outside the prose: trust's shares, each signal's counts and accuracy. */
function numericFields(answer: CoachAnswer, entries: readonly EvalEntry[], say: Say) {
  if (answer.kind !== 'json') return
  const body = answer.body as Record<string, unknown>
  if (answer.type === 'trust_analysis' && 'honoredPercentage' in body) {
    const t = recount(entries, { path: 'answered' }, { path: 'honored' })
    const expected = t.n === 0 ? 0 : Math.round((t.k / t.n) * 100)
    if (body.honoredPercentage !== expected) {
      say('honoredPercentage', `is ${String(body.honoredPercentage)}; the journal has ${expected}`)
    }
  }
  if (answer.type === 'signals_analysis' && 'signals' in body) {
    for (const row of body.signals as SignalRow[]) {
      const seen = recount(entries, { signal: row.signal }, {})
      const right = recount(
        entries,
        { signal: row.signal, outcome: 'gut-judged' },
        { outcome: 'gut-right' },
      )
      const accuracy = right.n === 0 ? null : Math.round((right.k / right.n) * 100)
      if (row.appearances !== seen.n)
        say(`signal ${row.signal}`, `appearances ${row.appearances} ≠ ${seen.n}`)
      if (row.judged !== right.n) say(`signal ${row.signal}`, `judged ${row.judged} ≠ ${right.n}`)
      if (row.accuracy !== accuracy)
        say(`signal ${row.signal}`, `accuracy ${row.accuracy} ≠ ${accuracy}`)
    }
  }
}
