import type { Condition, Slice } from '../src/stats/claims'

/**
 * The eval's own reading of coach prose: how a context, a time of day, a gut answer or a body
 * signal may be named, which verbs say which answer and outcome, and the words that encourage
 * honoring, discourage it, warn, or generalize. Kept apart from the engine's own phrasing on
 * purpose: a claim must be recognisable to a reader, not only to the code that wrote it.
 */

const CONTEXT_NAMES: Record<string, readonly string[]> = {
  work: ['work'],
  finance: ['money', 'finance'],
  financial: ['money', 'financ'],
  health: ['health'],
  relationship: ['relationship'],
  social: ['social'],
  entrepreneurship: ['business', 'entrepreneur'],
  personal: ['personal'],
  decision: ['decision'],
  other: ['other'],
}

export function contextNames(context: string): readonly string[] {
  return CONTEXT_NAMES[context.toLowerCase()] ?? [context.toLowerCase()]
}

export const SLOT_NAMES = {
  morning: ['before noon', 'morning'],
  afternoon: ['afternoon'],
  evening: ['evening'],
  night: ['after 9 pm', 'late', 'night'],
} as const

/** A day of the week, as a reader would see it named: "on Fridays", "Friday". */
export const WEEKDAY_NAMES = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const

export function signalNames(signal: string): readonly string[] {
  const name = signal.toLowerCase()
  return name === 'numb' ? ['numb'] : [name]
}

const FEELING_NAMES = {
  yes: [/\ba yes\b/, /\byour yes\b/, /“yes”/],
  no: [/\ba no\b/, /\byour no\b/, /“no”/],
  pause: [/\ba pause\b/, /\byour pause\b/, /“pause”/],
} as const

/** Whether `text` names every factor of `slice` (the words of a claim must). */
export function namesSlice(text: string, slice: Slice): string[] {
  const lower = text.toLowerCase()
  const missing: string[] = []
  if (slice.context && !contextNames(slice.context).some((n) => lower.includes(n))) {
    missing.push(`context ${slice.context}`)
  }
  if (slice.slot && !SLOT_NAMES[slice.slot].some((n) => lower.includes(n))) {
    missing.push(`time of day ${slice.slot}`)
  }
  if (slice.weekday !== undefined && !lower.includes(WEEKDAY_NAMES[slice.weekday]!)) {
    missing.push(`weekday ${WEEKDAY_NAMES[slice.weekday]}`)
  }
  if (slice.signal && !signalNames(slice.signal).some((n) => lower.includes(n))) {
    missing.push(`signal ${slice.signal}`)
  }
  if (slice.strength && !new RegExp(`\\b${slice.strength}\\b`).test(lower)) {
    missing.push(`strength ${slice.strength}`)
  }
  if (slice.feeling && !FEELING_NAMES[slice.feeling].some((r) => r.test(lower))) {
    missing.push(`gut answer ${slice.feeling}`)
  }
  return missing
}

/** The verbs that say an answer. */
const PATH_WORDS: Record<NonNullable<Condition['path']>, RegExp | null> = {
  honored: /\b(followed|following|honou?red|honou?ring|listened|follow)\b/i,
  ignored: /\b(went against|going against|overrode|ignored|override)\b/i,
  'not-sure': /\b(not sure|weren't sure|unsure)\b/i,
  'not-honored': /\b(didn't follow|did not follow|not following|not honou?red|didn't honou?r)\b/i,
  answered: null,
}
/** Words that would misstate an answer ("ignored" for a "not sure"). */
const PATH_WRONG: Record<NonNullable<Condition['path']>, RegExp | null> = {
  honored: /\b(didn't follow|went against|weren't sure|not sure)\b/i,
  ignored: /\b(not sure|weren't sure|didn't follow)\b/i,
  'not-sure': null,
  'not-honored': /\b(you (ignored|went against|overrode) (your gut|it) \d)/i,
  answered: null,
}

const OUTCOME_WORDS: Record<NonNullable<Condition['outcome']>, RegExp | null> = {
  good: /\b(well|paid off|good)\b/i,
  bad: /\b(badly|regret\w*|cost|wrong)\b/i,
  judged: null,
  unclear: /\b(open|unclear)\b/i,
  logged: null,
  none: /\b(no outcome|waiting)\b/i,
  'gut-judged': null,
  'gut-right': /\bright\b/i,
}

/**
 * Problems with how a claim says the answer and outcome it counts: its sentence must have the
 * verb of the answer and a word for the outcome, and its own words no verb of another answer.
 */
export function verbProblems(
  words: string,
  sentence: string,
  among: Condition,
  hits: Condition,
): string[] {
  const problems: string[] = []
  const path = hits.path ?? among.path
  if (path) {
    const needed = PATH_WORDS[path]
    if (needed && !needed.test(sentence)) problems.push(`says no verb for "${path}"`)
    const wrong = PATH_WRONG[path]
    if (wrong && wrong.test(words)) problems.push(`misstates "${path}" as ${wrong.exec(words)![0]}`)
  }
  const outcome = hits.outcome
  if (outcome) {
    const needed = OUTCOME_WORDS[outcome]
    if (needed && !needed.test(words)) problems.push(`says no word for outcome "${outcome}"`)
  }
  return problems
}

/** Words that generalize: never from fewer than three relevant check-ins. */
export const GENERALIZING =
  /\b(most|mostly|usually|always|every time|each time|often|tends? to|track record|never|whenever|all the time)\b/i

/** Words that claim a pattern of outcomes: three check-ins, or framed as early or "so far". */
export const PATTERN_CLAIM =
  /\b(has worked for you|pays off|has cost you|hasn’t paid off|hasn't paid off|has gone well|has gone better|worth trusting)\b/i
export const FRAMED_AS_EARLY = /\b(early sign|so far|too few)\b/i

/** Advice to honor the gut. */
export const ENCOURAGES =
  /\b(give it the benefit of the doubt|listening pays off|has worked for you|a signal worth trusting|track record|keep following|follow (your gut|it|a (yes|no|pause)) once|give it a say|honou?r (one|a|your|it|this)|trust (it|your gut|yourself))\b/i

/** Advice against simply honoring it (the record says it has cost). */
export const DISCOURAGES =
  /(fear or intuition|hasn’t paid off|hasn't paid off|not following your gut has gone better|(?<!not )following [^.]{0,80}has cost you|your (no|yes|pause)\b[^.]{0,80}has cost you)/i

/** A warning: advice to stop before going against the gut. */
export const WARNS =
  /\b((?<!(?:a|your) )pause(?! from your gut)|slow down|before you (go against|set aside|answer|decide|commit|say yes)|cue to|warn\w*)\b/i
