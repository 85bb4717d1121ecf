import type { Language } from '@hara/core'
import { spoken } from './phrases/speaking'

/**
 * Whether the coach reads a person's words in their language (ADR 0078): their outcome texts
 * (how it went, without their verdict), a voice check-in's body and feeling words, the hedges
 * and sure words of their tone. Its word lists (lexicons.ts, outcome-phrases.ts, AFINN) are
 * English; in Spanish and German it says it cannot tell rather than read English lists on
 * Spanish or German text, and an outcome counts only by the person's own verdict.
 */
export const readsWords = (language: Language = readingAs ?? spoken()): boolean => language === 'en'

let readingAs: Language | undefined

/**
 * Runs `write` reading the journal as the coach reads it in `language`, whatever language it
 * speaks meanwhile: a day's plan is written in the other languages from the one reading it was
 * made from (ADR 0082), so its words differ and its facts do not.
 */
export function readingIn<T>(language: Language, write: () => T): T {
  const before = readingAs
  readingAs = language
  try {
    return write()
  } finally {
    readingAs = before
  }
}
