import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import {
  daysBetween,
  isValidTimeZone,
  localDay,
  weekdayOf,
  type CalendarDay,
} from '../time/calendar-day'
import type { FollowUpReport } from '../follow-up/follow-up'
import { wallClockFormatters } from '../time/zone-formatters'

/**
 * When Hara's reminders are due. The daily reminder comes at the person's own time,
 * on days without a check-in; weekly insights come once a week, on Saturday at 18:00 local
 * time, the evening of the last day of the Sunday-to-Saturday week the app shows (ADR 0009).
 *
 * The outcome reminder (ADR 0023) asks about a tracked decision that has waited three
 * days, at the same time as the daily reminder and in its place: an evening brings one of the
 * two, never both.
 *
 * Times are wall-clock times in the person's IANA time zone, turned into instants with `Intl`
 * only, so a daylight-saving change moves the instant and never the local time.
 */

/** A wall-clock time `HH:MM`, 24-hour. */
export type ReminderTime = string

/** The reminder time a person starts with, until they choose another in Settings. */
export const DEFAULT_REMINDER_TIME: ReminderTime = '20:00'

/** Weekly insights: Saturday (6) at 18:00 local time. */
export const WEEKLY_INSIGHTS_WEEKDAY = 6
export const WEEKLY_INSIGHTS_TIME: ReminderTime = '18:00'

/**
 * How late a due reminder may still go out (after a restart, say). Past this a nudge is no
 * longer "at your time", so it is left out rather than sent late.
 */
export const REMINDER_SEND_WINDOW_MS = 2 * 60 * 60 * 1000

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/

export function isReminderTime(value: string): boolean {
  return TIME_PATTERN.test(value)
}

export const reminderTimeSchema = lazySchema(() =>
  z
    .string({ error: 'Choose a reminder time such as 20:00.' })
    .check(z.regex(TIME_PATTERN, 'Choose a reminder time such as 20:00.')),
)

/** An IANA time zone the runtime knows, such as `Europe/Berlin`. */
export const timeZoneSchema = lazySchema(() =>
  z
    .string({ error: 'Send a time zone such as Europe/Berlin.' })
    .check(
      z.maxLength(64, 'That time zone is not known.'),
      z.refine(isValidTimeZone, 'That time zone is not known.'),
    ),
)

/** The local wall-clock time of `ms` in `timeZone`, written as if it were UTC epoch ms. */
function wallClockMs(ms: number, timeZone: string): number {
  const parts = wallClockFormatters.get(timeZone).formatToParts(ms)
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0)
  const year = get('year')
  const utc = new Date(0)
  utc.setUTCFullYear(year, get('month') - 1, get('day'))
  utc.setUTCHours(get('hour'), get('minute'), get('second'), 0)
  return utc.getTime()
}

/** The zone's offset from UTC at instant `ms`, in ms (east positive). */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000
  return wallClockMs(whole, timeZone) - whole
}

const DAY_MS = 86_400_000

/**
 * The instant at which the wall clock in `timeZone` shows `time` on `day`.
 *
 * Like Temporal's "compatible" choice: a time that does not exist (the hour skipped when
 * clocks go forward) is moved forward by the length of the gap, so 02:30 becomes 03:30; a time
 * that happens twice (clocks go back) is the first of the two.
 */
export function zonedInstant(day: CalendarDay, time: ReminderTime, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const wall = new Date(0)
  wall.setUTCFullYear(year, month - 1, date)
  wall.setUTCHours(hour, minute, 0, 0)
  const target = wall.getTime()

  const before = offsetAt(target - DAY_MS, timeZone)
  const after = offsetAt(target + DAY_MS, timeZone)
  const candidates = [...new Set([target - before, target - after])]
    .filter((ms) => wallClockMs(ms, timeZone) === target)
    .sort((a, b) => a - b)
  // In a gap no candidate shows the time: keep the offset from before the change.
  return candidates[0] ?? target - before
}

export type ReminderKind = 'daily' | 'weekly' | 'outcome'

/** At most one outcome reminder in this many days. */
export const OUTCOME_REMINDER_SPACING_DAYS = 3

/** The last outcome reminder sent to a device: the local day it went out, and the due day. */
export interface SentOutcomeReminder {
  day: CalendarDay
  dueOn: CalendarDay
}

/** One device's reminder settings, as the server stores them. */
export interface ReminderSchedule {
  timeZone: string
  reminderTime: ReminderTime
  daily: boolean
  weekly: boolean
  /** The local day of the person's last check-in, if the device has told us. */
  lastCheckInDate: CalendarDay | null
  /**
   * When these settings were last changed (epoch ms). A reminder whose time had already passed
   * then waits for the next day: switching reminders on at 21:00 does not ping at once.
   */
  scheduledSince: number
  /** What the device last reported of its tracked decisions (a count and a day only). */
  followUp: FollowUpReport
  /** The last outcome reminder this device got, if any. */
  lastOutcomeReminder: SentOutcomeReminder | null
}

export interface DueReminder {
  kind: ReminderKind
  /** The local day it is for: one reminder of a kind per device and day. */
  day: CalendarDay
  dueAt: number
  /**
   * The claim it is sent under: the daily and outcome reminders share the evening's ('daily'),
   * so that whichever is claimed first, the other cannot go out that day.
   */
  claimAs: 'daily' | 'weekly'
}

/**
 * Whether the outcome reminder is due on `today`: daily reminders are on, a
 * decision waits and its day has come, this due day has not had its reminder yet, and the last
 * outcome reminder was at least three days ago.
 */
export function outcomeReminderWanted(schedule: ReminderSchedule, today: CalendarDay): boolean {
  const { followUp, lastOutcomeReminder: last } = schedule
  if (!schedule.daily || followUp.waiting <= 0 || followUp.dueOn === null) return false
  if (followUp.dueOn > today) return false
  if (last === null) return true
  return (
    last.dueOn !== followUp.dueOn && daysBetween(last.day, today) >= OUTCOME_REMINDER_SPACING_DAYS
  )
}

/**
 * The reminders due at `now` for one device: each kind whose time today (in the device's zone)
 * has come within the send window. In the evening's slot, the outcome reminder when one is
 * wanted (checked in today or not: a check-in does not answer a waiting decision), else the
 * daily one on a day not already checked in. The caller still claims each one, so it goes out
 * once however often this is asked.
 */
export function dueReminders(schedule: ReminderSchedule, now: number): DueReminder[] {
  const today = localDay(now, schedule.timeZone)
  const due: DueReminder[] = []
  const consider = (kind: ReminderKind, time: ReminderTime) => {
    const dueAt = zonedInstant(today, time, schedule.timeZone)
    if (now < dueAt || now >= dueAt + REMINDER_SEND_WINDOW_MS) return
    if (schedule.scheduledSince > dueAt) return
    due.push({ kind, day: today, dueAt, claimAs: kind === 'weekly' ? 'weekly' : 'daily' })
  }
  const checkedInToday = schedule.lastCheckInDate !== null && schedule.lastCheckInDate >= today
  if (outcomeReminderWanted(schedule, today)) consider('outcome', schedule.reminderTime)
  else if (schedule.daily && !checkedInToday) consider('daily', schedule.reminderTime)
  if (schedule.weekly && weekdayOf(today) === WEEKLY_INSIGHTS_WEEKDAY) {
    consider('weekly', WEEKLY_INSIGHTS_TIME)
  }
  return due
}
