import type { Language } from '@hara/core'
import { spoken } from './phrases/speaking'

/**
 * Whether the coach reads a person's words in their language (ADR 0078): their outcome texts
 * (how it went, without their verdict), a voice check-in's body and feeling words, the hedges
 * and sure words of their tone. Its word lists (lexicons.ts, outcome-phrases.ts, AFINN) are
 * English; in Spanish and German it says it cannot tell rather than read English lists on
 * Spanish or German text, and an outcome counts only by the person's own verdict.
 */
export const readsWords = (language: Language = spoken()): boolean => language === 'en'
