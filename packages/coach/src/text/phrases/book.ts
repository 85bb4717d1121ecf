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
  words: WordPhrases
  findings: FindingPhrases
  advice: AdvicePhrases
  answers: AnswerPhrases
  insights: InsightPhrases
}

/** Small words every part of the coach uses. */
export interface WordPhrases {
  /** "a, b and c". */
  list(items: readonly string[]): string
  /** "1 time", "3 times". */
  times(n: number): string
  /** "at work", "about money": a context as a place in a sentence. */
  contextAt(context: string): string
  /** "a tight chest": a body signal as the thing that came with a moment. */
  signalWords(signal: string): string
  /** Lower-cases the start of a sentence that goes after a colon. */
  afterColon(text: string): string
}
