import { useBackgroundWork } from '@/lib/use-background-work'
import { useActiveUserId, useBackupState } from '@/stores/device'

/**
 * Keeps the encrypted backup in step while it is on for the signed-in user and `active` (the
 * app past onboarding, its journal open). Record sync is loaded only then, so the first screen
 * of someone without a backup carries none of it. It runs for every screen of the app, the
 * check-in flow's too: a check-in is pushed as it is saved, and the other phone's arrive while
 * one is being made, rather than when the person is back under the bottom navigation.
 */
export function useBackup(active: boolean): void {
  const userId = useActiveUserId()
  const { enabled } = useBackupState()
  useBackgroundWork(active && userId !== null && enabled ? userId : null, () =>
    import('@/features/sync').then(({ startBackup }) => startBackup),
  )
}
