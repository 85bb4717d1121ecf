import { keepPreviousData, queryOptions, useQuery } from '@/lib/query'
import { useEffect, useSyncExternalStore } from 'react'
import { getJournalRevision, subscribeJournalRecords } from '@/stores/records'

/** What the browser says about this site's storage; null fields where it does not say. */
export interface StorageFacts {
  /** Bytes the journal's database takes (or the whole site, where the browser lumps them). */
  bytes: number | null
  /** Whether the browser has promised not to clear the site's storage when space runs low. */
  persisted: boolean | null
}

async function storageFacts(): Promise<StorageFacts> {
  const manager = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (!manager) return { bytes: null, persisted: null }
  const [estimate, persisted] = await Promise.all([
    manager.estimate?.().catch(() => null) ?? null,
    manager.persisted?.().catch(() => null) ?? null,
  ])
  const details = (estimate as { usageDetails?: { indexedDB?: number } } | null)?.usageDetails
  return { bytes: details?.indexedDB ?? estimate?.usage ?? null, persisted }
}

/** Asked again at each version of the journal; the last answer shows until the next one. */
export const storageFactsQueryOptions = (revision: number) =>
  queryOptions({
    queryKey: ['storage-facts', revision],
    queryFn: storageFacts,
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** A browser may count a write's bytes a moment after it (Chromium does): asked again then. */
export const STORAGE_SETTLE_MS = 1500

/**
 * What the journal takes on this phone and whether the browser has promised to keep it, asked
 * again as the journal changes (an import, a check-in from another tab) while it shows, and once
 * more a moment later.
 */
export function useStorageFacts() {
  const revision = useSyncExternalStore(
    subscribeJournalRecords,
    getJournalRevision,
    getJournalRevision,
  )
  const query = useQuery(storageFactsQueryOptions(revision))
  const { refetch } = query
  useEffect(() => {
    const again = setTimeout(() => void refetch(), STORAGE_SETTLE_MS)
    return () => clearTimeout(again)
  }, [revision, refetch])
  return query
}
