/**
 * `GET /api/sync/events` answered by the HTTP server itself, before the app: the same opening
 * (event-streams.ts) and the same protocol (sync-events.ts), written straight to Node's
 * response. In a reconnect storm every open phone asks at once, and the app's path (its
 * middleware, a web Request and Response, a web stream read chunk by chunk) cost about 2 ms of
 * the process's time per open; this path is a fraction of that (ADR 0047). Anything else,
 * and any request to that address that carries a body, goes to the app as before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { answerForError } from '../../lib/http/error-answers'
import { errorBody } from '../../lib/http/errors'
import type { DirectRoute } from '../../lib/http/http-server'
import type { Logger } from '../../lib/logging/logger'
import type { EventStreams } from './event-streams'
import { isRefusal } from './stream-opener'
import { EVENT_STREAM_HEADERS, type StreamSink } from './sync-events'

const PATH = '/api/sync/events'
/** What a phone may leave unread before it is dropped (it reconnects and pulls anyway). */
const MAX_UNREAD_BYTES = 64 * 1024

export function eventStreamsOnNode(events: EventStreams, logger: Logger): DirectRoute {
  return (req, res) => {
    if (req.method !== 'GET' || !isEventsTarget(req.url)) return false
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding']) {
      return false
    }
    void serve(events, logger, req, res)
    return true
  }
}

function isEventsTarget(url: string | undefined): boolean {
  return url === PATH || (url !== undefined && url.startsWith(`${PATH}?`))
}

async function serve(
  events: EventStreams,
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const started = performance.now()
  let status = 200
  try {
    const opened = await events.open(headersOf(req))
    if (isRefusal(opened)) {
      status = opened.status
      sendJson(res, status, errorBody(opened.code, opened.message), {
        'Retry-After': String(opened.retryAfterSeconds),
      })
      return
    }
    if (res.destroyed || req.socket.destroyed) {
      opened.end()
      return
    }
    res.writeHead(200, EVENT_STREAM_HEADERS)
    const end = opened.stream.start({
      initial: opened.initial,
      onEnd: opened.end,
      sink: sinkOf(res),
    })
    res.once('close', end)
  } catch (error) {
    const answer = answerForError(error, logger, undefined)
    status = answer.status
    sendJson(res, status, answer.body, answer.headers)
  } finally {
    logger.info('request', {
      method: 'GET',
      path: PATH,
      status,
      ms: Math.round(performance.now() - started),
    })
  }
}

function sinkOf(res: ServerResponse): StreamSink {
  return {
    write(text) {
      if (res.destroyed || res.writableEnded || res.writableLength > MAX_UNREAD_BYTES) return false
      res.write(text)
      return true
    },
    close() {
      if (!res.writableEnded) res.end()
    },
  }
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  return headers
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  })
  res.end(text)
}
