import type { SyncChange } from '@hara/core'
import { SyncState } from './sync-state'

/**
 * Listens to the account's change signal (`GET /api/sync/events`) while sync is on and the app
 * is open: each `change` event carries only the latest seq. When it is past this phone's
 * cursor, `onChange` runs (a pull). EventSource opens the stream again by itself after it ends
 * or the network returns; a missed signal is caught by the pulls on open, focus and reconnect.
 */
export function listenForChanges(userId: string, onChange: () => void): () => void {
  if (typeof EventSource === 'undefined') return () => {}
  const events = new EventSource('/api/sync/events')
  events.addEventListener('change', (event: MessageEvent<string>) => {
    let change: SyncChange
    try {
      change = JSON.parse(event.data) as SyncChange
    } catch {
      return
    }
    void cursorOf(userId).then((cursor) => {
      if (typeof change.seq === 'number' && change.seq > cursor) onChange()
    })
  })
  return () => events.close()
}

async function cursorOf(userId: string): Promise<number> {
  try {
    const state = await SyncState.open(userId)
    try {
      return (await state.meta()).cursor
    } finally {
      state.close()
    }
  } catch {
    return -1
  }
}
