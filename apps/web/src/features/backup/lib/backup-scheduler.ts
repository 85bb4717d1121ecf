import {
  getJournalRevision,
  getJournalSnapshot,
  subscribeJournal,
  subscribeJournalRecords,
} from '@/stores/journal'
import { syncBackup } from './backup-sync'

/**
 * When the backup runs while it is on: a few seconds after the journal changes (so
 * a check-in and its celebration are one upload), when the app comes back to the screen or the
 * network returns, and again later after a failure, waiting longer each time.
 */

export const BACKUP_DEBOUNCE_MS = 2_000
const RETRY_MS = [30_000, 120_000, 600_000]

export function startBackupScheduler(): () => void {
  let debounce: ReturnType<typeof setTimeout> | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let stopped = false
  let seen = getJournalSnapshot()
  let seenRevision = getJournalRevision()

  const run = async () => {
    clearTimeout(retry)
    const outcome = await syncBackup()
    if (stopped) return
    if (outcome === 'failed') {
      retry = setTimeout(() => void run(), RETRY_MS[Math.min(failures, RETRY_MS.length - 1)])
      failures++
    } else {
      failures = 0
    }
  }

  const soon = () => {
    clearTimeout(debounce)
    debounce = setTimeout(() => void run(), BACKUP_DEBOUNCE_MS)
  }

  // Only a change to the journal itself, or the backup switched on: the backup's own
  // bookkeeping must not start a pass.
  const unsubscribeSettings = subscribeJournal(() => {
    const next = getJournalSnapshot()
    const switchedOn = next.backup.enabled && !seen.backup.enabled
    seen = next
    if (switchedOn) soon()
  })
  const unsubscribeRecords = subscribeJournalRecords(() => {
    const revision = getJournalRevision()
    const changed = revision !== seenRevision
    seenRevision = revision
    if (changed && getJournalSnapshot().backup.enabled) soon()
  })
  const unsubscribe = () => {
    unsubscribeSettings()
    unsubscribeRecords()
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') soon()
  }
  window.addEventListener('online', soon)
  document.addEventListener('visibilitychange', onVisible)
  void run()

  return () => {
    stopped = true
    clearTimeout(debounce)
    clearTimeout(retry)
    unsubscribe()
    window.removeEventListener('online', soon)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
