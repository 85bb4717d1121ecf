/**
 * One account's event stream (`GET /api/sync/events`): `text/event-stream`, written as it
 * happens (event streams are never compressed or buffered, see create-app.ts).
 *
 * - First `retry: n`, how long the phone waits before it opens the stream again once it drops:
 *   between 1 and 11 s, different for each stream, so phones dropped at once (a proxy restart)
 *   come back spread over ten seconds (ADR 0047). Then at once a `change` event with the
 *   account's latest change, so a phone that reconnects knows whether to pull.
 * - `event: change` / `data: {"seq":n,"keyVersion":v}` whenever a newer change is committed;
 *   for a small change of records also `"since":m,"records":[…]`, the records as a page
 *   carries them (sealed on the phone: the server reads nothing of them) and the seq before
 *   them, so a phone at `since` takes them without a pull (ADR 0063). Otherwise the phone
 *   pulls by cursor.
 * - `: heartbeat` comment lines every `heartbeatMs`, so proxies and phones see it alive. A quiet
 *   stream stays open as long as the phone holds it: it ends when the phone goes away (a write
 *   fails, the connection closes) and when the server stops.
 * - `event: signed-out` / `data: {}` as its last words when the session it was opened on ends
 *   (sign-out, a password reset, revoked, the account deleted: signed-out-streams.ts); then it
 *   ends. The phone takes it as a 401: signed out, nothing to open again.
 *
 * The protocol is written once, to a sink: `respond` makes it a web Response (the app's route,
 * as tests call it in-process), and the HTTP server writes it straight to Node's response
 * (node-event-stream.ts), which costs a fraction of the web stream's work per open.
 */
import type { SyncChange } from '@hara/core'
import type { StreamListener } from './sync-hub'

export type StreamTiming = { heartbeatMs: number }

/** The `retry` a stream sends: the low end and the spread of its jitter. */
export const RECONNECT_AFTER_MS = { min: 1000, spread: 10_000 }

export function reconnectAfterMs(random: () => number = Math.random): number {
  return RECONNECT_AFTER_MS.min + Math.floor(random() * RECONNECT_AFTER_MS.spread)
}

/**
 * What a phone may leave unread before it is let go, on either transport (it reconnects and
 * pulls anyway).
 */
export const MAX_UNREAD_BYTES = 64 * 1024

/** The answer to anything but a GET at the stream's address: 405 with `Allow: GET`. */
export const ONLY_GET = {
  code: 'method_not_allowed',
  message: 'Only GET opens the event stream.',
} as const

/** The headers of a stream's 200 answer, on either transport. */
export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-store, no-transform',
  'X-Accel-Buffering': 'no',
  'X-Content-Type-Options': 'nosniff',
  // An ended stream takes its connection with it: a stopping server need not wait for it to go
  // idle, and the phone reconnects on a new one anyway.
  Connection: 'close',
} as const

/** Where a stream's text goes. */
export type StreamSink = {
  /** Writes `text`; false when the phone is gone (or reads too slowly to keep). */
  write(text: string): boolean
  close(): void
}

export type SyncEventStream = {
  /** What the hub tells; changes told before `start` are kept (the newest) and sent first. */
  listener: StreamListener
  /** Writes the stream to `sink` until it ends; returns what ends it. */
  start(options: { initial: SyncChange; sink: StreamSink; onEnd(): void }): () => void
  /**
   * The stream as a web Response, ended when `signal` aborts, when its reader cancels, and when
   * `MAX_UNREAD_BYTES` wait unread in it (the body errors, and the connection goes with it).
   */
  respond(options: { initial: SyncChange; onEnd(): void; signal: AbortSignal }): Response
}

const changeText = (next: SyncChange) => `event: change\ndata: ${JSON.stringify(next)}\n\n`

/** The last event of a stream whose session ended. */
export const SIGNED_OUT_TEXT = 'event: signed-out\ndata: {}\n\n'

export function createSyncEventStream(timing: StreamTiming): SyncEventStream {
  let lastSeq = -1
  let pending: SyncChange | null = null
  let endedEarly: 'ended' | 'signed-out' | null = null
  let live: StreamListener | null = null

  const listener: StreamListener = {
    change(change) {
      if (live) live.change(change)
      else if (!pending || change.seq > pending.seq) pending = change
    },
    end() {
      if (live) live.end()
      else endedEarly ??= 'ended'
    },
    signedOut() {
      if (live) live.signedOut()
      else endedEarly = 'signed-out'
    },
  }

  const start: SyncEventStream['start'] = ({ initial, sink, onEnd }) => {
    let ended = false
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), timing.heartbeatMs)
    const end = () => {
      if (ended) return
      ended = true
      clearInterval(heartbeat)
      onEnd()
      sink.close()
    }
    const write = (text: string) => {
      if (!ended && !sink.write(text)) end()
    }
    const change = (next: SyncChange) => {
      if (next.seq <= lastSeq) return
      lastSeq = next.seq
      write(changeText(next))
    }
    const signedOut = () => {
      write(SIGNED_OUT_TEXT)
      end()
    }
    live = { change, end, signedOut }
    if (endedEarly === 'signed-out') {
      signedOut()
      return end
    }
    // The retry and the latest change in one write: one packet for a phone coming back.
    const first = pending && pending.seq > initial.seq ? pending : initial
    lastSeq = first.seq
    write(`retry: ${reconnectAfterMs()}\n\n${changeText(first)}`)
    if (endedEarly) end()
    return end
  }

  const respond: SyncEventStream['respond'] = ({ initial, onEnd, signal }) => {
    const encoder = new TextEncoder()
    let end = () => {}
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          const sink: StreamSink = {
            write(text) {
              if (controller.desiredSize !== null && controller.desiredSize <= 0) {
                controller.error(new Error('the phone stopped reading'))
                return false
              }
              try {
                controller.enqueue(encoder.encode(text))
                return true
              } catch {
                return false
              }
            },
            close() {
              try {
                controller.close()
              } catch {
                // already closed: the client went away
              }
            },
          }
          end = start({ initial, sink, onEnd })
          if (signal.aborted) end()
        },
        cancel: () => end(),
      },
      new ByteLengthQueuingStrategy({ highWaterMark: MAX_UNREAD_BYTES }),
    )
    signal.addEventListener('abort', () => end(), { once: true })
    return new Response(body, { headers: EVENT_STREAM_HEADERS })
  }

  return { listener, start, respond }
}
