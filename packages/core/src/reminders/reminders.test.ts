import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, localDay } from '../time/calendar-day'
import { NOTHING_WAITING } from '../follow-up/follow-up'
import { notificationForPush, readPushMessage, REMINDER_NOTIFICATIONS } from './push-message'
import {
  dueReminders,
  isReminderTime,
  REMINDER_SEND_WINDOW_MS,
  reminderTimeSchema,
  timeZoneSchema,
  zonedInstant,
  type ReminderSchedule,
} from './reminders'

const at = (iso: string) => Date.parse(iso)
const MINUTE = 60_000

describe('zonedInstant', () => {
  it('places a wall-clock time in its zone', () => {
    expect(zonedInstant('2026-01-15', '20:00', 'Europe/Berlin')).toBe(at('2026-01-15T19:00:00Z'))
    expect(zonedInstant('2026-07-15', '20:00', 'Europe/Berlin')).toBe(at('2026-07-15T18:00:00Z'))
    expect(zonedInstant('2026-01-15', '20:00', 'America/New_York')).toBe(at('2026-01-16T01:00:00Z'))
    expect(zonedInstant('2026-01-15', '08:30', 'Asia/Kolkata')).toBe(at('2026-01-15T03:00:00Z'))
    expect(zonedInstant('2026-01-15', '00:00', 'Pacific/Kiritimati')).toBe(
      at('2026-01-14T10:00:00Z'),
    )
    expect(zonedInstant('2026-01-15', '23:59', 'UTC')).toBe(at('2026-01-15T23:59:00Z'))
  })

  it('keeps the local time across a daylight-saving change', () => {
    // Berlin springs forward on 2027-03-28 and falls back on 2027-10-31.
    expect(zonedInstant('2027-03-27', '20:00', 'Europe/Berlin')).toBe(at('2027-03-27T19:00:00Z'))
    expect(zonedInstant('2027-03-28', '20:00', 'Europe/Berlin')).toBe(at('2027-03-28T18:00:00Z'))
    expect(zonedInstant('2027-10-31', '20:00', 'Europe/Berlin')).toBe(at('2027-10-31T19:00:00Z'))
  })

  it('moves a skipped time forward by the gap, and takes the first of a repeated one', () => {
    // 02:30 does not exist in Berlin on 2027-03-28: it becomes 03:30 CEST.
    expect(zonedInstant('2027-03-28', '02:30', 'Europe/Berlin')).toBe(at('2027-03-28T01:30:00Z'))
    // 02:30 happens twice on 2027-10-31: the first, still in CEST.
    expect(zonedInstant('2027-10-31', '02:30', 'Europe/Berlin')).toBe(at('2027-10-31T00:30:00Z'))
    // New York skips 02:00-03:00 on 2027-03-14.
    expect(zonedInstant('2027-03-14', '02:15', 'America/New_York')).toBe(at('2027-03-14T07:15:00Z'))
  })

  it('shows the asked time on the asked day whenever that time exists (property)', () => {
    const zones = [
      'Europe/Berlin',
      'America/New_York',
      'America/Sao_Paulo',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Pacific/Chatham',
      'UTC',
    ]
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * 365 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom(...zones),
        (offset, hour, minute, zone) => {
          const day = addDays('2026-01-01', offset)
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
          const instant = zonedInstant(day, time, zone)
          const shown = new Intl.DateTimeFormat('en-GB', {
            timeZone: zone,
            hourCycle: 'h23',
            hour: '2-digit',
            minute: '2-digit',
          }).format(instant)
          // Either exactly the time on that day, or (in a skipped hour) a later time that day.
          expect(localDay(instant, zone)).toBe(day)
          if (shown !== time) {
            // Every gap in these zones is 30 or 60 minutes long.
            const minutes = (clock: string) =>
              Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3))
            expect([30, 60]).toContain(minutes(shown) - minutes(time))
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('dueReminders', () => {
  const schedule = (over: Partial<ReminderSchedule> = {}): ReminderSchedule => ({
    timeZone: 'Europe/Berlin',
    reminderTime: '20:00',
    daily: true,
    weekly: false,
    lastCheckInDate: null,
    scheduledSince: at('2026-01-01T00:00:00Z'),
    followUp: NOTHING_WAITING,
    lastOutcomeReminder: null,
    ...over,
  })

  it('is due from the reminder time, for the send window only', () => {
    const dueAt = at('2026-11-23T19:00:00Z')
    expect(dueReminders(schedule(), dueAt - MINUTE)).toEqual([])
    expect(dueReminders(schedule(), dueAt)).toEqual([
      { kind: 'daily', day: '2026-11-23', dueAt, claimAs: 'daily' },
    ])
    expect(dueReminders(schedule(), dueAt + REMINDER_SEND_WINDOW_MS - 1)).toHaveLength(1)
    expect(dueReminders(schedule(), dueAt + REMINDER_SEND_WINDOW_MS)).toEqual([])
  })

  it('skips a day already checked in, but not the day after', () => {
    const dueAt = at('2026-11-23T19:00:00Z')
    expect(dueReminders(schedule({ lastCheckInDate: '2026-11-23' }), dueAt)).toEqual([])
    expect(dueReminders(schedule({ lastCheckInDate: '2026-11-22' }), dueAt)).toHaveLength(1)
  })

  it('waits for tomorrow when switched on after today’s time', () => {
    const dueAt = at('2026-11-23T19:00:00Z')
    expect(dueReminders(schedule({ scheduledSince: dueAt + MINUTE }), dueAt + 2 * MINUTE)).toEqual(
      [],
    )
    const tomorrow = dueAt + 24 * 60 * MINUTE
    expect(dueReminders(schedule({ scheduledSince: dueAt + MINUTE }), tomorrow)).toHaveLength(1)
  })

  it('sends weekly insights on Saturday at 18:00 local time, checked in or not', () => {
    const weekly = schedule({ daily: false, weekly: true, lastCheckInDate: '2026-11-28' })
    // 2026-11-28 is a Saturday; 18:00 in Berlin is 17:00 UTC.
    const saturday = at('2026-11-28T17:00:00Z')
    expect(dueReminders(weekly, saturday)).toEqual([
      { kind: 'weekly', day: '2026-11-28', dueAt: saturday, claimAs: 'weekly' },
    ])
    expect(dueReminders(weekly, saturday - 24 * 60 * MINUTE)).toEqual([])
    expect(dueReminders(weekly, saturday + 24 * 60 * MINUTE)).toEqual([])
  })

  it('sends nothing when both are off', () => {
    expect(
      dueReminders(schedule({ daily: false, weekly: false }), at('2026-11-28T17:00:00Z')),
    ).toEqual([])
  })
})

describe('validation', () => {
  it('accepts HH:MM times only', () => {
    for (const time of ['00:00', '09:05', '20:00', '23:59']) expect(isReminderTime(time)).toBe(true)
    for (const time of ['24:00', '9:05', '20:60', '20:00:00', '', ' 20:00']) {
      expect(reminderTimeSchema.safeParse(time).success).toBe(false)
    }
  })

  it('accepts IANA zones the runtime knows', () => {
    expect(timeZoneSchema.safeParse('Europe/Berlin').success).toBe(true)
    expect(timeZoneSchema.safeParse('America/Argentina/Buenos_Aires').success).toBe(true)
    for (const zone of ['Mars/Olympus', '', 'x'.repeat(65), 42]) {
      expect(timeZoneSchema.safeParse(zone).success).toBe(false)
    }
  })
})

describe('push messages', () => {
  it('reads the server’s message and picks the notification', () => {
    expect(readPushMessage('{"kind":"weekly","day":"2026-11-28"}')).toEqual({
      kind: 'weekly',
      day: '2026-11-28',
    })
    expect(notificationForPush('{"kind":"weekly","day":"2026-11-28"}')).toBe(
      REMINDER_NOTIFICATIONS.en.weekly,
    )
    expect(REMINDER_NOTIFICATIONS.en.daily.title).toBe('Time for a check-in')
    expect(REMINDER_NOTIFICATIONS.en.daily.url).toBe('/check-in')
    expect(REMINDER_NOTIFICATIONS.en.weekly.url).toBe('/insights')
  })

  it('shows the daily reminder for anything it cannot read', () => {
    for (const text of [null, '', 'not json', '[]', 'null', '{"kind":"other","day":"x"}']) {
      expect(readPushMessage(text)).toBeNull()
      expect(notificationForPush(text)).toBe(REMINDER_NOTIFICATIONS.en.daily)
    }
  })
})
