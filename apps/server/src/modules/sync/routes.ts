/**
 * `/api/sync`: record sync's server side (docs/decisions/0035-record-sync.md has the protocol).
 * The phone encrypts each record; the server keeps opaque records with a seq per account, the
 * wrapped data key, and tells open phones that something changed. Every route needs a session
 * of an admitted account (`requireAdmitted`: 401 `unauthorized`, 403 `not_admitted`), counts
 * against the account's request limit (429 `rate_limited`), and acts on that account only:
 * no address carries an account's id.
 *
 * - `GET /key` → 200 `SyncKey`, or 404 `sync_key_not_found`.
 * - `PUT /key` `SyncKeyUpload` → 200 `SyncKey` with the next version; 409 `sync_key_stale`
 *   (`baseVersion` is not the stored version) or `sync_key_changed` (another `keyId` while a
 *   key is stored), each with `error.currentVersion`.
 * - `DELETE /` `{ keyVersion }` → 204: the key and every record are gone; 409 `sync_key_stale`.
 * - `GET /records?since=&limit=&check=&checkSeq=&checkIv=` → 200 `SyncPage` (with `check`,
 *   whether the server still holds that record at that version or a later one: `held`, ADR
 *   0044); 400 `invalid_query`.
 * - `PUT /records` `SyncRecordsUpload` → 200 `SyncRecordsResult` (per record: accepted with a
 *   new seq, or a conflict with the stored record); 409 `sync_key_changed` (the batch's `keyId`
 *   is not the stored key's; `error.currentVersion`); 413 `sync_account_full` (nothing stored)
 *   or `payload_too_large`.
 * - `GET /events` → `text/event-stream` (sync-events.ts); 429 `too_many_streams` (the account's
 *   or the process's streams are all taken) or `rate_limited` (opens per account, counted in
 *   memory); 503 `busy` (opens wait on the database) or `unavailable` (the server stops). Each
 *   refusal carries a `Retry-After` with jitter; opening one usually reads nothing from the
 *   database (stream-opener.ts, ADR 0047). A HEAD is 405 `method_not_allowed` with `Allow: GET`.
 *   `npm start` answers this address before the app (node-event-stream.ts); this route serves
 *   in-process tests and what the direct path leaves to the app.
 *
 * Bodies and ciphertexts are never logged; validation messages name the field, never its value.
 */
import {
  SYNC_BATCH_MAX_BODY_BYTES,
  SYNC_PAGE_DEFAULT_RECORDS,
  SYNC_PAGE_MAX_BYTES,
  SYNC_PAGE_MAX_RECORDS,
  syncDeleteSchema,
  syncKeyUploadSchema,
  syncPageQuerySchema,
  syncRecordsUploadSchema,
} from '@hara/core'
import type { AttemptRule } from '../../lib/limits/attempt-limiter'
import { JSON_BODY_LIMIT, limitBody } from '../../lib/edge/body-limit'
import { createRouter } from '../../lib/http/create-app'
import { conflictBody, errorBody } from '../../lib/http/errors'
import { jsonBody } from '../../lib/http/validate'
import { requireAdmitted } from '../access-code/require-admitted'
import type { RouteDeps } from '../route-deps'
import { deleteSync, findKey, storeKey } from './key-queries'
import { readPage } from './record-reads'
import { storeRecords, type AccountLimits } from './record-writes'
import type { EventStreams } from './event-streams'
import { isRefusal } from './stream-opener'
import { ONLY_GET } from './sync-events'
import type { SyncHub } from './sync-hub'

/** Generous for a first sync of ten years (about 80 requests), far too few to use as storage. */
export const SYNC_RULE: AttemptRule = { max: 120, windowMs: 60 * 1000 }

export type SyncRouteDeps = RouteDeps & {
  hub: SyncHub
  /** Opens event streams (event-streams.ts). */
  events: EventStreams
  clock: () => number
  limits: AccountLimits
}

const KEY_NOT_FOUND = errorBody('sync_key_not_found', 'Sync is not set up for this account yet.')
const STALE_MESSAGE =
  'The sync key on the server has changed since this device last saw it. Fetch it and try again.'
const KEY_CHANGED_MESSAGE =
  'Sync on the server uses another key. Unlock it with its passphrase, or start sync again.'

