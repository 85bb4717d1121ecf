import { lockSettingsKey } from './device-keys'
import { readRaw } from './device-storage'

/**
 * Whether Lock Hara seals this account's journal on this phone (ADR 0040): its settings
 * (features/app-lock/lib/lock-config.ts) keep the journal's data key wrapped. Settings that
 * cannot be read count as sealing, the safe side. For what keeps keys beside the journal
 * (features/sync/lib/key-store.ts), which must know the lock is on even while its key is not in
 * the page, and cannot ask the lock itself.
 */
export function lockSeals(userId: string): boolean {
  const text = readRaw(lockSettingsKey(userId))
  if (text === null) return false
  try {
    return (JSON.parse(text) as { wrapped?: unknown } | null)?.wrapped != null
  } catch {
    return true
  }
}
