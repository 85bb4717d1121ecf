import type { EvalEntry, EvalJournal } from './kit'
import { produce } from './run-eval'

/** Builders shared by the coach's judgement tests (src/judgement*.test.ts). */

export const journal = (timeZone: string, entries: EvalEntry[]): EvalJournal => ({
  id: 'test',
  who: 'Ana',
  timeZone,
  entries,
  planted: [],
  mustNot: [],
})

/** Every answer's text by type. */
export function answers(j: EvalJournal): Record<string, string> {
  return Object.fromEntries(produce(j).map((p) => [p.type, p.units.map((u) => u.text).join('\n')]))
}
