import type { GutFeeling, GutStrength, WillIgnore } from '@hara/core'
import { journalIn, type EvalEntry } from '../kit'

/**
 * The strength journals (ADR 0050) as rows: a check-in, how strong the gut felt (null: not
 * said) and how it really went, with an outcome written as a person would say it.
 */
export type StrengthRow = [
  day: number,
  time: string,
  context: string,
  said: string,
  body: string,
  gut: GutFeeling,
  ignore: WillIgnore,
  strength: GutStrength | null,
  went?: 'good' | 'bad',
]

const WORDS = { good: 'It went well.', bad: 'It went badly.' } as const

export function strengthEntries(
  timeZone: string,
  firstDay: string,
  rows: readonly StrengthRow[],
): EvalEntry[] {
  const { tap } = journalIn(timeZone, firstDay)
  return rows.map(([day, time, context, said, body, gut, ignore, strength, went]) =>
    tap(day, time, {
      context,
      said,
      body,
      gut,
      ignore,
      ...(strength ? { strength } : {}),
      ...(went ? { outcome: [WORDS[went], went] as [string, typeof went] } : {}),
    }),
  )
}
