/**
 * `/api/push/*`: the reminders' side of the API. Every route needs a session of an
 * account that passed the access code (`requireAdmitted`) and acts for that user only.
 *
 * - `GET /public-key`: the VAPID public key the browser subscribes with, and the default time.
 * - `PUT /subscription`: stores this device's subscription, reminder time, time zone, choices
 *   and the local day of the last check-in; at most 10 devices an account (the oldest goes), and
 *   another account's device only with its keys (409 `subscription_taken` otherwise).
 * - `DELETE /subscription` `{ endpoint }`: forgets it (204 whether or not it was stored).
 * - `PUT /last-check-in` `{ date }`: the local day of the latest check-in, a date only.
 * - `PUT /follow-up` `{ waiting, dueOn }`: how many tracked decisions wait for their outcome and
 *   the local day the oldest becomes due: a count and a day, never a decision.
 */
import {
  addDays,
  calendarDaySchema,
  followUpReportSchema,
  FOLLOW_UP_SNOOZE_DAYS,
  localDay,
  reminderTimeSchema,
  timeZoneSchema,
} from '@hara/core'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { isBase64UrlKey } from '../../lib/encoding/base64url-key'
import { JSON_BODY_LIMIT, limitBody } from '../../lib/edge/body-limit'
import { createRouter } from '../../lib/http/create-app'
import { badRequest, HttpError } from '../../lib/http/errors'
import { jsonBody } from '../../lib/http/validate'
import type { Auth } from '../auth/auth'
import { requireAdmitted } from '../access-code/require-admitted'
import { isAllowedPushEndpoint } from './push-endpoint'
import { deleteSubscription, recordCheckIn, recordFollowUp, upsertSubscription } from './queries'
import type { VapidKeys } from './vapid-keys'

export type PushRouteDeps = {
  auth: Auth
  db: Database
  vapid: VapidKeys
  defaultReminderTime: string
  pushServiceHosts: readonly string[]
  clock: () => number
}

/** Printable ASCII only: push endpoints are plain URLs, and this keeps NUL and spaces out. */
const endpointSchema = z
  .string({ error: 'Send the subscription endpoint.' })
  .min(1, 'Send the subscription endpoint.')
  .max(2048, 'That endpoint is too long.')
  .regex(/^[\x21-\x7e]+$/, 'That endpoint is not a URL.')

const base64UrlKey = (bytes: number, message: string, first?: number) =>
  z
    .string({ error: message })
    .refine((text) => isBase64UrlKey(text, bytes, { first, padded: true }), message)

const P256DH_MESSAGE = 'keys.p256dh must be the browser’s P-256 public key.'
const AUTH_MESSAGE = 'keys.auth must be the browser’s 16-byte secret.'

const subscriptionBody = z.object({
  endpoint: endpointSchema,
  keys: z.object(
    {
      // An uncompressed P-256 point starts with 4.
      p256dh: base64UrlKey(65, P256DH_MESSAGE, 4),
      auth: base64UrlKey(16, AUTH_MESSAGE),
    },
    { error: 'Send the subscription keys.' },
  ),
  timeZone: timeZoneSchema,
  reminderTime: reminderTimeSchema,
  daily: z.boolean({ error: 'daily must be true or false.' }),
  weekly: z.boolean({ error: 'weekly must be true or false.' }),
  lastCheckInDate: z.nullable(calendarDaySchema).default(null),
  /** What the device knows of its tracked decisions; left out, the stored report stays. */
  followUp: z.optional(followUpReportSchema),
})

const unsubscribeBody = z.object({ endpoint: endpointSchema })
const lastCheckInBody = z.object({ date: calendarDaySchema })

export function pushRoutes(deps: PushRouteDeps) {
  const { db, clock } = deps
  const signedIn = requireAdmitted(deps.auth, db)

  /** A local day no time zone has reached yet is a broken clock, not a check-in. */
  const assertNotFuture = (day: string | null) => {
    if (day !== null && day > addDays(localDay(clock(), 'UTC'), 1)) {
      throw badRequest('That check-in date is in the future.', 'invalid_date')
    }
  }

  /**
   * A decision becomes due at the latest three days after today ('Not yet'), and no time zone
   * is more than a day ahead of UTC: a due day past that is a broken clock.
   */
  const assertDueOnReachable = (day: string | null) => {
    if (day !== null && day > addDays(localDay(clock(), 'UTC'), FOLLOW_UP_SNOOZE_DAYS + 1)) {
      throw badRequest('That due date is too far ahead.', 'invalid_date')
    }
  }

  return createRouter()
    .get('/public-key', signedIn, (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({
        publicKey: deps.vapid.publicKey,
        defaultReminderTime: deps.defaultReminderTime,
      })
    })
    .put(
      '/subscription',
      signedIn,
      limitBody(JSON_BODY_LIMIT),
      jsonBody(subscriptionBody),
      async (c) => {
        const body = c.req.valid('json')
        if (!isAllowedPushEndpoint(body.endpoint, deps.pushServiceHosts)) {
          throw badRequest(
            'This browser’s push service is not one Hara can send to.',
            'unsupported_push_service',
          )
        }
        assertNotFuture(body.lastCheckInDate)
        assertDueOnReachable(body.followUp?.dueOn ?? null)
        const row = await upsertSubscription(
          db,
          c.get('userId'),
          {
            endpoint: body.endpoint,
            p256dh: body.keys.p256dh,
            auth: body.keys.auth,
            timeZone: body.timeZone,
            reminderTime: body.reminderTime,
            daily: body.daily,
            weekly: body.weekly,
            lastCheckInDate: body.lastCheckInDate,
            followUp: body.followUp ?? null,
          },
          new Date(clock()),
        )
        if (!row) {
          throw new HttpError(
            409,
            'subscription_taken',
            'Another account receives reminders on this subscription. Switch reminders off and on again in this browser.',
          )
        }
        return c.json({
          daily: row.daily,
          weekly: row.weekly,
          reminderTime: row.reminderTime,
          timeZone: row.timeZone,
          lastCheckInDate: row.lastCheckInDate,
        })
      },
    )
    .delete(
      '/subscription',
      signedIn,
      limitBody(JSON_BODY_LIMIT),
      jsonBody(unsubscribeBody),
      async (c) => {
        await deleteSubscription(db, c.get('userId'), c.req.valid('json').endpoint)
        return c.body(null, 204)
      },
    )
    .put(
      '/last-check-in',
      signedIn,
      limitBody(JSON_BODY_LIMIT),
      jsonBody(lastCheckInBody),
      async (c) => {
        const { date } = c.req.valid('json')
        assertNotFuture(date)
        await recordCheckIn(db, c.get('userId'), date, new Date(clock()))
        return c.body(null, 204)
      },
    )
    .put(
      '/follow-up',
      signedIn,
      limitBody(JSON_BODY_LIMIT),
      jsonBody(followUpReportSchema),
      async (c) => {
        const report = c.req.valid('json')
        assertDueOnReachable(report.dueOn)
        await recordFollowUp(db, c.get('userId'), report, new Date(clock()))
        return c.body(null, 204)
      },
    )
}
