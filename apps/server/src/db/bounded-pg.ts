/**
 * node-postgres waits forever by default: a frozen PostgreSQL (a stopped process, a network
 * partition) hung every request. These bounds turn a stall into an error
 * within seconds, which the app answers with 503, and the pool heals itself afterwards.
 */
import type pg from 'pg'

export const PG_TIMEOUTS = {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectionTimeoutMillis: 2000,
  /** The server cancels a statement after this (a clean SQLSTATE 57014)… */
  statement_timeout: 4000,
  /** …and the client stops waiting for an answer after this, in case the server cannot. */
  query_timeout: 5000,
  /** A transaction left open by a vanished client does not hold its locks for long. */
  idle_in_transaction_session_timeout: 10_000,
  keepAlive: true,
} as const

/**
 * A client that drops its connection when a query times out. node-postgres keeps waiting on
 * the stalled socket otherwise, and the pool would hand the stuck client to the next request;
 * once the socket is closed the client counts as broken and the pool replaces it.
 */
export function boundedPgClient(Base: typeof pg.Client): typeof pg.Client {
  class BoundedClient extends Base {
    constructor(config?: string | pg.ClientConfig) {
      super(config)
      // Errors of a client in use reach its query; the event itself must not crash the process.
      this.on('error', () => {})
    }

    private dropIfStalled(error: unknown): void {
      if (error instanceof Error && error.message === 'Query read timeout') {
        ;(
          this as unknown as { connection?: { stream?: { destroy(): void } } }
        ).connection?.stream?.destroy()
      }
    }

    // node-postgres's overloads cannot be restated here; the arguments pass through unchanged.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      const last: unknown = args[args.length - 1]
      if (typeof last === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          this.dropIfStalled(error)
          ;(last as (e: unknown, r: unknown) => void)(error, result)
        }
        return (super.query as (...a: unknown[]) => unknown)(...args)
      }
      const result = (super.query as (...a: unknown[]) => unknown)(...args)
      if (result instanceof Promise) result.catch((error: unknown) => this.dropIfStalled(error))
      return result
    }
  }
  return BoundedClient as unknown as typeof pg.Client
}
