/**
 * One account's event stream (`GET /api/sync/events`) as an HTTP response: `text/event-stream`,
 * written as it happens (event streams are never compressed or buffered, see create-app.ts).
 *
 * - First `retry: n`, how long the phone waits before it opens the stream again once it drops:
 *   between 1 and 13 s, different for each stream, so phones dropped at once (a proxy restart)
 *   come back spread over twelve seconds: at about a millisecond of the process's time per
 *   open, 10,000 of them fit in one core's time without a queue (ADR 0047). Then at once a
 *   `change` event with the account's latest change, so a phone that reconnects knows whether
 *   to pull.
 * - `event: change` / `data: {"seq":n,"keyVersion":v}` whenever a newer change is committed:
 *   only that something changed, never what; the phone pulls by cursor.
 * - `: heartbeat` comment lines every `heartbeatMs`, so proxies and phones see it alive. A quiet
 *   stream stays open as long as the phone holds it: it ends when the phone goes away (the
 *   write fails or the request is aborted) and when the server stops.
 */
import type { SyncChange } from '@hara/core'
import type { StreamListener } from './sync-hub'

export type StreamTiming = { heartbeatMs: number }

/** The `retry` a stream sends: the low end and the spread of its jitter. */
export const RECONNECT_AFTER_MS = { min: 1000, spread: 12000 }

export function reconnectAfterMs(random: () => number = Math.random): number {
  return RECONNECT_AFTER_MS.min + Math.floor(random() * RECONNECT_AFTER_MS.spread)
}

export type SyncEventStream = {
  /** What the hub tells; changes told before `respond` are kept (the newest) and sent first. */
  listener: StreamListener
  respond(options: { initial: SyncChange; onEnd(): void; signal: AbortSignal }): Response
}

export function createSyncEventStream(timing: StreamTiming): SyncEventStream {
  const encoder = new TextEncoder()
  let lastSeq = -1
  let pending: SyncChange | null = null
  let endedEarly = false
  let live: StreamListener | null = null

  const listener: StreamListener = {
    change(change) {
      if (live) live.change(change)
      else if (!pending || change.seq > pending.seq) pending = change
    },
    end() {
      if (live) live.end()
      else endedEarly = true
    },
  }

  const respond: SyncEventStream['respond'] = ({ initial, onEnd, signal }) => {
    let controller: ReadableStreamDefaultController<Uint8Array> | null = null
    let heartbeat: ReturnType<typeof setInterval> | undefined
    let ended = false

    const end = () => {
      if (ended) return
      ended = true
      clearInterval(heartbeat)
      onEnd()
      try {
        controller?.close()
      } catch {
        // already closed: the client went away
      }
    }
    const write = (text: string) => {
      if (ended || !controller) return
      try {
        controller.enqueue(encoder.encode(text))
      } catch {
        end()
      }
    }
    const changeText = (next: SyncChange) => `event: change\ndata: ${JSON.stringify(next)}\n\n`
    const change = (next: SyncChange) => {
      if (next.seq <= lastSeq) return
      lastSeq = next.seq
      write(changeText(next))
    }

    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c
        // The retry and the latest change in one write: one packet for a phone coming back.
        const first = pending && pending.seq > initial.seq ? pending : initial
        lastSeq = first.seq
        write(`retry: ${reconnectAfterMs()}\n\n${changeText(first)}`)
        heartbeat = setInterval(() => write(': heartbeat\n\n'), timing.heartbeatMs)
        live = { change, end }
        if (endedEarly || signal.aborted) end()
      },
      cancel: end,
    })
    signal.addEventListener('abort', end, { once: true })
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-store, no-transform',
        'X-Accel-Buffering': 'no',
        // An ended stream takes its connection with it: a stopping server need not wait for it
        // to go idle, and the phone reconnects on a new one anyway.
        Connection: 'close',
      },
    })
  }

  return { listener, respond }
}
