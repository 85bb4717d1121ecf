/**
 * Drafts of unfinished flows kept in `sessionStorage`: they survive an accidental reload but
 * end with the browser tab, so a half-written check-in never lingers on a shared phone.
 * Never throws; a draft that cannot be read is simply not restored.
 *
 * While the lock seals the journal (ADR 0040) a draft holds words that are sealed everywhere
 * else: drafts are then kept in this page's memory only, and leave it when Hara locks.
 */
const inMemory = new Map<string, string>()
let memoryOnly = false

const memoryStore = {
  getItem: (key: string) => inMemory.get(key) ?? null,
  setItem: (key: string, value: string) => void inMemory.set(key, value),
  removeItem: (key: string) => void inMemory.delete(key),
  get length() {
    return inMemory.size
  },
  key: (index: number) => [...inMemory.keys()][index] ?? null,
}

/** Drafts in memory only (`true`), or in sessionStorage again; either way none is kept now. */
export function keepDraftsInMemory(on: boolean, prefix: string): void {
  if (on && memoryOnly) return
  clearDrafts(prefix)
  memoryOnly = on
  inMemory.clear()
}

function store():
  | Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'length' | 'key'>
  | undefined {
  if (memoryOnly) return memoryStore
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
  for (const key of [...inMemory.keys()]) if (key.startsWith(prefix)) inMemory.delete(key)
  let drafts: Storage | undefined
  try {
    drafts = window.sessionStorage
  } catch {
    drafts = undefined
  }
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
