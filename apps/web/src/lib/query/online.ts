/**
 * Whether the phone says it is online, as the browser's `online` and `offline` events tell it.
 * It starts online: `navigator.onLine` is false on some phones that do reach the server, so a
 * read is tried first and fails with its own words rather than waiting for an event that may
 * never come. A read that needs the network waits, paused, once the phone has said it is off.
 */
type Listener = (online: boolean) => void

let online = true
const listeners = new Set<Listener>()

function setOnline(next: boolean): void {
  if (online === next) return
  online = next
  for (const listener of [...listeners]) listener(next)
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => setOnline(true))
  window.addEventListener('offline', () => setOnline(false))
}

export const onlineManager = {
  isOnline: (): boolean => online,
  /** For tests, and for what learns of the network otherwise than by the browser's events. */
  setOnline,
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** Resolves when the phone is online (at once when it is), or when `stop` is called. */
export function untilOnline(): { ready: Promise<void>; stop: () => void } {
  let stop = () => {}
  const ready = new Promise<void>((resolve) => {
    if (online) return resolve()
    const unsubscribe = onlineManager.subscribe((now) => {
      if (now) stop()
    })
    stop = () => {
      unsubscribe()
      resolve()
    }
  })
  return { ready, stop: () => stop() }
}
