import { queryOptions, useQuery } from '@/lib/query'
import { findServerBackup } from '@/features/sync'

/**
 * What the account keeps on the server (synced records, an older whole-journal backup, or
 * nothing), asked afresh each time a screen that needs it shows: nothing is kept once none
 * does, and a failure is said at once rather than asked again.
 */
export const serverBackupQueryOptions = queryOptions({
  queryKey: ['server-backup'],
  queryFn: findServerBackup,
  staleTime: 0,
  gcTime: 0,
  retry: false,
  refetchOnReconnect: false,
})

/** The account's backup on the server, asked only while `enabled`. */
export function useServerBackup(enabled = true) {
  return useQuery({ ...serverBackupQueryOptions, enabled })
}
