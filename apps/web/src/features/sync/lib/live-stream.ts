import { ServerSentEventReader, type ServerSentEvent } from '@hara/core'
import { backoffDelay, readRetryAfter, serverDelay } from './reconnect-delay'

/**
 * An event stream kept open for as long as it is wanted (ADR 0046). It is read with `fetch`,
 * not EventSource, so a refusal's status and `Retry-After` are seen: EventSource gives up for
 * good on any answer but a 200.
 *
 * After any failure it opens the stream again, waiting first (reconnect-delay.ts): a refusal
 * (any status but 200, or a 200 that is not an event stream), a network error, a stream that
 * ends, and a stream that goes silent for `silentAfterMs` (no heartbeat). The backoff starts
 * over once a stream has stayed open for `healthyAfterMs`. A 401 ends it, and so does a
 * `signed-out` event, the last thing the server sends on a stream whose session ended (signed
 * out, a password reset, revoked from another phone, the account deleted): both are this
 * phone signed out, and `onSignedOut` runs.
 */

/** The event a stream ends with when its session has ended. */
export const SIGNED_OUT_EVENT = 'signed-out'

/** The server's heartbeat comes every 25 s by default (SYNC_HEARTBEAT_SECONDS): twice that. */
export const SILENT_AFTER_MS = 50_000
/** A stream open this long is healthy: the next failure waits from the first step again. */
export const HEALTHY_AFTER_MS = 30_000

export type StreamFailure = {
  reason: 'refused' | 'network' | 'ended' | 'silent'
  /** The answer's status for a refusal. */
  status?: number
  /** How long it waits before trying again. */
  delayMs: number
}

export type LiveStreamOptions = {
  url: string
  onEvent(event: ServerSentEvent): void
  /** Each time the stream opens, the first time included. */
  onOpen?(): void
  /** Each failure, with the wait before the next try. */
  onFailure?(failure: StreamFailure): void
  /** The server answered 401, or said `signed-out` on the stream: nothing more is tried. */
  onSignedOut?(): void
  fetch?: typeof fetch
  random?: () => number
  silentAfterMs?: number
  healthyAfterMs?: number
}

export type LiveStream = {
  stop(): void
  /** Tries again now when it is waiting after a network error (the network came back). */
  wake(): void
}

type Attempt =
  | { kind: 'signed-out' }
  | { kind: 'refused'; status: number; retryAfterMs: number | null }
  | { kind: 'network' | 'silent' | 'ended'; retryMs: number | null; healthy: boolean }

export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const random = options.random ?? Math.random
  const silentAfterMs = options.silentAfterMs ?? SILENT_AFTER_MS
  const healthyAfterMs = options.healthyAfterMs ?? HEALTHY_AFTER_MS
  let stopped = false
  let failures = 0
  let current: AbortController | null = null
  let waiting: { go(): void; network: boolean } | null = null

  const attempt = async (): Promise<Attempt> => {
    const controller = new AbortController()
    current = controller
    let silent = false
    let silence: ReturnType<typeof setTimeout> | undefined
    // Each chunk only notes when it came: the timer, set once, looks again when it fires (a
    // timer cleared and set again for every event is work on the main thread for each).
    let heardAt = Date.now()
    const quiet = () => {
      heardAt = Date.now()
    }
    const watch = (after: number) => {
      silence = setTimeout(() => {
        const left = heardAt + silentAfterMs - Date.now()
        if (left > 0) return watch(left)
        silent = true
        controller.abort()
      }, after)
    }
    watch(silentAfterMs)
    let healthy = false
    let healthyTimer: ReturnType<typeof setTimeout> | undefined
    const events = new ServerSentEventReader()
    try {
      const response = await (options.fetch ?? fetch)(options.url, {
        headers: { Accept: 'text/event-stream' },
        cache: 'no-store',
        credentials: 'same-origin',
        signal: controller.signal,
      })
      if (response.status === 401) {
        void response.body?.cancel().catch(() => {})
        return { kind: 'signed-out' }
      }
      const type = response.headers.get('Content-Type') ?? ''
      if (response.status !== 200 || !type.startsWith('text/event-stream') || !response.body) {
        void response.body?.cancel().catch(() => {})
        const retryAfterMs = readRetryAfter(response.headers.get('Retry-After'), Date.now())
        return { kind: 'refused', status: response.status, retryAfterMs }
      }
      quiet()
      healthyTimer = setTimeout(() => {
        healthy = true
        failures = 0
      }, healthyAfterMs)
      options.onOpen?.()
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        quiet()
        for (const event of events.push(value)) {
          if (stopped) break
          if (event.event === SIGNED_OUT_EVENT) {
            void reader.cancel().catch(() => {})
            return { kind: 'signed-out' }
          }
          options.onEvent(event)
        }
      }
      return { kind: 'ended', retryMs: events.retry, healthy }
    } catch {
      // No answer, the connection broke, or this side gave up on a silent stream.
      return { kind: silent ? 'silent' : 'network', retryMs: events.retry, healthy }
    } finally {
      clearTimeout(silence)
      clearTimeout(healthyTimer)
      current = null
    }
  }

  const delayAfter = (result: Exclude<Attempt, { kind: 'signed-out' }>): number => {
    if (result.kind === 'refused') {
      failures++
      return result.retryAfterMs === null
        ? backoffDelay(failures, random)
        : serverDelay(result.retryAfterMs, random)
    }
    const asked = result.retryMs === null ? null : serverDelay(result.retryMs, random)
    if (result.healthy && result.kind === 'ended') {
      // A stream that served well and was closed by the server: back after its `retry`.
      failures = 0
      return asked ?? backoffDelay(1, random)
    }
    failures++
    return Math.max(asked ?? 0, backoffDelay(failures, random))
  }

  const wait = (ms: number, network: boolean) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => go(), ms)
      const go = () => {
        clearTimeout(timer)
        waiting = null
        resolve()
      }
      waiting = { go, network }
    })

  const run = async () => {
    while (!stopped) {
      const result = await attempt()
      if (stopped) return
      if (result.kind === 'signed-out') {
        stopped = true
        options.onSignedOut?.()
        return
      }
      const delayMs = delayAfter(result)
      const status = result.kind === 'refused' ? { status: result.status } : {}
      options.onFailure?.({ reason: result.kind, ...status, delayMs })
      await wait(delayMs, result.kind === 'network')
    }
  }
  void run()

  return {
    stop() {
      stopped = true
      current?.abort()
      waiting?.go()
    },
    wake() {
      if (waiting?.network) waiting.go()
    },
  }
}
