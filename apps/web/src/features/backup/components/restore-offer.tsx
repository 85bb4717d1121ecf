import { lazy, Suspense } from 'react'
import { useServerBackup } from '../api/find-server-backup'

// The form and the restoring code load only when there is a backup to restore.
const RestoreCard = lazy(() => import('./restore-card'))

/**
 * 'Restore your journal': on a phone whose journal is empty, when the account has a
 * backup on the server. The passphrase opens it here; a wrong one says so and changes nothing.
 * Restoring merges by entry id, recomputes XP, streak and achievements, and keeps this phone
 * backing up with the same key. 'Not now' is remembered on this phone.
 *
 * Nothing shows while the server is asked, or when there is no backup or no network.
 */
export default function RestoreOffer() {
  const { data: found } = useServerBackup()
  if (!found) return null
  return (
    <Suspense fallback={null}>
      <RestoreCard found={found} />
    </Suspense>
  )
}
