/**
 * The reminder scheduler, inside the server process. Every minute, as the minute turns, it
 * works out, for each subscription, which reminders are due at its local time (the core's
 * `dueReminders`), claims each one in the database, and sends only what it claimed. So a restart loses nothing that is
 * still due, and any number of server processes send each reminder once. The outcome reminder
 * claims the evening's slot the daily reminder claims, so an evening brings one of
 * the two, and the claim notes which due day it answered. A push carries the reminder's kind and
 * day and, once the account chose one, its language; the service worker holds the words.
 *
 * Delivery is at most once: a send that fails is logged and not retried, so a push service
 * that is slow to answer never leads to a double nudge. A 404 or 410 means the browser dropped
 * the subscription; it is deleted.
 */
import {
  addDays,
  dueReminders,
  isLanguage,
  localDay,
  zonedInstant,
  type DueReminder,
  type PushMessage,
} from '@hara/core'
import type { Database } from '../../db/client'
import type { Logger } from '../../lib/logging/logger'
import { describeError } from '../../lib/data/database-errors'
import { isAllowedPushEndpoint } from './push-endpoint'
import {
  claimDelivery,
  deleteSubscriptionById,
  listActiveSubscriptions,
  pruneDeliveries,
  recordOutcomeReminder,
  type ActiveSubscription,
  type SubscriptionRow,
} from './queries'
import type { PushSender, SendOptions } from './send-push'

export type TickReport = { sent: number; gone: number; failed: number }

export type ReminderScheduler = {
  /** Sends what is due now; the report counts this process's sends only. */
  tick(): Promise<TickReport>
  start(): void
  /** Stops the timer and waits for a tick in progress. */
  stop(): Promise<void>
}

export type SchedulerDeps = {
  db: Database
  send: PushSender
  logger: Logger
  /** Epoch ms; tests drive the scheduler through time with their own clock. */
  clock: () => number
  pushServiceHosts: readonly string[]
  intervalMs?: number
  /** Sends in flight at once. */
  concurrency?: number
}

const WEEKLY_TTL_SECONDS = 24 * 60 * 60
const MIN_TTL_SECONDS = 60
/** Past the turn of the minute, so that a timer that fires a little early still sees the new one. */
const TICK_SLACK_MS = 250

export function createReminderScheduler(deps: SchedulerDeps): ReminderScheduler {
  const { db, send, logger, clock } = deps
  const intervalMs = deps.intervalMs ?? 60_000
  const concurrency = deps.concurrency ?? 8
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<TickReport> | undefined
  let prunedFor: string | undefined

  async function deliver(row: ActiveSubscription, reminder: DueReminder, report: TickReport) {
    const now = clock()
    if (!(await claimDelivery(db, row.id, reminder.claimAs, reminder.day, new Date(now)))) return
    if (reminder.kind === 'outcome' && row.followUpDueOn !== null) {
      await recordOutcomeReminder(db, row.id, reminder.day, row.followUpDueOn)
    }
    if (!isAllowedPushEndpoint(row.endpoint, deps.pushServiceHosts)) {
      report.failed += 1
      logger.warn('push endpoint not allowed', { subscription: row.id })
      return
    }
    // In the account's language; without one, the phone's (the service worker reads it).
    const message: PushMessage = isLanguage(row.language)
      ? { kind: reminder.kind, day: reminder.day, language: row.language }
      : { kind: reminder.kind, day: reminder.day }
    const outcome = await send(row, message, sendOptions(row, reminder, now))
    if (outcome.kind === 'sent') {
      report.sent += 1
    } else if (outcome.kind === 'gone') {
      report.gone += 1
      await deleteSubscriptionById(db, row.id, row.endpoint)
      logger.info('push subscription expired', { subscription: row.id, status: outcome.status })
    } else {
      report.failed += 1
      logger.warn('push send failed', {
        subscription: row.id,
        kind: reminder.kind,
        status: outcome.status,
        reason: outcome.reason,
      })
    }
  }

  async function runTick(): Promise<TickReport> {
    const now = clock()
    const report: TickReport = { sent: 0, gone: 0, failed: 0 }
    const work: [ActiveSubscription, DueReminder][] = []
    for (const row of await listActiveSubscriptions(db)) {
      const due = dueReminders(
        {
          timeZone: row.timeZone,
          reminderTime: row.reminderTime,
          daily: row.daily,
          weekly: row.weekly,
          lastCheckInDate: row.lastCheckInDate,
          scheduledSince: row.scheduledSince.getTime(),
          followUp: { waiting: row.followUpWaiting, dueOn: row.followUpDueOn },
          lastOutcomeReminder:
            row.outcomeRemindedOn !== null && row.outcomeRemindedFor !== null
              ? { day: row.outcomeRemindedOn, dueOn: row.outcomeRemindedFor }
              : null,
        },
        now,
      )
      for (const reminder of due) work.push([row, reminder])
    }
    let next = 0
    const worker = async () => {
      while (next < work.length) {
        const [row, reminder] = work[next++]!
        await deliver(row, reminder, report)
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, work.length) }, worker))

    // Claims are only ever made for a device's "today", which is never more than a day
    // from UTC's: anything older than two days can go, once a day.
    const utcToday = localDay(now, 'UTC')
    if (prunedFor !== utcToday) {
      await pruneDeliveries(db, addDays(utcToday, -2))
      prunedFor = utcToday
    }
    return report
  }

  const tick = async (): Promise<TickReport> => {
    // One tick at a time per process; a slow one makes the next wait rather than overlap.
    while (running) await running.catch(() => undefined)
    running = runTick()
    try {
      return await running
    } finally {
      running = undefined
    }
  }

  let stopped = true
  const scheduleNext = () => {
    // On the minute, just after it turns: a reminder set for 20:00 goes out at 20:00:00 rather
    // than up to a minute later, wherever in the minute the process started.
    const delay = intervalMs - (clock() % intervalMs) + TICK_SLACK_MS
    timer = setTimeout(() => {
      tick()
        .catch((err: unknown) =>
          // Never the message alone: drizzle's carries the SQL and its parameters.
          logger.error('reminder tick failed', { error: describeError(err) }),
        )
        .finally(() => {
          if (!stopped) scheduleNext()
        })
    }, delay)
    timer.unref()
  }

  return {
    tick,
    start() {
      if (!stopped) return
      stopped = false
      scheduleNext()
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = undefined
      await running?.catch(() => undefined)
    },
  }
}

/** A daily or outcome reminder is worth delivering only until the person's day ends. */
function sendOptions(row: SubscriptionRow, reminder: DueReminder, now: number): SendOptions {
  if (reminder.kind === 'weekly') return { ttlSeconds: WEEKLY_TTL_SECONDS, topic: 'hara-weekly' }
  const endOfDay = zonedInstant(addDays(reminder.day, 1), '00:00', row.timeZone)
  return {
    ttlSeconds: Math.max(MIN_TTL_SECONDS, Math.floor((endOfDay - now) / 1000)),
    topic: reminder.kind === 'outcome' ? 'hara-outcome' : 'hara-daily',
  }
}
