import { isLocked, lockChanged, lockNow } from './lock-state'

/**
 * What a tab does when another tab of the phone changed the account's lock (ADR 0040), loaded
 * on the first word from one (lock-state.ts `followOtherTabs`): locked when another tab locks
 * or turns the lock on; `onLockChangedElsewhere` is told when the lock is turned off or its key
 * changes, so that a key this tab holds is never used once it is not the one kept wrapped.
 */

const elsewhere = new Set<(userId: string) => void>()

export function onLockChangedElsewhere(listener: (userId: string) => void): () => void {
  elsewhere.add(listener)
  return () => elsewhere.delete(listener)
}

const lockedAtOf = (text: string | null): unknown => {
  try {
    return text === null ? undefined : (JSON.parse(text) as { lockedAt?: unknown }).lockedAt
  } catch {
    return undefined
  }
}

export function heard(userId: string, event: StorageEvent): void {
  const lockedThere = lockedAtOf(event.newValue) !== undefined
  if (lockedThere && lockedAtOf(event.newValue) !== lockedAtOf(event.oldValue)) {
    // Another tab locked on its own.
    if (!isLocked(userId)) lockNow()
    lockChanged()
    return
  }
  const turnedOn = event.key !== null && event.oldValue === null && event.newValue !== null
  // Unlocked here with the lock off until now: locked at once.
  if (turnedOn && !isLocked(userId)) lockNow()
  else elsewhere.forEach((listener) => listener(userId))
  lockChanged()
}
