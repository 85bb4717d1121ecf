import { useSyncExternalStore } from 'react'
import { useBackgroundWork } from '@/lib/use-background-work'
import { getJournalSnapshot, subscribeJournal, useActiveUserId } from '@/stores/device'

const backupOn = () => getJournalSnapshot().backup.enabled

/**
 * Keeps the encrypted backup in step while it is on for the signed-in user and `active` (the
 * app past onboarding, its journal open). Record sync is loaded only then, so the first screen
 * of someone without a backup carries none of it. It runs for every screen of the app, the
 * check-in flow's too: a check-in is pushed as it is saved, and the other phone's arrive while
 * one is being made, rather than when the person is back under the bottom navigation (ADR
 * 0076). Only the switch is read: the backup's bookkeeping after each pass renders nothing.
 */
export function useBackup(active: boolean): void {
  const userId = useActiveUserId()
  const enabled = useSyncExternalStore(subscribeJournal, backupOn, backupOn)
  useBackgroundWork(active && userId !== null && enabled ? userId : null, () =>
    import('@/features/sync').then(({ startBackup }) => startBackup),
  )
}
