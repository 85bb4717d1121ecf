/**
 * A connection of its own that LISTENs on one PostgreSQL channel, for the length of the
 * process: the pool's connections come and go, and a LISTEN lasts only as long as its session.
 *
 * PostgreSQL delivers a NOTIFY only to sessions listening when it commits, so whatever is sent
 * while this connection is down is lost. It reconnects (after 0.5 s, doubling up to 10 s) and
 * then calls `onReconnect`, for the caller to catch up from the database. A probe every 30 s
 * finds a connection that died without a word (a frozen server, a dropped route).
 */
import type pg from 'pg'
import type { Logger } from '../lib/logging/logger'
import { PG_TIMEOUTS } from './bounded-pg'

export type NotificationListener = {
  /** Resolves true once listening, or false if that takes longer than `withinMs`. */
  ready(withinMs: number): Promise<boolean>
  close(): Promise<void>
}

export type ListenOptions = {
  url: string
  channel: string
  logger: Pick<Logger, 'info' | 'warn'>
  onNotification(payload: string | undefined): void
  /** Listening again after the connection was lost: notifications may have been missed. */
  onReconnect(): void
  probeEveryMs?: number
}

const FIRST_RETRY_MS = 500
const MAX_RETRY_MS = 10_000

export function listenForNotifications(options: ListenOptions): NotificationListener {
  let closed = false
  let client: pg.Client | null = null
  let retryMs = FIRST_RETRY_MS
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let probeTimer: ReturnType<typeof setInterval> | undefined
  let listening = false
  let everListened = false
  const waiters = new Set<() => void>()

  const connect = async () => {
    if (closed) return
    const { default: pgModule } = await import('pg')
    const next = new pgModule.Client({
      connectionString: options.url,
      connectionTimeoutMillis: PG_TIMEOUTS.connectionTimeoutMillis,
      query_timeout: PG_TIMEOUTS.query_timeout,
      keepAlive: true,
      // So an operator (or a test) can tell it apart in pg_stat_activity.
      application_name: `hara-listen-${options.channel}`,
    })
    client = next
    let lost = false
    const onLost = () => {
      if (lost) return
      lost = true
      listening = false
      clearInterval(probeTimer)
      next.removeAllListeners('notification')
      void next.end().catch(() => {})
      if (closed) return
      options.logger.warn('sync: lost the notification connection; reconnecting', {
        channel: options.channel,
      })
      retryTimer = setTimeout(() => void connect(), retryMs)
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
    }
    next.on('error', onLost)
    next.on('end', onLost)
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotification(message.payload)
    })
    try {
      await next.connect()
      await next.query(`listen ${quoteIdent(options.channel)}`)
    } catch {
      onLost()
      return
    }
    if (closed) {
      await next.end().catch(() => {})
      return
    }
    listening = true
    retryMs = FIRST_RETRY_MS
    probeTimer = setInterval(() => {
      next.query('select 1').catch(() => {
        // A probe that gets no answer: the socket is dead or the server frozen.
        ;(
          next as unknown as { connection?: { stream?: { destroy(): void } } }
        ).connection?.stream?.destroy()
        onLost()
      })
    }, options.probeEveryMs ?? 30_000)
    probeTimer.unref()
    if (everListened) options.onReconnect()
    everListened = true
    for (const wake of waiters) wake()
    waiters.clear()
  }

  void connect()

  return {
    ready(withinMs) {
      if (listening) return Promise.resolve(true)
      return new Promise<boolean>((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          resolve(true)
        }
        const timer = setTimeout(() => {
          waiters.delete(wake)
          resolve(false)
        }, withinMs)
        waiters.add(wake)
      })
    },
    async close() {
      closed = true
      clearTimeout(retryTimer)
      clearInterval(probeTimer)
      for (const wake of waiters) wake()
      waiters.clear()
      await client?.end().catch(() => {})
    },
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
