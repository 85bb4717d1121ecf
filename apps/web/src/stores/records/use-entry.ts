import type { Entry } from '@hara/core'
import { useSyncExternalStore } from 'react'
import { getRecordsView, subscribeRecords } from './database/store'
import { useWholeJournalRead } from './use-records'
import type { RecordsView } from './database/view'

/**
 * One check-in by id, for the screen that opens it in full: an entry of the store of its own
 * (`@/stores/records/use-entry`), loaded with that screen and not with Home.
 */

/** The entry with `id` in what the view holds, looked for from the newest. */
function findEntry(view: RecordsView, id: string): Entry | undefined {
  const entries = view.all ?? view.recent
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i]!.id === id) return entries[i]
  return undefined
}

/**
 * One check-in by id, kept in step with its changes: from the newest entries at once, else once
 * the whole journal is read (undefined until then); null when the journal does not hold it.
 */
export function useEntry(id: string): Entry | null | undefined {
  const read = () => {
    const view = getRecordsView()
    return findEntry(view, id) ?? (view.all === null ? undefined : null)
  }
  const entry = useSyncExternalStore(subscribeRecords, read, read)
  useWholeJournalRead()
  return entry
}
