import type { CoachEntry, CoachResponse } from '@hara/core'
import { speaksOfCrisis } from '../text/crisis'
import { claimOf, newestFacts } from '../stats/claims'
import { factsOf } from '../stats/entry-facts'
import { readFacts } from '../findings/read-journal'
import { clip } from '../phrasing'
import { say } from '../text/phrases/speaking'
import { claimsIn, type Explained } from './explained'

const FOCUS_MAX = 600

/**
 * Today's focus (ADRs 0010 and 0022): the journal's best-supported finding, said in one or two
 * sentences with its counts and one thing to try today. It is the first of the patterns, so
 * Home and Insights never disagree; an early sign says it is one. With no finding the journal
 * supports, it says so and asks for what would help.
 */
export function dailyFocus(
  entries: readonly CoachEntry[],
): Explained<CoachResponse<'daily_focus'>> {
  const facts = factsOf(entries)
  const recent = newestFacts(facts, 7).map((f) => f.entry)
  if (recent.some((e) => speaksOfCrisis(e.transcript, e.description, e.consequence, e.decision))) {
    return { body: { focus: say().crisis }, claims: [] }
  }
  const reading = readFacts(facts)
  const top = reading.findings[0]
  if (top) {
    // The contract holds a focus to 600 characters; names of a person's own are clipped in
    // prose, so only a very long one could reach it.
    const focus = clip(top.focus, FOCUS_MAX)
    return { body: { focus }, claims: claimsIn(focus, top.claims) }
  }
  const words = say().answers.focus
  const total = claimOf(words.total(entries.length), {}, {}, entries.length, entries.length, 'n')
  return {
    body: {
      focus: words.tooFew(total.words),
    },
    claims: [total],
  }
}
