import type { OwnVerdict } from '@hara/core'
import { useMutation } from '@tanstack/react-query'
import { editOutcome, setOutcome } from '@/stores/records/entry-changes'

export type OutcomeToSave = { text: string; verdict: OwnVerdict | null }

/**
 * Logs a check-in's outcome in the journal (earning its XP, once per entry) or, when `editing`
 * one already logged, rewrites its words and verdict (earning nothing). Pending while the one
 * write runs; the form's Save waits on it.
 */
export function useSaveOutcome(entryId: string, editing: boolean) {
  return useMutation({
    mutationKey: ['save-outcome', entryId],
    mutationFn: async ({ text, verdict }: OutcomeToSave) =>
      editing
        ? { kind: 'edited' as const, ...(await editOutcome(entryId, text, verdict)) }
        : { kind: 'logged' as const, ...(await setOutcome(entryId, text.trim(), verdict)) },
  })
}
