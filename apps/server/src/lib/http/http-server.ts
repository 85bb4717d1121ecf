/**
 * The app on a Node HTTP server, as `npm start` runs it, with the limits a server on the open
 * internet needs:
 * - A request must arrive whole within 30 s and its headers within 15 s; a slow client gets 408
 *   and its connection closes, instead of holding it for Node's 300 s and 70 s. Keep-alive
 *   stays Node's 5 s.
 * - At most `maxConnections` connections at once (MAX_CONNECTIONS, lowered to what the
 *   file-descriptor limit allows: process-limits.ts); more are refused at the door. It sits
 *   above the event streams' own limit, so health checks and ordinary requests still get in
 *   when every stream is taken.
 * - What Node refuses before the app sees it (a malformed request line, a raw backslash in the
 *   path, oversized headers, the timeouts above) gets the same JSON error shape as the app's
 *   own answers, never Node's bare status line.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { errorBody } from './errors'
import { DEFAULT_CONNECTIONS, type Env } from '../../env'
import type { Logger } from '../logging/logger'

type FetchCallback = Parameters<typeof getRequestListener>[0]

/** A request the server answers itself, before the app: true when it took it. */
export type DirectRoute = (req: IncomingMessage, res: ServerResponse) => boolean

export type ServerLimits = {
  /** The whole request, headers and body. */
  requestTimeoutMs: number
  headersTimeoutMs: number
  maxConnections: number
  /** How often Node looks for requests past their time (its default, 30 s, is too coarse). */
  checkIntervalMs: number
}

export const SERVER_TIMEOUTS: Omit<ServerLimits, 'maxConnections'> = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  checkIntervalMs: 1_000,
}

/** The limits of a server with this configuration. */
export function serverLimits(env: Pick<Env, 'MAX_CONNECTIONS'>): ServerLimits {
  return { ...SERVER_TIMEOUTS, maxConnections: env.MAX_CONNECTIONS }
}

const LISTEN_BACKLOG = 8192

type Answer = { status: number; reason: string; code: string; message: string }

function answerFor(code: string | undefined): Answer {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        reason: 'Request Timeout',
        code: 'request_timeout',
        message: 'The request took too long to arrive. Please try again.',
      }
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        code: 'headers_too_large',
        message: 'The request headers are too large.',
      }
    default:
      return {
        status: 400,
        reason: 'Bad Request',
        code: 'bad_request',
        message: 'The request could not be read.',
      }
  }
}

/** Writes the JSON error and closes, unless a response is already under way on the socket. */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket, logger: Logger): void {
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy()
    return
  }
  const answer = answerFor(error.code)
  logger.info('client error', { status: answer.status, code: error.code ?? 'unknown' })
  const body = JSON.stringify(errorBody(answer.code, answer.message))
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
      'Content-Type: application/json; charset=UTF-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  )
}

export function serveApp(options: {
  fetch: FetchCallback
  port: number
  hostname: string
  logger: Logger
  /** Requests answered before the app (record sync's event streams: a storm's hot path). */
  direct?: DirectRoute
  /** `serverLimits(env)`; the default configuration's when absent. */
  limits?: ServerLimits
  onListening?: (port: number) => void
}): Server {
  const limits = options.limits ?? serverLimits({ MAX_CONNECTIONS: DEFAULT_CONNECTIONS })
  const { direct } = options
  const listener = getRequestListener(options.fetch, {
    hostname: options.hostname,
    // A request @hono/node-server cannot turn into a Request (a backslash in the path, a bad
    // host header) is the client's: 400 in the JSON shape, not its empty 400.
    errorHandler: () =>
      Response.json(errorBody('bad_request', 'The request could not be read.'), { status: 400 }),
  })
  const server = createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    (req, res) => {
      if (!direct?.(req, res)) void listener(req, res)
    },
  )
  server.maxConnections = limits.maxConnections
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) =>
    answerClientError(error, socket, options.logger),
  )
  // Room for a reconnect storm's connections to wait to be accepted (the system caps it at
  // net.core.somaxconn); Node's default of 511 overflows when thousands of phones come back.
  server.listen({ port: options.port, host: options.hostname, backlog: LISTEN_BACKLOG }, () => {
    options.onListening?.((server.address() as AddressInfo).port)
  })
  return server
}
