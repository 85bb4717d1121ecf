import type { JournalDb } from './db'
import { onReportsChange } from './reports'
import { CLOSED_VIEW, type RecordsView } from './view'

/**
 * The records store's state for the active user, shared by its reads (store.ts) and its writes
 * (writes.ts): the open database, the view in memory, and who listens.
 */
export const current: {
  view: RecordsView
  userId: string | null
  db: JournalDb | null
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
onReportsChange(() => emit())

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
