import type { Entry, OwnVerdict } from '@hara/core'

const SAID = { yes: '“yes”', no: '“no”', pause: '“pause”' } as const
const FOLLOWED = {
  no: 'and you followed it',
  yes: 'and you went against it',
  'not-sure': 'and you weren’t sure about following it',
} as const

/**
 * What the gut said at the check-in and whether the person followed it, said above "Was your
 * gut right?" so the question is answered about the call it asks about: 'Your gut said “no”,
 * and you went against it.' Null when the check-in has no gut answer (an older voice one).
 */
export function gutCall(entry: Pick<Entry, 'gutFeeling' | 'willIgnore'>): string | null {
  if (entry.gutFeeling === undefined) return null
  const said = `Your gut said ${SAID[entry.gutFeeling]}`
  return entry.willIgnore === undefined ? `${said}.` : `${said}, ${FOLLOWED[entry.willIgnore]}.`
}

/** The person's own verdict, as the check-in shows it beside its outcome. */
export const VERDICT_WORDS: Record<OwnVerdict, string> = {
  right: 'Your gut was right',
  wrong: 'Your gut was wrong',
  'hard-to-say': 'Hard to say',
}
