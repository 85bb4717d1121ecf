/**
 * `GET /api/sync/events` answered by the HTTP server itself, before the app: the same opening
 * (event-streams.ts) and the same protocol (sync-events.ts), written straight to Node's
 * response. In a reconnect storm every open phone asks at once, and the app's path (its
 * middleware, a web Request and Response, a web stream read chunk by chunk) cost about 2 ms of
 * the process's time per open; this path is a fraction of that (ADR 0047).
 *
 * It takes the address however it is spelled, as the app would route it (`/api/sync/%65vents`,
 * the absolute form `http://host/api/sync/events`): a GET with no body (or an empty one) is a
 * stream here, and a HEAD is answered 405 with `Allow: GET`, never a stream nobody reads. Its
 * answers carry the app's security headers and a request id (answer-headers.ts), and its log
 * line names that id. Anything else goes to the app: other methods, a GET that carries a body,
 * and a path with a `..` segment (the app refuses those).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  REQUEST_ID_HEADER,
  requestIdFor,
  type SecurityHeaders,
} from '../../lib/http/answer-headers'
import { hasDotDotSegment } from '../../lib/http/create-app'
import { answerForError } from '../../lib/http/error-answers'
import { errorBody } from '../../lib/http/errors'
import type { DirectRoute } from '../../lib/http/http-server'
import type { Logger } from '../../lib/logging/logger'
import type { EventStreams } from './event-streams'
import { isRefusal } from './stream-opener'
import { EVENT_STREAM_HEADERS, MAX_UNREAD_BYTES, ONLY_GET, type StreamSink } from './sync-events'

const PATH = '/api/sync/events'

export function eventStreamsOnNode(deps: {
  events: EventStreams
  logger: Logger
  /** The app's security headers, from the one list (answer-headers.ts). */
  headers: SecurityHeaders
}): DirectRoute {
  const common = Object.fromEntries(deps.headers)
  return (req, res) => {
    if (!isEventsTarget(req.url)) return false
    if (req.method === 'HEAD') {
      const id = requestIdOf(req)
      sendJson(res, 405, errorBody(ONLY_GET.code, ONLY_GET.message), {
        ...common,
        [REQUEST_ID_HEADER]: id,
        Allow: 'GET',
      })
      logRequest(deps.logger, id, 'HEAD', 405, 0)
      return true
    }
    if (req.method !== 'GET' || carriesBody(req)) return false
    void serve(deps.events, deps.logger, common, req, res)
    return true
  }
}

/** True when the target names the stream's address, as the app would route it. */
export function isEventsTarget(url: string | undefined): boolean {
  if (url === undefined) return false
  if (url === PATH || url.startsWith(`${PATH}?`)) return true
  if (url.includes('\\') || hasDotDotSegment(url)) return false
  try {
    // The absolute form keeps its own host; dot segments resolve as the app's URL does.
    return decodeURI(new URL(url, 'http://localhost').pathname) === PATH
  } catch {
    return false
  }
}

function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers[REQUEST_ID_HEADER.toLowerCase()]
  return requestIdFor(Array.isArray(sent) ? sent[0] : sent)
}

function carriesBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length']
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}

async function serve(
  events: EventStreams,
  logger: Logger,
  common: Record<string, string>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const started = performance.now()
  const id = requestIdOf(req)
  const headers = { ...common, [REQUEST_ID_HEADER]: id }
  let status = 200
  try {
    const opened = await events.open(headersOf(req))
    if (isRefusal(opened)) {
      status = opened.status
      sendJson(res, status, errorBody(opened.code, opened.message), {
        ...headers,
        'Retry-After': String(opened.retryAfterSeconds),
      })
      return
    }
    if (res.destroyed || req.socket.destroyed) {
      opened.end()
      return
    }
    res.writeHead(200, { ...headers, ...EVENT_STREAM_HEADERS })
    const end = opened.stream.start({
      initial: opened.initial,
      onEnd: opened.end,
      sink: sinkOf(res),
    })
    res.once('close', end)
  } catch (error) {
    const answer = answerForError(error, logger, id)
    status = answer.status
    sendJson(res, status, answer.body, { ...headers, ...answer.headers })
  } finally {
    logRequest(logger, id, 'GET', status, performance.now() - started)
  }
}

function logRequest(logger: Logger, requestId: string, method: string, status: number, ms: number) {
  logger.info('request', { requestId, method, path: PATH, status, ms: Math.round(ms) })
}

function sinkOf(res: ServerResponse): StreamSink {
  return {
    write(text) {
      if (res.destroyed || res.writableEnded) return false
      // A phone that stops reading is let go, its connection with it.
      if (res.writableLength > MAX_UNREAD_BYTES) {
        res.destroy()
        return false
      }
      res.write(text)
      return true
    },
    close() {
      if (!res.writableEnded && !res.destroyed) res.end()
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
  headers: Record<string, string>,
): void {
  if (res.headersSent || res.destroyed) return
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
  })
  res.end(text)
}
