import { CLOSED_VIEW, type RecordsView } from './view'

/**
 * The records store's state for the active user, shared by its reads (store.ts), its writes
 * (writes.ts) and the key (seal-key.ts): whose journal is open, its database (db.ts), the view
 * in memory, and who listens. It sits below everything else in records/, so it imports only
 * the view's shape.
 */
export const current: {
  view: RecordsView
  userId: string | null
  /** The open database (db.ts `JournalDb`). */
  db: IDBDatabase | null
  opening: Promise<void> | null
  loadingAll: Promise<void> | null
  channel: BroadcastChannel | null
  unavailable: boolean
  persistenceAsked: boolean
} = {
  view: CLOSED_VIEW,
  userId: null,
  db: null,
  opening: null,
  loadingAll: null,
  channel: null,
  unavailable: false,
  persistenceAsked: false,
}

const listeners = new Set<() => void>()

export function emit(): void {
  listeners.forEach((listener) => listener())
}

export function setView(next: RecordsView): void {
  current.view = next
  emit()
}

export function subscribeRecords(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getRecordsView(): RecordsView {
  return current.view
}
