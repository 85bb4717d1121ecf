import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

/**
 * How hard a new backup passphrase is to guess, by zxcvbn: it knows common
 * passwords, dates, sequences, keyboard runs and l33t spellings, so "Password2024!" scores
 * as the weak password it is. Its dictionaries are large, so they load when the backup sheet
 * asks for the first score, never with a screen.
 */
export type PassphraseScore = {
  /** 0 (guessable at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4
  /** What makes it weak, if anything: zxcvbn's keys (passphrase-feedback.ts says them). */
  warning: string | null
  suggestions: string[]
}

/** The score a new passphrase needs. */
export const MIN_PASSPHRASE_SCORE = 3

let scorer: Promise<ZxcvbnFactory> | undefined

/** Loads zxcvbn and its common dictionaries once. */
export function loadPassphraseScorer(): Promise<ZxcvbnFactory> {
  scorer ??= import('./passphrase-zxcvbn').then((module) => module.zxcvbn)
  // A failed load (offline before it was cached) may be tried again.
  scorer.catch(() => (scorer = undefined))
  return scorer
}

export async function scorePassphrase(passphrase: string): Promise<PassphraseScore> {
  const result = (await loadPassphraseScorer()).check(passphrase, ['hara', 'backup', 'journal'])
  return {
    score: result.score,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  }
}
