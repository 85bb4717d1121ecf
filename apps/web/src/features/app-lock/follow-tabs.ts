import { isLocked, lockChanged, lockConfigKey, lockNow, subscribeLock } from './lock-state'

/**
 * One lock state for all of the phone's tabs (ADR 0040): the lock's settings live in
 * localStorage, whose `storage` event tells the other tabs when the lock is turned on or off,
 * and a tab that locks says so on a BroadcastChannel, so the others lock with it. Loaded after
 * the start, so that Home's first screen carries none of it.
 */

/** Told when another tab changed the account's lock settings (off, or another key). */
const elsewhere = new Set<(userId: string) => void>()

export function onLockChangedElsewhere(listener: (userId: string) => void): () => void {
  elsewhere.add(listener)
  return () => elsewhere.delete(listener)
}

const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('hara-lock') : null

/** Set while this tab locks because of another: that lock is not told to the others again. */
let quiet = false

/** Runs `change` without telling the other tabs of a lock it causes. */
export function quietly(change: () => void): void {
  quiet = true
  try {
    change()
  } finally {
    quiet = false
  }
}

/**
 * Keeps this tab in step with the others for the account: locked when another tab locks or
 * turns the lock on; `onLockChangedElsewhere` is told when the lock is turned off or its key
 * changes, so that a key this tab holds is never used once it is not the one kept wrapped.
 */
export function followOtherTabs(userId: string): () => void {
  const key = lockConfigKey(userId)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return
    const turnedOn = event.oldValue === null && event.newValue !== null
    quietly(() => {
      // Unlocked here with the lock off until now: locked at once.
      if (turnedOn && !isLocked(userId)) lockNow()
      else elsewhere.forEach((listener) => listener(userId))
      lockChanged()
    })
  }
  const onMessage = (event: MessageEvent<{ lock?: unknown }>) => {
    if (event.data?.lock === userId && !isLocked(userId)) quietly(lockNow)
  }
  // This tab locked on its own (its time in the background): the others lock with it.
  let wasLocked = isLocked(userId)
  const stopTelling = subscribeLock(() => {
    const locked = isLocked(userId)
    if (locked && !wasLocked && !quiet) channel?.postMessage({ lock: userId })
    wasLocked = locked
  })
  window.addEventListener('storage', onStorage)
  channel?.addEventListener('message', onMessage)
  return () => {
    stopTelling()
    window.removeEventListener('storage', onStorage)
    channel?.removeEventListener('message', onMessage)
  }
}
