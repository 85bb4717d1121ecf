/**
 * Something only one tab of the phone should do for all of them (ADR 0046), here the change
 * signal: the server keeps at most a few streams per account, and six tabs of one phone must
 * not use them all. The tab that holds the Web Lock `name` leads (`lead`) and tells the other
 * tabs what it heard on the BroadcastChannel `name`; they hear it (`hear`). The lock is held
 * while the leading tab lives; when it closes, or stops, the lock goes to another tab, which
 * leads from then on. Without Web Locks, each tab leads for itself.
 */

type Locks = Pick<LockManager, 'request'>
type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'close'>

export type ShareOptions<T> = {
  name: string
  /** Runs in the leading tab until it stops; `tell` reaches every other tab. Returns its stop. */
  lead(tell: (message: T) => void): () => void
  /** A message from the leading tab, in every other tab. */
  hear(message: T): void
  /** The phone's lock manager (`navigator.locks`) and channels, or stand-ins in tests. */
  locks?: Locks | undefined
  channel?: ((name: string) => Channel) | undefined
}

export function shareBetweenTabs<T>(options: ShareOptions<T>): () => void {
  const locks = 'locks' in options ? options.locks : browserLocks()
  const makeChannel = 'channel' in options ? options.channel : browserChannel()
  if (!locks) return options.lead(() => {})

  const channel = makeChannel?.(options.name) ?? null
  channel?.addEventListener('message', (event) => options.hear((event as MessageEvent<T>).data))
  const waiting = new AbortController()
  let stopped = false
  let release: (() => void) | null = null
  let stopLeading: (() => void) | null = null

  locks
    .request(options.name, { signal: waiting.signal }, () => {
      if (stopped) return Promise.resolve()
      stopLeading = options.lead((message) => channel?.postMessage(message))
      return new Promise<void>((resolve) => (release = resolve))
    })
    .catch(() => {
      // Stopped while another tab led: nothing was held.
    })

  return () => {
    if (stopped) return
    stopped = true
    waiting.abort()
    stopLeading?.()
    release?.()
    channel?.close()
  }
}

function browserLocks(): Locks | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.locks
}

function browserChannel(): ((name: string) => Channel) | undefined {
  return typeof BroadcastChannel === 'undefined'
    ? undefined
    : (name: string) => new BroadcastChannel(name)
}
