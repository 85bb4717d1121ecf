import {
  addDays,
  localDay,
  zonedInstant,
  type CoachEntry,
  type CoachType,
  type Entry,
  type GutFeeling,
  type GutStrength,
  type OwnVerdict,
  type VoiceLabel,
  type WillIgnore,
} from '@hara/core'
import type { Condition } from '../src/stats/claims'

/**
 * The eval's journals (ADR 0022) are written as people write them: a check-in at a local time
 * on a day of their own calendar, in their own time zone, with what they wrote and, for each
 * outcome, how it really went (`went`), as the person who wrote it would say. The checker
 * counts from `went`, never from the engine's reading of the words.
 */

/** How an outcome really went: good, bad, mixed, or not known yet. */
export type Went = 'good' | 'bad' | 'mixed' | 'open'

export interface EvalEntry extends CoachEntry {
  /** The truth about the outcome, when one is logged. */
  went?: Went
}

/** A finding a careful coach must make, as the check-ins it counts (and, of them, the hits). */
export interface Planted {
  /** What it is, in a few words, for the report. */
  what: string
  /** The answers it must appear in. */
  in: readonly CoachType[]
  /** Counted as a claim: the same check-ins (n) and hits (k) as these conditions select. */
  among?: Condition
  hits?: Condition
  /** And/or said in words. */
  says?: RegExp
  /**
   * It must come first: in the answer's first piece (the first pattern card, the focus), before
   * any broader finding it sits inside.
   */
  first?: true
  /** A pattern that shows only when two factors are read together (reported as such). */
  across?: true
  /**
   * Instead: nothing across factors may be claimed in these answers (a journal where no two
   * factors together tell anything the rest of it does not).
   */
  nothingAcross?: true
  /** Instead: nothing may be claimed about a strength in these answers (it means nothing here). */
  nothingByStrength?: true
}

/** A claim a careful coach must not make on this journal. */
export interface MustNot {
  in: readonly CoachType[]
  pattern: RegExp
  why: string
}

export interface EvalJournal {
  id: string
  who: string
  timeZone: string
  entries: EvalEntry[]
  planted: Planted[]
  mustNot: MustNot[]
}

/** Writes a journal in one time zone, day by day from a first day. */
export function journalIn(timeZone: string, firstDay: string) {
  const at = (day: number, time: string) =>
    new Date(zonedInstant(addDays(firstDay, day), time, timeZone)).toISOString()

  const tap = (
    day: number,
    time: string,
    fields: {
      context: string
      note?: string
      said: string
      body: string
      gut: GutFeeling
      ignore: WillIgnore
      decision?: string
      outcome?: [string, Went]
      strength?: GutStrength
      /** The person's own answer to "Was your gut right?". */
      verdict?: OwnVerdict
    },
  ): EvalEntry => ({
    mode: 'tap',
    timestamp: at(day, time),
    timeZone,
    context: fields.context,
    customNote: fields.note,
    description: fields.said,
    bodySensation: fields.body,
    gutFeeling: fields.gut,
    willIgnore: fields.ignore,
    decision: fields.decision ?? null,
    consequence: fields.outcome?.[0] ?? null,
    went: fields.outcome?.[1],
    ...(fields.strength ? { strength: fields.strength } : {}),
    ...(fields.verdict ? { ownVerdict: fields.verdict } : {}),
  })

  const voice = (
    day: number,
    time: string,
    fields: {
      transcript: string
      label: VoiceLabel
      gut?: GutFeeling
      ignore?: WillIgnore
      outcome?: [string, Went]
    },
  ): EvalEntry => ({
    mode: 'voice',
    timestamp: at(day, time),
    timeZone,
    transcript: fields.transcript,
    label: fields.label,
    aiInsights: '',
    gutFeeling: fields.gut,
    willIgnore: fields.ignore,
    consequence: fields.outcome?.[0] ?? null,
    went: fields.outcome?.[1],
  })

  return { tap, voice }
}

/** The journal as the device stores it, so the device's own item builders can run on it. */
export function storedEntries(entries: readonly EvalEntry[]): Entry[] {
  return entries.map((e, i) => {
    const common = {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      timestamp: e.timestamp,
      day: localDay(Date.parse(e.timestamp), e.timeZone ?? 'UTC'),
      timeZone: e.timeZone ?? 'UTC',
      xp: e.willIgnore === 'no' ? 10 : 5,
      consequence: e.consequence ?? null,
      consequenceDate: e.consequence ? e.timestamp : null,
      ...(e.ownVerdict ? { ownVerdict: e.ownVerdict } : {}),
    }
    return e.mode === 'voice'
      ? {
          ...common,
          mode: 'voice',
          transcript: e.transcript ?? '',
          label: e.label ?? 'unclear',
          wantsResponse: false,
          aiInsights: e.aiInsights ?? '',
          gutFeeling: e.gutFeeling,
          willIgnore: e.willIgnore,
        }
      : {
          ...common,
          mode: 'tap',
          context: e.context ?? 'Other',
          customNote: e.customNote,
          description: e.description ?? '',
          bodySensation: e.bodySensation ?? '',
          gutFeeling: e.gutFeeling ?? 'pause',
          willIgnore: e.willIgnore ?? 'not-sure',
          decision: e.decision ?? null,
          needsFollowUp: Boolean(e.decision?.trim()),
          ...(e.strength ? { strength: e.strength } : {}),
        }
  })
}

/** The entry as the device sends it to the coach (no truth attached). */
export function asSent({ went: _went, ...entry }: EvalEntry): CoachEntry {
  return entry
}
