import { getActiveUserId, getJournalSnapshot, subscribeJournal } from '@/stores/device'
import { getJournalRevision, subscribeJournalRecords } from '@/stores/records'
import { listenForChanges } from './sync-events'
import { syncBackup } from './backup-sync'

/**
 * When record sync runs while it is on: a moment after the journal changes (so a check-in and
 * its celebration are one push), at once when the server says another phone changed something
 * (its event stream, and each time that stream opens again), when the app opens, comes back to
 * the screen or the network returns, and again later after a failure, waiting longer each time.
 */

export const BACKUP_DEBOUNCE_MS = 1_000
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
    // Cut off, or not kept on this phone (full storage): tried again, later each time.
    if (outcome === 'failed' || outcome === 'refused') {
      retry = setTimeout(() => void run(), RETRY_MS[Math.min(failures, RETRY_MS.length - 1)])
      failures++
    } else {
      failures = 0
    }
  }

  const soon = (wait = BACKUP_DEBOUNCE_MS) => {
    clearTimeout(debounce)
    debounce = setTimeout(() => void run(), wait)
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
  const onVisible = () => {
    if (document.visibilityState === 'visible') soon(0)
  }
  const onOnline = () => soon(0)
  const onFocus = () => soon(0)
  window.addEventListener('online', onOnline)
  window.addEventListener('focus', onFocus)
  document.addEventListener('visibilitychange', onVisible)
  const userId = getActiveUserId()
  // The stream's first opening here comes with the pass below; each later one (after a failure)
  // pulls what was said while it was closed. Each opening also starts with the account's latest
  // seq, which pulls when it is past the cursor, in a tab that took the stream over too.
  let opened = false
  const onOpen = () => {
    if (opened) soon(0)
    opened = true
  }
  const stopListening = userId
    ? listenForChanges(userId, { onChange: () => soon(0), onOpen })
    : () => {}
  void run()

  return () => {
    stopped = true
    clearTimeout(debounce)
    clearTimeout(retry)
    unsubscribeSettings()
    unsubscribeRecords()
    stopListening()
    window.removeEventListener('online', onOnline)
    window.removeEventListener('focus', onFocus)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
