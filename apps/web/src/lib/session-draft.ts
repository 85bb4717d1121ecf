/**
 * Drafts of unfinished flows kept in `sessionStorage`: they survive an accidental reload but
 * end with the browser tab, so a half-written check-in never lingers on a shared phone.
 * Never throws; a draft that cannot be read is simply not restored.
 */
function store(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

export function readDraft<T>(key: string, parse: (value: unknown) => T | undefined): T | undefined {
  try {
    const raw = store()?.getItem(key)
    return raw ? parse(JSON.parse(raw)) : undefined
  } catch {
    return undefined
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    store()?.setItem(key, JSON.stringify(value))
  } catch {
    // A draft is a convenience: if it cannot be kept, the flow still works in memory.
  }
}

export function clearDraft(key: string): void {
  try {
    store()?.removeItem(key)
  } catch {
    // nothing to clear
  }
}

/** Removes every draft whose key starts with `prefix` (e.g. one user's, on 'Clear all data'). */
export function clearDrafts(prefix: string): void {
  const drafts = store()
  if (!drafts) return
  try {
    const keys: string[] = []
    for (let index = 0; index < drafts.length; index++) {
      const key = drafts.key(index)
      if (key !== null && key.startsWith(prefix)) keys.push(key)
    }
    keys.forEach((key) => drafts.removeItem(key))
  } catch {
    // nothing to clear
  }
}
