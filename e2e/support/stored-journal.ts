import type { Page } from '@playwright/test'

/**
 * Reads the signed-in account's journal as the phone keeps it: one record per check-in in the
 * account's IndexedDB database (`hara-journal:{userId}`), oldest first, and the state record
 * (the gamification state and the journal's summary). For journeys that check what was stored.
 */
export interface StoredJournal {
  entries: Record<string, unknown>[]
  deletions: Record<string, unknown>[]
  state: { gamification: Record<string, unknown>; summary: Record<string, unknown> } | null
}

export async function readStoredJournal(page: Page): Promise<StoredJournal> {
  return page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('hara:last-session') ?? 'null') as {
      user: { id: string }
    } | null
    if (!session) throw new Error('Nobody is signed in on this page.')
    const name = `hara-journal:${encodeURIComponent(session.user.id)}`
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const all = <T>(store: string, index?: string) =>
      new Promise<T[]>((resolve, reject) => {
        const source = db.transaction(store).objectStore(store)
        const request = index ? source.index(index).getAll() : source.getAll()
        request.onsuccess = () => resolve(request.result as T[])
        request.onerror = () => reject(request.error)
      })
    try {
      const entries = await all<{ entry: Record<string, unknown> }>('entries', 'at')
      const deletions = await all<{ deleted: Record<string, unknown> }>('deletions')
      const meta = await all<{ name: string; gamification: never; summary: never }>('meta')
      const state = meta.find((record) => record.name === 'state') ?? null
      return {
        entries: entries.map((record) => record.entry),
        deletions: deletions.map((record) => record.deleted),
        state: state && { gamification: state.gamification, summary: state.summary },
      }
    } finally {
      db.close()
    }
  })
}
