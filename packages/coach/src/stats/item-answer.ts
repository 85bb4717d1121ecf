import type { WillIgnore } from '@hara/core'
import type { Answer } from './entry-facts'
import type { Path } from './claims'
import { judgedOf, type PathRecord } from './record'

/**
 * The answer of an analysis item (signals, trust): exact when the device sent `willIgnore`;
 * an older client sends only `honored`, and then "not honored" is all that can be said.
 */
export interface ItemAnswer {
  answer: Answer | null
  /** False when "not honored" could be ignored or not sure. */
  exact: boolean
}

const ANSWERS: Record<WillIgnore, Answer> = {
  no: 'honored',
  yes: 'ignored',
  'not-sure': 'not-sure',
}

export function itemAnswer(item: { honored: boolean | null; willIgnore?: WillIgnore }): ItemAnswer {
  if (item.willIgnore) return { answer: ANSWERS[item.willIgnore], exact: true }
  if (item.honored === null) return { answer: null, exact: true }
  return { answer: item.honored ? 'honored' : 'ignored', exact: item.honored }
}

/**
 * The path the not-followed check-ins of a record take, and how it is said: "went against",
 * "weren't sure about" or, when both or unknown, "didn't follow".
 */
export function notFollowed(
  r: PathRecord,
  exact: boolean,
  judged: boolean,
): { path: Path; verb: string } {
  const count = (p: PathRecord['ignored']) => (judged ? judgedOf(p) : p.total)
  if (exact && count(r.notSure) === 0) return { path: 'ignored', verb: 'went against' }
  if (exact && count(r.ignored) === 0) return { path: 'not-sure', verb: "weren't sure about" }
  return { path: 'not-honored', verb: "didn't follow" }
}
