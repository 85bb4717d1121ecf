/**
 * Opening an account's event stream, whichever transport writes it: who asks (stream-opener.ts),
 * a slot in the hub (the account's and the process's caps), and the latest change to start
 * with. Every refusal says when to come back (`Retry-After`, with jitter: ADR 0047). A stream
 * whose session ends while it opens is refused 401, as one opened after would be.
 */
import type { SyncChange } from '@hara/core'
import { unauthorized } from '../../lib/http/errors'
import { isRefusal, type Refusal, type StreamOpener } from './stream-opener'
import { createSyncEventStream, type StreamTiming, type SyncEventStream } from './sync-events'
import type { SyncHub } from './sync-hub'

/** How long a new stream waits to be listening for other processes before it answers anyway. */
const LISTEN_WAIT_MS = 2000

const RESTARTING = 'The server is restarting. Try again in a moment.'
const ACCOUNT_FULL =
  'This account has too many devices listening for changes. Close one and try again.'
const PROCESS_FULL = 'The server is listening for too many devices right now. Try again soon.'

/** A stream with its slot taken: write it (`stream.start` or `respond`), ended by `end`. */
export type OpenedStream = { stream: SyncEventStream; initial: SyncChange; end(): void }

export type EventStreams = {
  /** A stream for the account of these headers, or why not. */
  open(headers: Headers): Promise<OpenedStream | Refusal>
}

export function createEventStreams(deps: {
  hub: SyncHub
  streams: StreamOpener
  timing: StreamTiming
}): EventStreams {
  const { hub, streams, timing } = deps
  return {
    async open(headers) {
      const who = await streams.identify(headers)
      if (isRefusal(who)) return who
      const stream = createSyncEventStream(timing)
      const registration = hub.open(who, stream.listener)
      if (typeof registration === 'string') {
        who.release()
        if (registration === 'closed') {
          return streams.refuse(503, 'unavailable', RESTARTING, 'closing')
        }
        return registration === 'account'
          ? streams.refuse(429, 'too_many_streams', ACCOUNT_FULL, 'account')
          : streams.refuse(429, 'too_many_streams', PROCESS_FULL, 'process')
      }
      const end = () => {
        registration.close()
        who.release()
      }
      try {
        // Ended between the check and the registration: the hub could not tell it.
        if (who.ended()) throw unauthorized()
        await hub.ready(LISTEN_WAIT_MS)
        const initial = await streams.initial(who.userId)
        if (isRefusal(initial)) {
          end()
          return initial
        }
        if (who.ended()) throw unauthorized()
        return { stream, initial, end }
      } catch (error) {
        end()
        throw error
      }
    },
  }
}
