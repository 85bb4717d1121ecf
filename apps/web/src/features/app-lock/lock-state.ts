import { useSyncExternalStore } from 'react'
import { lockSettingsKey } from '@/lib/device-keys'
import { readRaw, writeRaw } from '@/lib/device-storage'
import { setSealKey } from '@/stores/records/database/seal-key'

/**
 * Whether Hara is locked for an account in this page (ADR 0040): what the signed-in app reads
 * before it opens the journal. A flag read only: the lock's ceremony and crypto (lib/) load
 * with the lock screen and the Settings section.
 *
 * Locked means the lock is on for the account (its settings are on this phone) and this page
 * has not been unlocked since it opened or last went to the background for the chosen time.
 *
 * Every tab of the phone keeps to one lock state (`followOtherTabs`).
 */

/** The lock's settings for an account (lib/lock-config.ts reads and writes the rest). */
export const lockConfigKey = lockSettingsKey

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

/**
 * One lock state for all of the phone's tabs: the lock's settings live in localStorage, whose
 * `storage` event reaches every other tab (a tab that locks on its own notes `lockedAt` there);
 * what follows from it (follow-tabs.ts) loads on the first such event.
 */
export function followOtherTabs(userId: string): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== lockConfigKey(userId)) return
    void import('./follow-tabs').then((tabs) => tabs.heard(userId, event))
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

/** Locks this tab, and every other tab of the phone open for the account. */
function lockEverywhere(userId: string): void {
  lockNow()
  const key = lockConfigKey(userId)
  try {
    writeRaw(key, JSON.stringify({ ...JSON.parse(readRaw(key)!), lockedAt: Date.now() }))
  } catch {
    // Unreadable settings lock every tab as they open.
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
