import { t } from '@lingui/core/macro'
import type { EntryWords } from '@hara/core'
import { useMutation } from '@/lib/query/use-mutation'
import { toast } from '@/lib/toast'
import { editEntryWords } from '@/stores/records/entry-changes'

/**
 * Rewrites a check-in's own words in the journal (one record; XP, the streak and the
 * achievements untouched), and says so: the form that asked is drawn again for the new words,
 * so the toast is the mutation's, not the form's. Resolves with why not when the core refuses
 * the words (then nothing changed and the form stays).
 */
export function useEditEntryWords(entryId: string) {
  return useMutation({
    mutationFn: (words: EntryWords) => editEntryWords(entryId, words),
    onSuccess: (result) => {
      if (result.refused || !result.write.ok) return
      toast.success(t`Changes saved`, { description: t`Your XP and streak stay as they are` })
    },
  })
}
