/**
 * This process's open event streams, by account, and how a change reaches them.
 *
 * A write accepted here is told to this process's streams at once (`publish`, after commit).
 * With several processes on one PostgreSQL, each write also sends a NOTIFY as it commits
 * (account-lock.ts), and every process LISTENs on a connection of its own, started with the
 * first stream, so a change accepted by one process reaches the streams another holds. After
 * that connection was lost and comes back, each account with a stream here is told its latest
 * change read from the database, since notifications sent meanwhile are gone. On PGlite there
 * is one process, and `publish` is all there is.
 *
 * The hub also remembers each account's latest change as it passes (latest-changes.ts), so a
 * phone that opens a stream again is told it without a database read. On PostgreSQL that
 * memory is trusted only once this process listens; after the listening connection was lost,
 * every account without a stream here is forgotten and those with one are caught up.
 *
 * A stream may be told a change twice, or an older one late; it sends a change only when its
 * seq is newer than the last one it sent (sync-events.ts).
 *
 * Each stream is registered with the session it opened on, so that when that session ends
 * (signed-out-streams.ts) its streams are told so (`signOut`) and end.
 */
import type { SyncChange } from '@hara/core'
import type { Database } from '../../db/client'
import { listenForNotifications, type NotificationListener } from '../../db/notification-listener'
import type { Logger } from '../../lib/logging/logger'
import { parseChangePayload, SYNC_CHANNEL } from './account-lock'
import { createLatestChanges } from './latest-changes'
import { readStates } from './record-reads'

export type StreamListener = {
  change(change: SyncChange): void
  /** The hub is closing (the server stops): end the stream. */
  end(): void
  /** The stream's session ended: say so, and end the stream. */
  signedOut(): void
}

/** An open stream's account and session. */
export type StreamSession = { userId: string; sessionId: string }

export type StreamCaps = { perAccount: number; total: number }

/** Accounts whose latest change is remembered, beyond those with a stream open. */
const REMEMBERED_ACCOUNTS = 50_000

export type SyncHub = {
  /**
   * Registers a stream for the session, or says which cap refused it (or that the hub closed).
   */
  open(
    owner: StreamSession,
    listener: StreamListener,
  ): { close(): void } | 'account' | 'total' | 'closed'
  /** Tells this process's streams of `userId` about a committed change. */
  publish(userId: string, change: SyncChange): void
  /** Ends the streams of an ended session (or of every session of the user) with `signedOut`. */
  signOut(end: { userId: string; sessionId?: string | undefined }): void
  /** The sessions the open streams were opened on. */
  sessions(): StreamSession[]
  /** The account's latest change when this process knows it for sure, without the database. */
  latest(userId: string): SyncChange | undefined
  /** Records the account's latest change as just read from the database. */
  remember(userId: string, change: SyncChange): void
  /** Waits (at most `withinMs`) until changes from other processes can arrive. */
  ready(withinMs: number): Promise<void>
  /** Open streams in this process. */
  count(): number
  /** The most this process holds (SYNC_STREAMS_PER_PROCESS, or less: see process-limits.ts). */
  readonly limit: number
  /** Ends every stream and stops listening. */
  close(): Promise<void>
}

export function createSyncHub(deps: {
  db: Database
  /** Set on PostgreSQL: where to LISTEN. */
  databaseUrl?: string | undefined
  caps: StreamCaps
  logger: Logger
}): SyncHub {
  // By account: each open stream's listener, with its session's id.
  const streams = new Map<string, Map<StreamListener, string>>()
  let total = 0
  let listener: NotificationListener | null = null
  let closed = false
  const latestChanges = createLatestChanges(Math.max(REMEMBERED_ACCOUNTS, deps.caps.total))
  // On PGlite every change passes through this process; on PostgreSQL once it listens.
  let trusted = !deps.databaseUrl

  const publish = (userId: string, change: SyncChange) => {
    // Remembered without its records: a stream opened later is told only the latest seq.
    latestChanges.observe(userId, { seq: change.seq, keyVersion: change.keyVersion })
    for (const stream of streams.get(userId)?.keys() ?? []) stream.change(change)
  }

  const catchUp = async () => {
    try {
      for (const { userId, change } of await readStates(deps.db, [...streams.keys()])) {
        publish(userId, change)
      }
    } catch (error) {
      deps.logger.warn('sync: could not catch up after reconnecting', { error: String(error) })
    }
  }

  const listen = () => {
    if (listener || !deps.databaseUrl || closed) return listener
    listener = listenForNotifications({
      url: deps.databaseUrl,
      channel: SYNC_CHANNEL,
      logger: deps.logger,
      onNotification: (payload) => {
        const parsed = parseChangePayload(payload)
        if (parsed) publish(parsed.userId, parsed.change)
      },
      onReconnect: () => {
        latestChanges.forgetUnless((userId) => streams.has(userId))
        void catchUp()
      },
    })
    return listener
  }

  return {
    open({ userId, sessionId }, stream) {
      if (closed) return 'closed'
      const own = streams.get(userId) ?? new Map<StreamListener, string>()
      if (own.size >= deps.caps.perAccount) return 'account'
      if (total >= deps.caps.total) return 'total'
      own.set(stream, sessionId)
      streams.set(userId, own)
      total += 1
      let open = true
      return {
        close() {
          if (!open) return
          open = false
          total -= 1
          own.delete(stream)
          if (own.size === 0 && streams.get(userId) === own) streams.delete(userId)
        },
      }
    },
    publish,
    signOut({ userId, sessionId }) {
      for (const [stream, openedOn] of [...(streams.get(userId) ?? [])]) {
        if (!sessionId || openedOn === sessionId) stream.signedOut()
      }
    },
    sessions: () =>
      [...streams].flatMap(([userId, own]) =>
        [...own.values()].map((sessionId) => ({ userId, sessionId })),
      ),
    latest: (userId) => (trusted ? latestChanges.get(userId) : undefined),
    // A read made before this process listened may have missed a change: not kept.
    remember: (userId, change) => {
      if (trusted) latestChanges.remember(userId, change)
    },
    async ready(withinMs) {
      const listening = listen()
      if (!listening) return
      if (await listening.ready(withinMs)) trusted = true
      else deps.logger.warn('sync: not listening for other processes yet', {})
    },
    count: () => total,
    limit: deps.caps.total,
    async close() {
      closed = true
      for (const own of [...streams.values()]) for (const stream of [...own.keys()]) stream.end()
      await listener?.close()
    },
  }
}
