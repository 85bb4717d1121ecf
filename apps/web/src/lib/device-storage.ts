/**
 * The only module that touches `localStorage` (ADR 0004). It never throws: a storage that is
 * unavailable (private mode), full or corrupt is reported through return values so the caller
 * can tell the user and keep what they wrote in memory.
 */

export type WriteResult = { ok: true } | { ok: false; reason: 'quota' | 'unavailable' }

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeRaw(key: string, value: string): WriteResult {
  const store = storage()
  if (!store) return { ok: false, reason: 'unavailable' }
  try {
    store.setItem(key, value)
    return { ok: true }
  } catch (err) {
    return { ok: false, reason: isQuotaError(err) ? 'quota' : 'unavailable' }
  }
}

export function removeRaw(key: string): void {
  try {
    storage()?.removeItem(key)
  } catch {
    // Nothing to do: a storage we cannot reach holds nothing we could remove.
  }
}

/** Every stored key that starts with `prefix` (all keys for an empty prefix). */
export function listKeys(prefix = ''): string[] {
  const store = storage()
  if (!store) return []
  try {
    const keys: string[] = []
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index)
      if (key !== null && key.startsWith(prefix)) keys.push(key)
    }
    return keys
  } catch {
    return []
  }
}

/**
 * Asks the browser to keep this site's storage when the device runs low on space, so the
 * journal is not evicted. Resolves to whether storage is persistent; never rejects.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    const manager = typeof navigator === 'undefined' ? undefined : navigator.storage
    if (!manager || typeof manager.persist !== 'function') return false
    if (typeof manager.persisted === 'function' && (await manager.persisted())) return true
    return await manager.persist()
  } catch {
    return false
  }
}

/** Calls `listener` with the key whenever another tab changes storage. */
export function subscribeToOtherTabs(listener: (key: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => listener(event.key)
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

function isQuotaError(err: unknown): boolean {
  return (
    err instanceof DOMException &&
    (err.name === 'QuotaExceededError' ||
      err.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
      err.code === 22)
  )
}
