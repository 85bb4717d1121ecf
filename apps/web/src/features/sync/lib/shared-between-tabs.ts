/**
 * Something only one tab of the phone should do for all of them (ADR 0046), here the change
 * signal: the server keeps at most a few streams per account, and six tabs of one phone must
 * not use them all. The tab that holds the Web Lock `name` leads (`lead`) and tells the other
 * tabs what it heard on the BroadcastChannel `name`; they hear it (`hear`). The lock is held
 * while the leading tab lives; when it closes, or stops, the lock goes to another tab, which
 * leads from then on. Without Web Locks, each tab leads for itself.
 *
 * A tab in the background never keeps the others deaf (ADR 0059): frozen by the browser, or
 * put in its back/forward cache, it lets go of the lock (or of its place in line) at once;
 * hidden, after `handOverAfterMs`, so that a quick look at another app hands nothing over. It
 * asks again once it is in front. With every tab in the background, none leads: pulls on
 * coming back catch up.
 */

type Locks = Pick<LockManager, 'request'>
type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'close'>

/** Where the page is in its life: in front, in the background, or frozen (or cached). */
export type PageState = 'visible' | 'hidden' | 'frozen'

export interface TabPage {
  state(): PageState
  /** Told whenever the state may have changed; returns its stop. */
  onChange(listener: () => void): () => void
}

/** How long a hidden tab keeps the lead before it hands it over. */
export const HAND_OVER_AFTER_MS = 30_000

export type ShareOptions<T> = {
  name: string
  /** Runs in the leading tab until it stops; `tell` reaches every other tab. Returns its stop. */
  lead(tell: (message: T) => void): () => void
  /** A message from the leading tab, in every other tab. */
  hear(message: T): void
  /** The phone's lock manager (`navigator.locks`) and channels, or stand-ins in tests. */
  locks?: Locks | undefined
  channel?: ((name: string) => Channel) | undefined
  /** The page's life (`document`'s by default), or a stand-in in tests. */
  page?: TabPage
  handOverAfterMs?: number
}

export function shareBetweenTabs<T>(options: ShareOptions<T>): () => void {
  const locks = 'locks' in options ? options.locks : browserLocks()
  const makeChannel = 'channel' in options ? options.channel : browserChannel()
  if (!locks) return options.lead(() => {})
  const page = options.page ?? browserPage()
  const handOverAfter = options.handOverAfterMs ?? HAND_OVER_AFTER_MS

  const channel = makeChannel?.(options.name) ?? null
  channel?.addEventListener('message', (event) => options.hear((event as MessageEvent<T>).data))
  let stopped = false
  /** This tab's request for the lock, while it waits for it or holds it. */
  let asking: { waiting: AbortController; release: (() => void) | null } | null = null
  let stopLeading: (() => void) | null = null
  let handOver: ReturnType<typeof setTimeout> | undefined

  const ask = () => {
    if (stopped || asking) return
    const request = { waiting: new AbortController(), release: null as (() => void) | null }
    asking = request
    locks
      .request(options.name, { signal: request.waiting.signal }, () => {
        if (stopped || asking !== request) return Promise.resolve()
        stopLeading = options.lead((message) => channel?.postMessage(message))
        return new Promise<void>((resolve) => (request.release = resolve))
      })
      .catch(() => {
        // Withdrawn while another tab led: nothing was held.
      })
  }

  /** Lets go of the lock, or of its place in line. */
  const letGo = () => {
    const request = asking
    asking = null
    if (!request) return
    request.waiting.abort()
    stopLeading?.()
    stopLeading = null
    request.release?.()
  }

  const follow = () => {
    const state = page.state()
    if (state !== 'hidden') {
      clearTimeout(handOver)
      handOver = undefined
    }
    if (state === 'visible') ask()
    else if (state === 'frozen') letGo()
    else handOver ??= setTimeout(letGo, handOverAfter)
  }
  const stopFollowing = page.onChange(follow)
  if (page.state() === 'visible') ask()
  else follow()

  return () => {
    if (stopped) return
    stopped = true
    stopFollowing()
    clearTimeout(handOver)
    letGo()
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

/**
 * The document's life: hidden or shown (`visibilitychange`), frozen and resumed (the Page
 * Lifecycle's `freeze` and `resume`), and put in or taken out of the back/forward cache
 * (`pagehide` and `pageshow`, persisted). A page without a document is always in front.
 */
function browserPage(): TabPage {
  if (typeof document === 'undefined') return { state: () => 'visible', onChange: () => () => {} }
  let frozen = false
  const events: [EventTarget, string, (event: Event) => void][] = [
    [document, 'visibilitychange', () => {}],
    [document, 'freeze', () => (frozen = true)],
    [document, 'resume', () => (frozen = false)],
    [window, 'pagehide', (event) => (frozen = (event as PageTransitionEvent).persisted)],
    [window, 'pageshow', () => (frozen = false)],
  ]
  return {
    state: () =>
      frozen ? 'frozen' : document.visibilityState === 'visible' ? 'visible' : 'hidden',
    onChange(listener) {
      const handlers = events.map(([target, type, note]) => {
        const handler = (event: Event) => {
          note(event)
          listener()
        }
        target.addEventListener(type, handler)
        return () => target.removeEventListener(type, handler)
      })
      return () => handlers.forEach((remove) => remove())
    },
  }
}