export function syncRoutes(deps: SyncRouteDeps) {
  const { db, hub, events, clock, limits } = deps
  const admitted = requireAdmitted(deps.auth, db)
  const limited = deps.limiter.limit({
    rule: SYNC_RULE,
    keys: (c) => [`sync:user:${c.get('userId')}`],
    message: (wait) => `Sync is going too fast. Try again in ${wait}.`,
  })

  return createRouter()
    .get('/key', admitted, limited, async (c) => {
      c.header('Cache-Control', 'no-store')
      const key = await findKey(db, c.get('userId'))
      return key ? c.json(key, 200) : c.json(KEY_NOT_FOUND, 404)
    })
    .put(
      '/key',
      admitted,
      limited,
      limitBody(JSON_BODY_LIMIT),
      jsonBody(syncKeyUploadSchema),
      async (c) => {
        const userId = c.get('userId')
        const result = await storeKey(db, userId, c.req.valid('json'), new Date(clock()))
        if (result.stored) {
          hub.publish(userId, result.change)
          return c.json(result.key, 200)
        }
        const body =
          result.reason === 'stale'
            ? conflictBody('sync_key_stale', STALE_MESSAGE, result.currentVersion)
            : conflictBody('sync_key_changed', KEY_CHANGED_MESSAGE, result.currentVersion)
        return c.json(body, 409)
      },
    )
    .delete(
      '/',
      admitted,
      limited,
      limitBody(JSON_BODY_LIMIT),
      jsonBody(syncDeleteSchema),
      async (c) => {
        const userId = c.get('userId')
        const result = await deleteSync(db, userId, c.req.valid('json').keyVersion, clock())
        if (!result.deleted) {
          return c.json(conflictBody('sync_key_stale', STALE_MESSAGE, result.currentVersion), 409)
        }
        if (result.change) hub.publish(userId, result.change)
        return c.body(null, 204)
      },
    )
    .get('/records', admitted, limited, async (c) => {
      const query = syncPageQuerySchema.safeParse(c.req.query())
      if (!query.success) {
        return c.json(
          errorBody(
            'invalid_query',
            `since must be a whole number from 0, limit one from 1 (at most ${SYNC_PAGE_MAX_RECORDS} are sent), check a record id with its checkSeq.`,
          ),
          400,
        )
      }
      const { since = '0', limit = String(SYNC_PAGE_DEFAULT_RECORDS) } = query.data
      const { check, checkSeq, checkIv } = query.data
      c.header('Cache-Control', 'no-store')
      const page = await readPage(
        db,
        c.get('userId'),
        Number(since),
        { records: Math.min(Number(limit), SYNC_PAGE_MAX_RECORDS), bytes: SYNC_PAGE_MAX_BYTES },
        check === undefined ? null : { id: check, seq: Number(checkSeq), iv: checkIv },
      )
      return c.json(page, 200)
    })
    .put(
      '/records',
      admitted,
      limited,
      limitBody(
        SYNC_BATCH_MAX_BODY_BYTES,
        `A batch of records is limited to ${SYNC_BATCH_MAX_BODY_BYTES / 1024 / 1024} MB.`,
      ),
      jsonBody(syncRecordsUploadSchema),
      async (c) => {
        const userId = c.get('userId')
        const result = await storeRecords(db, userId, c.req.valid('json'), limits, clock())
        if (result.kind === 'key_changed') {
          return c.json(
            conflictBody('sync_key_changed', KEY_CHANGED_MESSAGE, result.keyVersion),
            409,
          )
        }
        if (result.kind === 'account_full') {
          const what =
            result.limit === 'records'
              ? `${limits.maxRecords} records`
              : limits.maxBytes >= 1024 * 1024
                ? `${Math.round(limits.maxBytes / 1024 / 1024)} MB`
                : `${Math.round(limits.maxBytes / 1024)} kB`
          return c.json(
            errorBody(
              'sync_account_full',
              `Sync keeps at most ${what} per account; this batch would go past it. Nothing was stored.`,
            ),
            413,
          )
        }
        if (result.change) hub.publish(userId, result.change)
        const { accepted, conflicts, latestSeq } = result
        return c.json({ accepted, conflicts, latestSeq }, 200)
      },
    )
    .get('/events', async (c) => {
      // Hono answers a HEAD with the GET's handler and drops the body unread: a stream that
      // nobody reads would hold its place for good.
      if (c.req.method === 'HEAD') {
        return c.json(errorBody(ONLY_GET.code, ONLY_GET.message), 405, { Allow: 'GET' })
      }
      const opened = await events.open(c.req.raw.headers)
      if (isRefusal(opened)) {
        return c.json(errorBody(opened.code, opened.message), opened.status, {
          'Retry-After': String(opened.retryAfterSeconds),
        })
      }
      const { stream, initial, end } = opened
      return stream.respond({ initial, onEnd: end, signal: c.req.raw.signal })
    })
}
