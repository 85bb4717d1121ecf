import { lazy, Suspense, useSyncExternalStore } from 'react'
import { onWaitingWorker, waitingWorker } from '@/lib/service-worker'

const UpdateButton = lazy(() => import('./update-button'))

/**
 * A quiet prompt when a new version of Hara is installed and waiting: it never interrupts,
 * and tapping it reloads onto the new version (lib/service-worker.ts).
 */
export function UpdatePrompt() {
  const worker = useSyncExternalStore(onWaitingWorker, waitingWorker, () => null)
  if (!worker) return null
  return (
    <Suspense fallback={null}>
      <UpdateButton />
    </Suspense>
  )
}
