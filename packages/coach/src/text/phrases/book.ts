import type { AdvicePhrases } from './advice-book'
import type { AnswerPhrases } from './answer-book'
import type { FindingPhrases } from './finding-book'
import type { InsightPhrases } from './insight-book'

/**
 * One language's phrasebook (ADR 0078): every sentence the coach writes, as messages that take
 * the counts and names they speak of. English is the source; Spanish and German say the same
 * facts with the same figures, written as their speakers write. A sentence missing in one
 * language is a type error.
 */
export interface Phrasebook {
  findings: FindingPhrases
  advice: AdvicePhrases
  answers: AnswerPhrases
  insights: InsightPhrases
  /** Given instead of any analysis when a text speaks of self-harm (text/crisis.ts). */
  crisis: string
}
