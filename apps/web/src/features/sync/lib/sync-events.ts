import type { SyncChange } from '@hara/core'
import { syncDatabaseName } from '@/lib/device-keys'
import { openLiveStream } from './live-stream'
import { shareBetweenTabs } from './shared-between-tabs'
import { SyncState } from './sync-state'

/**
 * Listens to the account's change signal (`GET /api/sync/events`) while sync is on and the app
 * is open (ADR 0046): each `change` event carries the latest seq, and a small change its sealed
 * records too (ADR 0063). When it is past this phone's cursor, `onChange` runs with it (the
 * records taken, or a pull). The stream is opened again after any failure (live-stream.ts),
 * and one tab of the phone holds it for all of the account's tabs (shared-between-tabs.ts),
 * telling them each change. `onOpen` runs in the tab holding it each time the stream opens: a
 * pull then catches what was said while it was closed; `onClosed` each time it fails or stops.
 */
export function listenForChanges(
  userId: string,
  {
    onChange,
    onOpen,
    onClosed,
  }: { onChange(change: SyncChange): void; onOpen?(): void; onClosed?(): void },
): () => void {
  const heard = (change: SyncChange) => {
    void cursorOf(userId).then((cursor) => {
      if (typeof change.seq === 'number' && change.seq > cursor) onChange(change)
    })
  }
  return shareBetweenTabs<SyncChange>({
    name: syncEventsName(userId),
    lead(tell) {
      const stream = openLiveStream({
        url: '/api/sync/events',
        onOpen,
        onFailure: onClosed,
        onEvent(event) {
          if (event.event !== 'change') return
          const change = readChange(event.data)
          if (!change) return
          tell(change)
          heard(change)
        },
      })
      const onOnline = () => stream.wake()
      // A wait after a network error ends when the network comes back.
      const win = typeof window === 'undefined' ? null : window
      win?.addEventListener('online', onOnline)
      return () => {
        win?.removeEventListener('online', onOnline)
        stream.stop()
        onClosed?.()
      }
    },
    hear(change) {
      if (typeof change?.seq === 'number') heard(change)
    },
  })
}

/** The Web Lock and the channel by which the tabs of one account share its change signal. */
export function syncEventsName(userId: string): string {
  return `${syncDatabaseName(userId)}:events`
}

function readChange(data: string): SyncChange | null {
  try {
    const change = JSON.parse(data) as SyncChange
    return typeof change?.seq === 'number' ? change : null
  } catch {
    return null
  }
}

async function cursorOf(userId: string): Promise<number> {
  try {
    const state = await SyncState.shared(userId)
    return (await state.meta()).cursor
  } catch {
    return -1
  }
}
