import { useBackgroundWork } from '@/lib/use-background-work'
import { useActiveUserId, useBackupState } from '@/stores/device'

/**
 * Keeps the encrypted backup in step while it is on for the signed-in user. The sync code is
 * loaded only then, so the first screen of someone without a backup carries none of it.
 */
export function useBackupSync(): void {
  const userId = useActiveUserId()
  const { enabled } = useBackupState()
  useBackgroundWork(userId !== null && enabled ? userId : null, () =>
    import('./backup-scheduler').then(({ startBackupScheduler }) => startBackupScheduler),
  )
}
