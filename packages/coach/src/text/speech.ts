import { normalizeText, phraseMatches, straightApostrophes, wordsOf } from './normalize'
import { BODY_WORDS, CERTAINTY, EMOTION_WORDS, HEDGES } from './lexicons'
import { lexiconScore } from './lexicon-score'

/**
 * How one spoken text reads: its length, hedges, certainty, body and emotion words (each as
 * the speaker said it, casing kept), tone.
 */
export interface SpeechReading {
  words: number
  hedges: string[]
  certainty: string[]
  body: string[]
  emotions: string[]
  /** Mean lexicon score of the scored words, -5 to 5. */
  sentiment: number
}

/** Reads a spoken text; `{ tone: true }` reads only what the tone analysis needs. */
export function readSpeech(text: string, { tone = false } = {}): SpeechReading {
  const normalized = normalizeText(text)
  const said = straightApostrophes(text)
  const words = wordsOf(normalized)
  return {
    words: words.length,
    hedges: phraseMatches(said, HEDGES),
    certainty: phraseMatches(said, CERTAINTY),
    body: tone ? [] : phraseMatches(said, BODY_WORDS),
    emotions: tone ? [] : phraseMatches(said, EMOTION_WORDS),
    sentiment: normalized === '' ? 0 : lexiconScore(normalized),
  }
}
