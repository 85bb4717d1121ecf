import type { EntryWords } from '@hara/core'
import { useMutation } from '@tanstack/react-query'
import { editEntryWords } from '@/stores/records/entry-changes'

/**
 * Rewrites a check-in's own words in the journal (one record; XP, the streak and the
 * achievements untouched). Resolves with why not when the core refuses the words.
 */
export function useEditEntryWords(entryId: string) {
  return useMutation({
    mutationKey: ['edit-entry-words', entryId],
    mutationFn: (words: EntryWords) => editEntryWords(entryId, words),
  })
}
