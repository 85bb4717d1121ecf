import { DEFAULT_LANGUAGE, type Language } from '@hara/core'
import type { Phrasebook } from './book'
import { de } from './de'
import { en } from './en'
import { es } from './es'

/**
 * The language the coach speaks (ADR 0078). The engine is synchronous and pure, so an answer
 * is written inside `speaking(language, …)`, and every sentence of it reads its phrasebook with
 * `say()`; outside any answer (a test of one part), it speaks English.
 */

const BOOKS: Record<Language, Phrasebook> = { en, es, de }

let current: Language = DEFAULT_LANGUAGE

/** Runs `write` with the coach speaking `language`. */
export function speaking<T>(language: Language | undefined, write: () => T): T {
  const before = current
  current = language ?? DEFAULT_LANGUAGE
  try {
    return write()
  } finally {
    current = before
  }
}

/** The phrasebook of the language being spoken. */
export const say = (): Phrasebook => BOOKS[current]

/** The language being spoken. */
export const spoken = (): Language => current
