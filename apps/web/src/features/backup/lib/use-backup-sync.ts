import { useEffect } from 'react'
import { useActiveUserId, useBackupState } from '@/stores/device'

/**
 * Keeps the encrypted backup in step while it is on for the signed-in user. The sync code is
 * loaded only then, so the first screen of someone without a backup carries none of it.
 */
export function useBackupSync(): void {
  const userId = useActiveUserId()
  const { enabled } = useBackupState()

  useEffect(() => {
    if (userId === null || !enabled) return
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./backup-scheduler').then(({ startBackupScheduler }) => {
      if (!cancelled) stop = startBackupScheduler()
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [userId, enabled])
}
