import type { Entry } from '@hara/core'
import { useSyncExternalStore } from 'react'
import { getRecordsView, subscribeRecords } from '@/stores/records/database/store'

/**
 * One check-in by id from what the phone has already read (the whole journal once read, else
 * the newest entries and the decisions Home asks about), kept in step with its changes; null
 * when it is not among them. It lives with the outcome form and loads with it, and never reads
 * the whole journal itself, so Home's outcome sheet can use it.
 */
export function useHeldEntry(id: string): Entry | null {
  const read = () => {
    const view = getRecordsView()
    const entries = view.all ?? view.recent
    for (let i = entries.length - 1; i >= 0; i--) if (entries[i]!.id === id) return entries[i]!
    return view.waiting.find((entry) => entry.id === id) ?? null
  }
  return useSyncExternalStore(subscribeRecords, read, read)
}
