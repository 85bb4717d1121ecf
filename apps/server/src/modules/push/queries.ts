/**
 * The reminders' database access: subscriptions per user and device, and the claims that make
 * each send happen once.
 */
import type { CalendarDay, ReminderKind } from '@hara/core'
import { and, eq, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { pushDelivery, pushSubscription } from '../../db/schema'

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
}

/** Ten devices are plenty for one person (phones, tablets, a laptop or two); the oldest goes. */
export const MAX_DEVICES_PER_ACCOUNT = 10

/**
 * Stores this device's subscription for `userId`, or answers undefined when another account
 * holds the endpoint with other keys. An endpoint alone proves nothing (it travels to push
 * services and through logs); the keys are the browser's own, so a request that brings them
 * comes from that browser, and the subscription moves to its account (issue 23, point 8).
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
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`push:user:${userId}`}, 0))`,
    )
    const [row] = await tx
      .insert(t)
      .values({ userId, ...input, scheduledSince: now, createdAt: now, updatedAt: now })
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
          lastCheckInDate: sql`case when ${t.userId} <> excluded.user_id then excluded.last_check_in_date else greatest(${t.lastCheckInDate}, excluded.last_check_in_date) end`,
          scheduledSince: sql`case when ${changed} then excluded.scheduled_since else ${t.scheduledSince} end`,
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

/** Records the local day of the user's latest check-in on all of their devices. */
export async function recordCheckIn(
  db: Database,
  userId: string,
  day: CalendarDay,
  now: Date,
): Promise<number> {
  const t = pushSubscription
  const rows = await db
    .update(t)
    .set({ lastCheckInDate: sql`greatest(${t.lastCheckInDate}, ${day}::date)`, updatedAt: now })
    .where(eq(t.userId, userId))
    .returning({ id: t.id })
  return rows.length
}

/** Every subscription that wants at least one kind of reminder. */
export function listActiveSubscriptions(db: Database): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscription)
    .where(or(eq(pushSubscription.daily, true), eq(pushSubscription.weekly, true)))
}

/**
 * Claims the send of one reminder. Only the first caller for a subscription, kind and day
 * gets true, in this process or any other sharing the database.
 */
export async function claimDelivery(
  db: Database,
  subscriptionId: number,
  kind: ReminderKind,
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
