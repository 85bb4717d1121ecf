import { getActiveUserId, getJournalSnapshot, subscribeJournal } from '@/stores/device'
import { getJournalRevision, subscribeJournalRecords } from '@/stores/records'
import { listenForChanges } from './sync-events'
import type { SyncChange } from '@hara/core'
import { syncBackup, type PassOptions } from './backup-sync'

/**
 * When record sync runs while it is on: when the journal changes, pushing without a pull while
 * the event stream is open and has announced nothing new (a save is one transaction: one
 * push); at once when the server says another phone changed something (its event stream: the
 * records it carries taken as they are, or else a pull; and each time that stream opens
 * again), when the app opens, comes back to the screen or the network returns, and again later
 * after a failure, waiting longer each time (ADR 0063).
 *
 * A change made while no pass runs (a check-in saved) is pushed once the frame showing it has
 * painted: the person waits for the other phone, and the celebration keeps its frame (ADR
 * 0076). One made while a pass runs (what that pass brought in, or a quick run of edits) waits
 * for a pause in them: one more pass for all of them.
 */

export const BACKUP_DEBOUNCE_MS = 300
/** A page that paints no frame (hidden) pushes a change after this long all the same. */
const UNPAINTED_MS = 100
const RETRY_MS = [30_000, 120_000, 600_000]

export function startBackupScheduler(): () => void {
  let debounce: ReturnType<typeof setTimeout> | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let stopped = false
  let seen = getJournalSnapshot()
  let seenRevision = getJournalRevision()
  // What the event stream has said: open in this tab, and the latest seq it announced.
  const stream = { open: false, seq: 0 }
  const announced = () => stream
  // Whether the next pass pulls first: anything but this phone's own change asks it to.
  let pullNext = true
  // Whether this scheduler's pass runs now.
  let passing = false

  const run = async (options: PassOptions = {}) => {
    clearTimeout(retry)
    const pulls = pullNext
    pullNext = false
    passing = true
    const outcome = await syncBackup(pulls ? options : { ...options, announced }).finally(() => {
      passing = false
    })
    if (stopped) return
    // Cut off, or not kept on this phone (full storage): tried again, later each time.
    if (outcome === 'failed' || outcome === 'refused') {
      pullNext = true
      retry = setTimeout(() => void run(), RETRY_MS[Math.min(failures, RETRY_MS.length - 1)])
      failures++
    } else {
      failures = 0
    }
  }

  const soon = (wait = BACKUP_DEBOUNCE_MS, pull = true) => {
    pullNext ||= pull
    clearTimeout(debounce)
    debounce = setTimeout(() => void run(), wait)
  }
  // The frame that shows the change first, then its push (two frames: the screen's own
  // render may come in the first).
  const afterPaint = () => {
    clearTimeout(debounce)
    const go = () => {
      if (stopped || debounce !== own) return
      clearTimeout(own)
      debounce = undefined
      void run()
    }
    const own = setTimeout(go, UNPAINTED_MS)
    debounce = own
    if (typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, 0)))
    }
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
    if (!changed || !getJournalSnapshot().backup.enabled) return
    if (passing) soon(BACKUP_DEBOUNCE_MS, false)
    else afterPaint()
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
    stream.open = true
    if (opened) soon(0)
    opened = true
  }
  const onClosed = () => {
    stream.open = false
  }
  const onChange = (change: SyncChange) => {
    stream.seq = Math.max(stream.seq, change.seq)
    if (!change.records) return soon(0)
    // The change rode its event: taken at once, without a pull when nothing else is new.
    clearTimeout(debounce)
    debounce = undefined
    void run({ arrived: change })
  }
  const stopListening = userId ? listenForChanges(userId, { onChange, onOpen, onClosed }) : () => {}
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
