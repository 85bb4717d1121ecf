import { BACKUP_PASSPHRASE_MIN_LENGTH } from '@hara/core'
import { keepPreviousData, useQuery } from '@/lib/query'
import { loadPassphraseScorer, scorePassphrase } from '../lib/passphrase-score'

/** Whether `passphrase` is shorter than a backup's passphrase may be. */
export function isTooShort(passphrase: string): boolean {
  return [...passphrase].length < BACKUP_PASSPHRASE_MIN_LENGTH
}

/**
 * zxcvbn's score of a new passphrase, asked for each one typed; the score of the one before
 * shows while the next is checked (`isPlaceholderData`). While what is typed is too short,
 * the dictionaries load, so that the first score comes quickly (its answer is null). Nothing
 * typed is kept once no form asks (`gcTime: 0`), and a failed load is tried again with the
 * next keystroke.
 */
export function usePassphraseStrength(passphrase: string) {
  const scored = isTooShort(passphrase) ? null : passphrase
  return useQuery({
    queryKey: ['passphrase-strength', scored],
    queryFn: async () => {
      if (scored !== null) return scorePassphrase(scored)
      await loadPassphraseScorer()
      return null
    },
    staleTime: Infinity,
    gcTime: 0,
    // Scored on the phone, online or not.
    networkMode: 'always',
    retry: false,
    placeholderData: keepPreviousData,
  })
}
