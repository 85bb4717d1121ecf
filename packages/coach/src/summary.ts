import type { CoachEntry } from '@hara/core'
import { factsOf, outcomeTally, tally } from './stats/entry-facts'
import { findPatterns } from './stats/findings'

/**
 * What a language model is told about a journal when it writes the coach's prose: the counts
 * and the findings the engine computed, never the entries themselves. Every number a model
 * may use appears here (or in the engine's own answer).
 */
export interface JournalSummary {
  checkIns: number
  honored: number
  ignored: number
  outcomesGood: number
  outcomesBad: number
  findings: { title: string; observation: string; whatToDo: string }[]
}

export function journalSummary(entries: readonly CoachEntry[]): JournalSummary {
  const facts = factsOf(entries)
  const t = { ...tally(facts), ...outcomeTally(facts) }
  return {
    checkIns: t.total,
    honored: t.honored,
    ignored: t.ignored,
    outcomesGood: t.good,
    outcomesBad: t.bad,
    findings: findPatterns(facts)
      .slice(0, 5)
      .map((f) => ({ title: f.title, observation: f.observation, whatToDo: f.guide })),
  }
}
