import { normalizeText, phraseMatches, wordsOf } from './normalize'
import { BODY_WORDS, CERTAINTY, EMOTION_WORDS, HEDGES, STOP_WORDS } from './lexicons'
import { lexiconScore } from './lexicon-score'

/** How one spoken text reads: its length, hedges, certainty, body and emotion words, tone. */
export interface SpeechReading {
  words: number
  hedges: string[]
  certainty: string[]
  body: string[]
  emotions: string[]
  /** Mean lexicon score of the scored words, -5 to 5. */
  sentiment: number
  /** Distinct content words, for key indicators. */
  content: Set<string>
}

export function readSpeech(text: string): SpeechReading {
  const normalized = normalizeText(text)
  const words = wordsOf(normalized)
  return {
    words: words.length,
    hedges: phraseMatches(normalized, HEDGES),
    certainty: phraseMatches(normalized, CERTAINTY),
    body: phraseMatches(normalized, BODY_WORDS),
    emotions: phraseMatches(normalized, EMOTION_WORDS),
    sentiment: normalized === '' ? 0 : lexiconScore(normalized),
    content: new Set(words.filter((w) => w.length >= 4 && !STOP_WORDS.has(w.replace(/'/g, '')))),
  }
}
