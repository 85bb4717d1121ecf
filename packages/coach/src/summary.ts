import type { CoachEntry, Language } from '@hara/core'
import { speaking } from './text/phrases/speaking'
import { readFacts } from './findings/read-journal'
import { factsOf, outcomeTally, tally } from './stats/entry-facts'

/**
 * What a language model is told about a journal when it writes the coach's prose: the counts
 * and the findings the engine computed (each with its counts and how strongly the journal
 * supports it), never the entries themselves. Every number a model may use appears here (or in
 * the engine's own answer).
 */
export interface JournalSummary {
  checkIns: number
  honored: number
  /** Answered "yes, I will ignore it". */
  ignored: number
  /** Answered "not sure" (counted as not honored by the trust score). */
  notSure: number
  outcomesGood: number
  outcomesBad: number
  findings: {
    title: string
    observation: string
    whatToDo: string
    /** "pattern" from three relevant check-ins, "early" for an early sign. */
    support: string
    evidence: { k: number; n: number }
  }[]
}

/** The summary, its findings said in `language` (English by default). */
export function journalSummary(
  entries: readonly CoachEntry[],
  language?: Language,
): JournalSummary {
  return speaking(language, () => summaryOf(entries))
}

function summaryOf(entries: readonly CoachEntry[]): JournalSummary {
  const facts = factsOf(entries)
  const t = tally(facts)
  const { good, bad } = outcomeTally(facts)
  return {
    checkIns: t.total,
    honored: t.honored,
    ignored: t.ignored,
    notSure: t.notSure,
    outcomesGood: good,
    outcomesBad: bad,
    findings: readFacts(facts, 5).findings.map((f) => ({
      title: f.title,
      observation: f.observation,
      whatToDo: f.guide,
      support: f.support,
      evidence: { k: f.main.k, n: f.main.n },
    })),
  }
}
