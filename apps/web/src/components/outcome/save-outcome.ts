import type { Earned, OwnVerdict } from '@hara/core'
import { useMutation } from '@/lib/query/use-mutation'
import { editOutcome, setOutcome } from '@/stores/records/entry-changes'

export type OutcomeToSave = { text: string; verdict: OwnVerdict | null }

/**
 * Logs a check-in's outcome in the journal (earning its XP, once per entry) or, when `editing`
 * one already logged, rewrites its words and verdict (earning nothing). Pending while the one
 * write runs; the form's Save waits on it. `onSaved` and `onEdited` are called even when the
 * form has gone by then (the check-in it belongs to changed, and with it the screen).
 */
export function useSaveOutcome(
  entryId: string,
  editing: boolean,
  done: { onSaved?: ((earned: Earned) => void) | undefined; onEdited?: (() => void) | undefined },
) {
  return useMutation({
    mutationFn: async ({ text, verdict }: OutcomeToSave) => {
      if (editing) {
        const result = await editOutcome(entryId, text, verdict)
        if (result.write.ok && !result.refused) done.onEdited?.()
        return
      }
      const result = await setOutcome(entryId, text.trim(), verdict)
      if (result.changed && result.write.ok && result.earned) done.onSaved?.(result.earned)
    },
  })
}
