import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { user } from './auth'

/** The reminders: each phone's push subscription, and what was sent to it. */

/**
 * One row per device that asked for reminders: its Web Push subscription, the
 * reminder time and time zone, which reminders it wants, and the local day of the person's last
 * check-in (a date only, never content). The endpoint identifies the device's subscription.
 *
 * For the outcome reminder (ADR 0023) it also keeps what the person's device last
 * reported of their tracked decisions, a count and a day and never a decision, and the last
 * outcome reminder this device got.
 */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    timeZone: text('time_zone').notNull(),
    /** `HH:MM`, wall-clock time in `time_zone`. */
    reminderTime: text('reminder_time').notNull(),
    daily: boolean('daily').notNull(),
    weekly: boolean('weekly').notNull(),
    lastCheckInDate: date('last_check_in_date', { mode: 'string' }),
    /** When the time, zone or choices last changed: a reminder already past then waits a day. */
    scheduledSince: timestamp('scheduled_since', { withTimezone: true }).notNull(),
    /** How many tracked decisions wait for their outcome, as the device last reported. */
    followUpWaiting: integer('follow_up_waiting').notNull().default(0),
    /** The local day the oldest of them becomes due for the outcome reminder, or null. */
    followUpDueOn: date('follow_up_due_on', { mode: 'string' }),
    /** The local day the last outcome reminder went out to this device, and the due day it was for. */
    outcomeRemindedOn: date('outcome_reminded_on', { mode: 'string' }),
    outcomeRemindedFor: date('outcome_reminded_for', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscription_user_id_idx').on(table.userId)],
)

/**
 * Each reminder claimed for sending: one row per subscription, kind and local day, inserted
 * before the push goes out. The primary key makes the claim atomic, so several server processes
 * never send the same reminder twice. Old rows are pruned.
 */
export const pushDelivery = pgTable(
  'push_delivery',
  {
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscription.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.kind, table.day] }),
    index('push_delivery_day_idx').on(table.day),
  ],
)
