import { t } from '@lingui/core/macro'
import { useMutation } from '@/lib/query/use-mutation'
import { toast } from '@/lib/toast'
import { turnOffBackup } from '@/features/sync'

/**
 * Turns the encrypted backup off (`turnOffBackup`): this phone forgets its key and the server's
 * copy is deleted. Done or not, a toast says so; the switch is held while it runs.
 */
export function useTurnOffBackup() {
  return useMutation({
    mutationFn: async () => {
      const outcome = await turnOffBackup()
      if (!outcome.ok) throw new Error(outcome.message)
    },
    onSuccess: () => toast.success(t`Encrypted backup is off`),
    onError: (error) =>
      toast.error(t`Couldn't turn off the backup`, { description: error.message }),
  })
}
