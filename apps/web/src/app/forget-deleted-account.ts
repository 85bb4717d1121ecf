import type { QueryClient } from '@/lib/query'
import { forgetSession, sessionQueryKey } from '@/features/auth/api/session'
import { currentDeviceSubscription } from '@/features/reminders/lib/device-subscription'
import { journalDatabaseName, syncDatabaseName } from '@/lib/device-keys'
import { listKeys, removeRaw } from '@/lib/device-storage'
import { setActiveUser, userPrefix } from '@/stores/device'
import { clearAllData } from '@/stores/records/whole-journal'

/** How long the phone waits for another tab to let go of the journal's database. */
const DELETE_WAIT_MS = 3000

/**
 * After the server has deleted the account: everything of it on this phone goes too. The
 * journal is cleared the way 'Clear all data' clears it (its records, the coach's caches, the
 * backup's state, recovery copies and any check-in in progress), then its database itself,
 * every other value kept under the account's name (settings, onboarding), the backup's key and
 * this browser's push subscription, and the session; the theme, the device's own, stays.
 * Finally the query cache forgets the account, which takes the app to the sign-in screen.
 */
export async function forgetDeletedAccount(userId: string, queryClient: QueryClient) {
  await clearAllData()
  // Closes the account's database here, so that it can be deleted.
  setActiveUser(null)
  await deleteDatabase(journalDatabaseName(userId))
  await deleteDatabase(syncDatabaseName(userId))
  for (const key of listKeys(userPrefix(userId))) removeRaw(key)
  await (await import('@/features/sync')).forgetBackupKey(userId)
  // The server has forgotten the subscription with the account; the browser lets it go too.
  await currentDeviceSubscription()
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined)
  forgetSession()
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
  queryClient.setQueryData(sessionQueryKey, null)
}

/** Deletes an IndexedDB database; never rejects, and gives up waiting on a blocked delete. */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, DELETE_WAIT_MS)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    try {
      const request = indexedDB.deleteDatabase(name)
      request.onsuccess = done
      request.onerror = done
    } catch {
      done()
    }
  })
}
