/**
 * The reminders' database access: subscriptions per user and device, and the claims that make
 * each send happen once.
 */
import type { CalendarDay, FollowUpReport } from '@hara/core'
import { and, eq, getTableColumns, lt, or, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import { profiles, pushDelivery, pushSubscription } from '../../db/schema'

export type SubscriptionRow = typeof pushSubscription.$inferSelect

export type SubscriptionInput = {
  endpoint: string
  p256dh: string
  auth: string
  timeZone: string
  reminderTime: string
  daily: boolean
  weekly: boolean
  lastCheckInDate: CalendarDay | null
  /** The device's report of its tracked decisions; null keeps the stored one. */
  followUp: FollowUpReport | null
}

/** Ten devices are plenty for one person (phones, tablets, a laptop or two); the oldest goes. */
export const MAX_DEVICES_PER_ACCOUNT = 10

/**
 * Stores this device's subscription for `userId`, or answers undefined when another account
 * holds the endpoint with other keys. An endpoint alone proves nothing (it travels to push
 * services and through logs); the keys are the browser's own, so a request that brings them
 * comes from that browser, and the subscription moves to its account.
 * Each account keeps its `MAX_DEVICES_PER_ACCOUNT` most recently stored devices; older ones are
 * deleted, in the same transaction under the account's lock, so concurrent requests cannot
 * pass the limit together. `scheduled_since` moves only when the schedule itself changes.
 */
export async function upsertSubscription(
  db: Database,
  userId: string,
  input: SubscriptionInput,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const t = pushSubscription
  const changed = sql`(${t.userId} <> excluded.user_id or ${t.timeZone} <> excluded.time_zone or ${t.reminderTime} <> excluded.reminder_time or ${t.daily} <> excluded.daily or ${t.weekly} <> excluded.weekly)`
  const movedToAnother = sql`${t.userId} <> excluded.user_id`
  const { followUp, ...settings } = input
  // The report when the device sent one; otherwise the stored one, unless the browser now
  // belongs to another account (then nothing is known to wait).
  const reported = (column: typeof t.followUpWaiting | typeof t.followUpDueOn, name: string) =>
    followUp
      ? sql.raw(`excluded.${name}`)
      : sql`case when ${movedToAnother} then excluded.${sql.raw(name)} else ${column} end`
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`push:user:${userId}`}, 0))`,
    )
    const [row] = await tx
      .insert(t)
      .values({
        userId,
        ...settings,
        followUpWaiting: followUp?.waiting ?? 0,
        followUpDueOn: followUp?.dueOn ?? null,
        scheduledSince: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: t.endpoint,
        set: {
          userId: sql`excluded.user_id`,
          p256dh: sql`excluded.p256dh`,
          auth: sql`excluded.auth`,
          timeZone: sql`excluded.time_zone`,
          reminderTime: sql`excluded.reminder_time`,
          daily: sql`excluded.daily`,
          weekly: sql`excluded.weekly`,
          // A later day wins: another device may have reported a newer check-in.
          lastCheckInDate: sql`case when ${movedToAnother} then excluded.last_check_in_date else greatest(${t.lastCheckInDate}, excluded.last_check_in_date) end`,
          scheduledSince: sql`case when ${changed} then excluded.scheduled_since else ${t.scheduledSince} end`,
          followUpWaiting: reported(t.followUpWaiting, 'follow_up_waiting'),
          followUpDueOn: reported(t.followUpDueOn, 'follow_up_due_on'),
          outcomeRemindedOn: sql`case when ${movedToAnother} then null else ${t.outcomeRemindedOn} end`,
          outcomeRemindedFor: sql`case when ${movedToAnother} then null else ${t.outcomeRemindedFor} end`,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: sql`${t.userId} = excluded.user_id or (${t.p256dh} = excluded.p256dh and ${t.auth} = excluded.auth)`,
      })
      .returning()
    if (!row) return undefined
    await tx.execute(sql`
      delete from ${t} where ${t.id} in (
        select ${t.id} from ${t} where ${t.userId} = ${userId}
        order by ${t.updatedAt} desc, ${t.id} desc
        offset ${MAX_DEVICES_PER_ACCOUNT}
      )`)
    return row
  })
}

/** Deletes this user's subscription with `endpoint`; another user's is left alone. */
export async function deleteSubscription(
  db: Database,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.userId, userId), eq(pushSubscription.endpoint, endpoint)))
    .returning({ id: pushSubscription.id })
  return rows.length > 0
}

/** Sets `values` on all of the user's devices; answers how many there were. */
async function updateEveryDevice(
  db: Database,
  userId: string,
  values: PgUpdateSetSource<typeof pushSubscription>,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(pushSubscription)
    .set({ ...values, updatedAt: now })
    .where(eq(pushSubscription.userId, userId))
    .returning({ id: pushSubscription.id })
  return rows.length
}

/** Records the local day of the user's latest check-in on all of their devices. */
export function recordCheckIn(
  db: Database,
  userId: string,
  day: CalendarDay,
  now: Date,
): Promise<number> {
  const latest = sql`greatest(${pushSubscription.lastCheckInDate}, ${day}::date)`
  return updateEveryDevice(db, userId, { lastCheckInDate: latest }, now)
}

/**
 * Records what the user's device reports of their tracked decisions on all of their devices:
 * the latest report wins, since it describes the journal as it is now.
 */
export function recordFollowUp(
  db: Database,
  userId: string,
  report: FollowUpReport,
  now: Date,
): Promise<number> {
  const values = { followUpWaiting: report.waiting, followUpDueOn: report.dueOn }
  return updateEveryDevice(db, userId, values, now)
}

/**
 * Notes the outcome reminder claimed for `day` about the decisions due on `dueOn`, so the
 * next waits three days and this due day never has another.
 */
export async function recordOutcomeReminder(
  db: Database,
  subscriptionId: number,
  day: CalendarDay,
  dueOn: CalendarDay,
): Promise<void> {
  await db
    .update(pushSubscription)
    .set({ outcomeRemindedOn: day, outcomeRemindedFor: dueOn })
    .where(eq(pushSubscription.id, subscriptionId))
}

/** A subscription as the scheduler sends to it: with the language its account chose, or null. */
export type ActiveSubscription = SubscriptionRow & { language: string | null }

/** Every subscription that wants at least one kind of reminder. */
export function listActiveSubscriptions(db: Database): Promise<ActiveSubscription[]> {
  return db
    .select({ ...getTableColumns(pushSubscription), language: profiles.language })
    .from(pushSubscription)
    .leftJoin(profiles, eq(profiles.id, pushSubscription.userId))
    .where(or(eq(pushSubscription.daily, true), eq(pushSubscription.weekly, true)))
}

/**
 * Claims the send of one reminder. Only the first caller for a subscription, kind and day
 * gets true, in this process or any other sharing the database. The daily and outcome
 * reminders claim the same kind ('daily', the evening's), so at most one of them goes out.
 */
export async function claimDelivery(
  db: Database,
  subscriptionId: number,
  kind: 'daily' | 'weekly',
  day: CalendarDay,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(pushDelivery)
    .values({ subscriptionId, kind, day, claimedAt: now })
    .onConflictDoNothing()
    .returning({ id: pushDelivery.subscriptionId })
  return rows.length > 0
}

/** Forgets a subscription the push service no longer knows (its claims go with it). */
export async function deleteSubscriptionById(
  db: Database,
  id: number,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.id, id), eq(pushSubscription.endpoint, endpoint)))
}

/** Drops claims for days before `day`: they can never be claimed again anyway. */
export async function pruneDeliveries(db: Database, day: CalendarDay): Promise<void> {
  await db.delete(pushDelivery).where(lt(pushDelivery.day, day))
}
