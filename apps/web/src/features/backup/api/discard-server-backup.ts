import { useMutation } from '@/lib/query/use-mutation'
import { discardServerBackup, type ServerBackup, type SetupOutcome } from '@/features/sync'

/** Why the server's backup was not deleted, in the words the sheet shows. */
export class DiscardRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DiscardRefused'
  }
}

/**
 * Deletes the server's backup when its passphrase is forgotten, so that a new one can start
 * (`discardServerBackup`); a refusal is the mutation's error, with the words to show.
 */
export function useDiscardServerBackup() {
  return useMutation({
    mutationFn: async (found: ServerBackup) => {
      const outcome: SetupOutcome = await discardServerBackup(found)
      if (!outcome.ok) throw new DiscardRefused(outcome.message)
    },
  })
}
