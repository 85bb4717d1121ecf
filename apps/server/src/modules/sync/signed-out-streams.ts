/**
 * An event stream lasts as long as the session it was opened on: when that session ends, in
 * this process or another (auth/session-ends.ts), the streams opened on it here say
 * `signed-out` and end (the hub's `signOut`, sync-events.ts). When this process may have
 * missed some ends (its notification connection was down), it asks the database which of its
 * streams' sessions are left, and ends the others the same way.
 */
import type { Database } from '../../db/client'
import { describeError } from '../../lib/data/database-errors'
import type { Logger } from '../../lib/logging/logger'
import { liveSessionIds, type SessionEndListener } from '../auth/session-ends'
import type { SyncHub } from './sync-hub'

export function signedOutStreams(deps: {
  hub: SyncHub
  db: Database
  logger: Logger
}): SessionEndListener {
  const { hub, db, logger } = deps
  const catchUp = async () => {
    const open = hub.sessions()
    const live = await liveSessionIds(
      db,
      open.map((stream) => stream.sessionId),
    )
    for (const stream of open) if (!live.has(stream.sessionId)) hub.signOut(stream)
  }
  return {
    ended: (end) => hub.signOut(end),
    missed: () => {
      catchUp().catch((error: unknown) => {
        logger.warn('sync: could not check the sessions of open streams', {
          error: describeError(error),
        })
      })
    },
  }
}
