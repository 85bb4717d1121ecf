import type { GutFeeling } from '@hara/core'
import type { Path, Slice } from '../../../stats/claims'
import type { TimeSlot, Weekday } from '../../../stats/time-of-day'
import { capitalize, clip, inSentence } from '../../../phrasing'

/**
 * How the parts of a journal are said in English: a context ("at work", "about money"), a time
 * of day, a body signal, a path ("went against a no"). A sentence built from these names every
 * factor of the claim it states, so a reader can tell exactly which check-ins it counts.
 */

/** How a slot is said in a sentence. */
export const SLOT_WORDS: Record<TimeSlot, string> = {
  morning: 'before noon',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
  night: 'after 9 pm',
}

/** How a weekday is said in a sentence: "on Mondays". */
export const WEEKDAY_WORDS: Record<Weekday, string> = {
  0: 'on Sundays',
  1: 'on Mondays',
  2: 'on Tuesdays',
  3: 'on Wednesdays',
  4: 'on Thursdays',
  5: 'on Fridays',
  6: 'on Saturdays',
}

/** The default categories and the voice categories, as a place and as a noun. */
const CONTEXTS: Record<string, { at: string; noun: string }> = {
  work: { at: 'at work', noun: 'work' },
  finance: { at: 'about money', noun: 'money' },
  financial: { at: 'about money', noun: 'money' },
  health: { at: 'about your health', noun: 'health' },
  relationship: { at: 'in your relationships', noun: 'relationship' },
  social: { at: 'in social moments', noun: 'social' },
  entrepreneurship: { at: 'in your business', noun: 'business' },
  personal: { at: 'in personal moments', noun: 'personal' },
  decision: { at: 'in decisions', noun: 'decision' },
  other: { at: 'in other moments', noun: 'other' },
  general: { at: 'in general moments', noun: 'general' },
}

/** A name of the person's own, short enough for a sentence (a custom note may be long). */
const own = (name: string) => clip(name, 40)

/** "at work", "about money", or "around “moving abroad”" for a context of the person's own. */
export const contextAt = (context: string) =>
  CONTEXTS[context.toLowerCase()]?.at ?? `around “${own(context)}”`

/** "work", "money", or the person's own name for it. */
export const contextNoun = (context: string) =>
  CONTEXTS[context.toLowerCase()]?.noun ?? inSentence(own(context))

/** The default body signals with their article; a signal of the person's own as written. */
const SIGNALS: Record<string, string> = {
  'tight chest': 'a tight chest',
  'dropped stomach': 'a dropped stomach',
  'expanding warmth': 'expanding warmth',
  numb: 'numbness',
}

/** "a tight chest", "expanding warmth", "cold hands". */
export const signalWords = (signal: string) =>
  SIGNALS[signal.toLowerCase()] ?? inSentence(own(signal))

/** "the tight chest", "the expanding warmth", "the cold hands": a signal already named. */
export function theSignal(signal: string): string {
  const words = signalWords(signal)
  return words.startsWith('a ') ? `the ${words.slice(2)}` : `the ${words.replace(/^the /, '')}`
}

const FEELING_WORDS: Record<GutFeeling, string> = { yes: 'a yes', no: 'a no', pause: 'a pause' }

/** "your gut", or "a no" when the slice is about one answer of the gut. */
export const gutWords = (feeling?: GutFeeling) => (feeling ? FEELING_WORDS[feeling] : 'your gut')

/** "your no", "your yes": the gut's answer as the person's own. */
export const yourFeeling = (feeling?: GutFeeling) => (feeling ? `your ${feeling}` : 'your gut')

/** "went against a no", "followed your gut", "weren't sure whether to follow your gut". */
export function pathWords(path: Path, feeling?: GutFeeling): string {
  const what = gutWords(feeling)
  switch (path) {
    case 'honored':
      return `followed ${what}`
    case 'ignored':
      return `went against ${what}`
    case 'not-sure':
      return `weren't sure whether to follow ${what}`
    case 'not-honored':
      return `didn't follow ${what}`
    case 'answered':
      return `answered ${what}`
  }
}

/** Where a slice is, as a phrase after a verb: "at work after 9 pm with a tight chest". */
export function whereWords(slice: Slice): string {
  const parts: string[] = []
  if (slice.context) parts.push(contextAt(slice.context))
  if (slice.weekday !== undefined) parts.push(WEEKDAY_WORDS[slice.weekday])
  if (slice.slot) parts.push(SLOT_WORDS[slice.slot])
  if (slice.signal) parts.push(`with ${signalWords(slice.signal)}`)
  return parts.join(' ')
}

/** The check-ins of a slice as a noun phrase: "work moments after 9 pm with a tight chest". */
function momentsWords(slice: Slice): string {
  const parts = [slice.context ? `${contextNoun(slice.context)} moments` : 'moments']
  if (slice.weekday !== undefined) parts.push(WEEKDAY_WORDS[slice.weekday])
  if (slice.slot) parts.push(SLOT_WORDS[slice.slot])
  if (slice.signal) parts.push(`with ${signalWords(slice.signal)}`)
  return parts.join(' ')
}

/**
 * "Work moments after 9 pm when you went against a no", or "When you followed your gut" for the
 * whole journal: who is counted, as the start of a sentence.
 */
export function countedWords(slice: Slice, path: Path): string {
  const when = `when you ${pathWords(path, slice.feeling)}`
  const hasPlace = slice.context || slice.slot || slice.signal || slice.weekday !== undefined
  return hasPlace ? `${capitalize(momentsWords(slice))} ${when}` : capitalize(when)
}

/**
 * How not following the gut is said on a path: "going against" it only when every one of those
 * check-ins was answered "I'll ignore it"; with "not sure" among them, "not following".
 */
export function settingAside(path: Path): { gerund: string; verb: string } {
  return path === 'ignored'
    ? { gerund: 'going against', verb: 'go against' }
    : { gerund: 'not following', verb: 'set aside' }
}

/** " at work after 9 pm", or "" for the whole journal: a slice's place after a phrase. */
export const atWhere = (slice: Slice) => {
  const where = whereWords(slice)
  return where ? ` ${where}` : ''
}
