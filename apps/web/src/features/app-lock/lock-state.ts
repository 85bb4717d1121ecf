import { useSyncExternalStore } from 'react'
import { userKey } from '@/lib/device-keys'
import { readRaw } from '@/lib/device-storage'
import { setSealKey } from '@/stores/journal/records/seal-key'

/**
 * Whether Hara is locked for an account in this page (ADR 0040): what the signed-in app reads
 * before it opens the journal. A flag read only: the lock's ceremony and crypto (lib/) load
 * with the lock screen and the Settings section.
 *
 * Locked means the lock is on for the account (its settings are on this phone) and this page
 * has not been unlocked since it opened or last went to the background for the chosen time.
 *
 * Every tab of the phone keeps to one lock state: the settings live in localStorage, whose
 * `storage` event tells the other tabs when the lock is turned on or off, and a locking tab
 * tells the others on a BroadcastChannel, so they lock with it.
 */

/** The lock's settings for an account (lib/lock-config.ts reads and writes the rest). */
export const lockConfigKey = (userId: string) => userKey(userId, 'appLock')

let unlockedFor: string | null = null
const listeners = new Set<() => void>()

function emit(): void {
  listeners.forEach((listener) => listener())
}

/** How long (ms) Hara may be in the background before it locks; null when the lock is off. */
export function lockAfterMs(userId: string): number | null {
  const text = readRaw(lockConfigKey(userId))
  if (text === null) return null
  try {
    const after = (JSON.parse(text) as { after?: unknown }).after
    return typeof after === 'number' && after >= 0 ? after : 0
  } catch {
    return 0
  }
}

export function isLocked(userId: string): boolean {
  return unlockedFor !== userId && lockAfterMs(userId) !== null
}

/** The account is unlocked in this page (the lock screen's unlock, or the lock turned on). */
export function markUnlocked(userId: string): void {
  unlockedFor = userId
  emit()
}

/** Locks now: the journal's key leaves memory, and the app closes the journal. */
export function lockNow(): void {
  unlockedFor = null
  setSealKey(null)
  emit()
}

const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('hara-lock') : null

/** Locks this tab and every other tab of the phone open for the account. */
export function lockEverywhere(userId: string): void {
  lockNow()
  channel?.postMessage({ lock: userId })
}

/** Told when another tab changed the account's lock settings (on, off, another key). */
const elsewhere = new Set<(userId: string) => void>()

export function onLockChangedElsewhere(listener: (userId: string) => void): () => void {
  elsewhere.add(listener)
  return () => elsewhere.delete(listener)
}

/**
 * Keeps this tab in step with the others for the account: locked when another tab locks or
 * turns the lock on; told (`onLockChangedElsewhere`) when the lock is turned off or its key
 * changes, so that a key this tab holds is never used once it is not the one kept wrapped.
 */
export function followOtherTabs(userId: string): () => void {
  const key = lockConfigKey(userId)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return
    const turnedOn = event.oldValue === null && event.newValue !== null
    if (turnedOn && unlockedFor === userId) lockNow()
    else elsewhere.forEach((listener) => listener(userId))
    emit()
  }
  const onMessage = (event: MessageEvent<{ lock?: unknown }>) => {
    if (event.data?.lock === userId && unlockedFor === userId) lockNow()
  }
  window.addEventListener('storage', onStorage)
  channel?.addEventListener('message', onMessage)
  return () => {
    window.removeEventListener('storage', onStorage)
    channel?.removeEventListener('message', onMessage)
  }
}

/** Tells the app that the lock was turned on or off. */
export function lockChanged(): void {
  emit()
}

export function subscribeLock(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useLocked(userId: string): boolean {
  const read = () => isLocked(userId)
  return useSyncExternalStore(subscribeLock, read, read)
}

let ceremonies = 0

/**
 * Runs a screen-lock prompt: some phones show it as a screen of their own, which hides the page
 * for a moment. That is no trip to the background, so it never locks.
 */
export async function inCeremony<T>(run: () => Promise<T>): Promise<T> {
  ceremonies += 1
  try {
    return await run()
  } finally {
    ceremonies -= 1
  }
}

/**
 * Locks when the app comes back after the chosen time in the background ('Immediately': as it
 * goes there, so the phone's app switcher never shows the journal).
 */
export function lockInBackground(userId: string): () => void {
  let hiddenAt: number | null = null
  const onChange = () => {
    const after = lockAfterMs(userId)
    if (after === null || ceremonies > 0) return
    if (document.visibilityState === 'hidden') {
      hiddenAt = Date.now()
      if (after === 0) lockEverywhere(userId)
    } else if (hiddenAt !== null) {
      if (Date.now() - hiddenAt >= after) lockEverywhere(userId)
      hiddenAt = null
    }
  }
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}
