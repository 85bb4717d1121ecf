import { localDay } from '../time/calendar-day'
import { toEpochMs, toIsoString, type Instant } from '../time/instant'
import {
  GUT_FEELINGS,
  GUT_STRENGTHS,
  VOICE_LABELS,
  WILL_IGNORE_ANSWERS,
  entryTimeMs,
  hasText,
  type Entry,
  type GutFeeling,
  type GutStrength,
  type VoiceLabel,
  type WillIgnore,
} from './entry-schema'
import { customNoteProblem } from './entry-words'
import { CUSTOM_CONTEXT } from './tap-category'
import { DETAIL_FIELDS } from './entry-stamps'

export { DETAIL_FIELDS, wasEdited } from './entry-stamps'

/**
 * Editing a check-in's answers after it was saved (ADR 0055): its category, body signal, gut
 * answer, honored or ignored, strength, a voice check-in's label, and the time it happened.
 * The words (description, decision, custom note, an outcome) are `withWords` (entry-words.ts).
 *
 * An edit never earns or takes XP: the entry keeps the `xp` it earned when it was saved, even
 * when honored becomes ignored or back. The time may move to any moment in the past, never into
 * the future and never after the entry's outcome was logged; the entry's `day` and `timeZone`
 * are then those of the new moment where the phone is now, as at save, so the streak and the
 * day's missions count the day it happened.
 *
 * Each change stamps `detailsEditedAt` (a merge takes the answers and time from the version
 * edited last, merge-entries.ts). The category and its custom note are words: a change of
 * category stamps `wordsEditedAt`, so it always travels with its note.
 */

/** The answers an edit may change; a field left out stays as it is. */
export interface EntryDetails {
  /** A tap check-in's category; 'Custom' takes `customNote`, any other drops it. */
  context?: string
  /** The custom category's words, with `context: 'Custom'`. */
  customNote?: string
  bodySensation?: string
  gutFeeling?: GutFeeling
  willIgnore?: WillIgnore
  /** null removes it. */
  strength?: GutStrength | null
  /** A voice check-in's label. */
  label?: VoiceLabel
  /** When it happened (ISO or epoch ms), in the past. */
  happenedAt?: string | number
}
export type EntryDetailsField = keyof EntryDetails

export type DetailsEdit =
  | { ok: true; entry: Entry | null }
  | { ok: false; field: EntryDetailsField; message: string }

/** Where and when the edit is made: the time zone fixes the new day, as at save. */
export interface EditContext {
  now: Instant
  timeZone: string
}

/** Which answers of `entry` can be edited. */
export function editableDetails(entry: Entry): Record<EntryDetailsField, boolean> {
  const tap = entry.mode === 'tap'
  return {
    context: tap,
    customNote: tap,
    bodySensation: tap,
    gutFeeling: tap || entry.gutFeeling !== undefined,
    willIgnore: tap || entry.willIgnore !== undefined,
    strength: true,
    label: !tap,
    happenedAt: true,
  }
}

type Refusal = Extract<DetailsEdit, { ok: false }>
const refuse = (field: EntryDetailsField, message: string): Refusal => ({
  ok: false,
  field,
  message,
})

function checkAnswers(details: EntryDetails): Refusal | null {
  const oneOf = (list: readonly string[], value: string | undefined | null) =>
    value === undefined || value === null || list.includes(value)
  if (details.context !== undefined && !hasText(details.context)) {
    return refuse('context', 'Choose a category.')
  }
  if (details.bodySensation !== undefined && !hasText(details.bodySensation)) {
    return refuse('bodySensation', 'Choose where you feel it.')
  }
  if (!oneOf(GUT_FEELINGS, details.gutFeeling)) return refuse('gutFeeling', 'Choose an answer.')
  if (!oneOf(WILL_IGNORE_ANSWERS, details.willIgnore)) {
    return refuse('willIgnore', 'Choose an answer.')
  }
  if (!oneOf(GUT_STRENGTHS, details.strength)) return refuse('strength', 'Choose a strength.')
  if (!oneOf(VOICE_LABELS, details.label)) return refuse('label', 'Choose a label.')
  return null
}

/** The new time as epoch ms, or why it cannot be taken. */
function newTime(entry: Entry, value: string | number, now: Instant): number | Refusal {
  const ms = typeof value === 'number' ? value : Date.parse(value)
  if (!Number.isFinite(ms) || ms < 0) return refuse('happenedAt', 'Choose a date and time.')
  if (ms > toEpochMs(now)) return refuse('happenedAt', 'Choose a time in the past.')
  if (entry.consequenceDate !== null && ms > Date.parse(entry.consequenceDate)) {
    return refuse('happenedAt', 'Choose a time before its outcome was logged.')
  }
  return ms
}

/** The category and its note as an edit leaves them, or why not. */
function categoryOf(
  entry: Entry & { mode: 'tap' },
  details: EntryDetails,
): { context: string; customNote?: string } | Refusal {
  const context = (details.context ?? entry.context).trim()
  if (context !== CUSTOM_CONTEXT) return { context }
  const note = (details.customNote ?? entry.customNote ?? '').trim()
  const problem = customNoteProblem(note)
  if (problem !== null) return refuse('customNote', problem)
  return { context, customNote: note }
}

/**
 * `entry` with the answers of `details`, stamped with the time of the edit (`at`) on the group
 * it changed; null when nothing changed; or why not (a field the entry cannot take, a time in
 * the future). XP, the outcome and the follow-up are kept as they are.
 */
export function withDetails(
  entry: Entry,
  details: EntryDetails,
  context: EditContext,
  at: string = toIsoString(context.now),
): DetailsEdit {
  const bad = checkAnswers(details)
  if (bad) return bad
  const editable = editableDetails(entry)
  for (const field of Object.keys(details) as EntryDetailsField[]) {
    if (details[field] !== undefined && !editable[field]) {
      return refuse(field, 'This check-in has nothing to edit there.')
    }
  }
  const next: Record<string, unknown> = { ...entry }
  const set = (field: string, value: unknown) => {
    if (value === undefined) return
    if (value === null && next[field] === undefined) return
    next[field] = value
  }
  let wordsChanged = false
  if (entry.mode === 'tap' && (details.context !== undefined || details.customNote !== undefined)) {
    const category = categoryOf(entry, details)
    if ('ok' in category) return category
    if (category.context !== entry.context || category.customNote !== entry.customNote) {
      next.context = category.context
      if (category.customNote === undefined) delete next.customNote
      else next.customNote = category.customNote
      wordsChanged = true
    }
  }
  set('bodySensation', details.bodySensation?.trim())
  set('gutFeeling', details.gutFeeling)
  set('willIgnore', details.willIgnore)
  set('strength', details.strength)
  set('label', details.label)
  if (details.happenedAt !== undefined) {
    const ms = newTime(entry, details.happenedAt, context.now)
    if (typeof ms !== 'number') return ms
    if (ms !== entryTimeMs(entry)) {
      next.timestamp = toIsoString(ms)
      next.day = localDay(ms, context.timeZone)
      next.timeZone = context.timeZone
    }
  }
  if (next.strength === null && entry.strength === undefined) delete next.strength
  const old = entry as Record<string, unknown>
  const detailsChanged = DETAIL_FIELDS.some((field) => next[field] !== old[field])
  if (wordsChanged) next.wordsEditedAt = at
  if (detailsChanged) next.detailsEditedAt = at
  return { ok: true, entry: wordsChanged || detailsChanged ? (next as Entry) : null }
}
