/**
 * One account's event stream (`GET /api/sync/events`) as an HTTP response: `text/event-stream`,
 * written as it happens (event streams are never compressed or buffered, see create-app.ts).
 *
 * - First `retry: 5000`, then at once a `change` event with the account's latest change, so a
 *   phone that reconnects knows whether to pull.
 * - `event: change` / `data: {"seq":n,"keyVersion":v}` whenever a newer change is committed:
 *   only that something changed, never what; the phone pulls by cursor.
 * - `: heartbeat` comment lines every `heartbeatMs`, so proxies and phones see it alive.
 * - The stream ends after `idleMs` without a change (the phone's EventSource opens it again),
 *   and when the server stops.
 */
import type { SyncChange } from '@hara/core'
import type { StreamListener } from './sync-hub'

export type StreamTiming = { heartbeatMs: number; idleMs: number }

export const RECONNECT_AFTER_MS = 5000

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
    let idle: ReturnType<typeof setTimeout> | undefined
    let ended = false

    const end = () => {
      if (ended) return
      ended = true
      clearInterval(heartbeat)
      clearTimeout(idle)
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
    const change = (next: SyncChange) => {
      if (next.seq <= lastSeq) return
      lastSeq = next.seq
      write(`event: change\ndata: ${JSON.stringify(next)}\n\n`)
      clearTimeout(idle)
      idle = setTimeout(end, timing.idleMs)
    }

    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c
        write(`retry: ${RECONNECT_AFTER_MS}\n\n`)
        change(pending && pending.seq > initial.seq ? pending : initial)
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
