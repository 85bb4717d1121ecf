import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, localDay } from '../time/calendar-day'
import { NOTHING_WAITING } from '../follow-up/follow-up'
import { notificationForPush, readPushMessage, REMINDER_NOTIFICATIONS } from './push-message'
import {
  dueReminders,
  outcomeReminderWanted,
  zonedInstant,
  type ReminderSchedule,
  type SentOutcomeReminder,
} from './reminders'

/** The outcome reminder's schedule (ADR 0023), on plain values. */

const schedule = (over: Partial<ReminderSchedule> = {}): ReminderSchedule => ({
  timeZone: 'Europe/Berlin',
  reminderTime: '20:00',
  daily: true,
  weekly: false,
  lastCheckInDate: null,
  scheduledSince: Date.parse('2026-01-01T00:00:00Z'),
  followUp: { waiting: 1, dueOn: '2026-11-05' },
  lastOutcomeReminder: null,
  ...over,
})

/** 20:00 in Berlin (UTC+1 in November) on `day`. */
const evening = (day: string) => zonedInstant(day, '20:00', 'Europe/Berlin')

describe('the outcome reminder', () => {
  it('comes at the reminder time from the due day on, in place of the daily reminder', () => {
    expect(dueReminders(schedule(), evening('2026-11-04'))).toEqual([
      { kind: 'daily', day: '2026-11-04', dueAt: evening('2026-11-04'), claimAs: 'daily' },
    ])
    expect(dueReminders(schedule(), evening('2026-11-05'))).toEqual([
      { kind: 'outcome', day: '2026-11-05', dueAt: evening('2026-11-05'), claimAs: 'daily' },
    ])
    expect(dueReminders(schedule(), evening('2026-11-05') - 60_000)).toEqual([])
  })

  it('comes on a day already checked in too: a check-in does not answer a waiting decision', () => {
    const checkedIn = schedule({ lastCheckInDate: '2026-11-05' })
    expect(dueReminders(checkedIn, evening('2026-11-05')).map((r) => r.kind)).toEqual(['outcome'])
  })

  it('needs daily reminders on and something waiting', () => {
    const day = '2026-11-06'
    expect(outcomeReminderWanted(schedule({ daily: false, weekly: true }), day)).toBe(false)
    expect(outcomeReminderWanted(schedule({ followUp: NOTHING_WAITING }), day)).toBe(false)
    expect(outcomeReminderWanted(schedule({ followUp: { waiting: 0, dueOn: day } }), day)).toBe(
      false,
    )
    expect(outcomeReminderWanted(schedule(), day)).toBe(true)
    // Weekly insights still come on Saturday, beside it.
    const saturday = '2026-11-07'
    const both = schedule({ weekly: true })
    expect(
      dueReminders(both, zonedInstant(saturday, '18:00', 'Europe/Berlin')).map((r) => r.kind),
    ).toEqual(['weekly'])
    expect(dueReminders(both, evening(saturday)).map((r) => r.kind)).toEqual(['outcome'])
  })

  it('comes once per due day, and at most once every three days', () => {
    const sent = (day: string, dueOn: string): SentOutcomeReminder => ({ day, dueOn })
    // Sent on the 5th for the 5th: that due day has had its reminder.
    const after = schedule({ lastOutcomeReminder: sent('2026-11-05', '2026-11-05') })
    for (const day of ['2026-11-05', '2026-11-06', '2026-11-20']) {
      expect(outcomeReminderWanted(after, day)).toBe(false)
      // The evening falls back to the daily reminder.
      expect(dueReminders(after, evening(day)).map((r) => r.kind)).toEqual(['daily'])
    }
    // A new due day (a 'Not yet', a newer decision once the old one is answered) waits for
    // three days after the last outcome reminder.
    const newer = schedule({
      followUp: { waiting: 2, dueOn: '2026-11-06' },
      lastOutcomeReminder: sent('2026-11-05', '2026-11-05'),
    })
    expect(outcomeReminderWanted(newer, '2026-11-06')).toBe(false)
    expect(outcomeReminderWanted(newer, '2026-11-07')).toBe(false)
    expect(outcomeReminderWanted(newer, '2026-11-08')).toBe(true)
  })

  it('follows the local time across a daylight-saving change', () => {
    // Berlin moves its clocks back early on Sunday 25 October 2026: 20:00 on the Saturday is
    // 18:00 UTC, on the Sunday 19:00 UTC.
    const s = schedule({ followUp: { waiting: 1, dueOn: '2026-10-24' } })
    expect(dueReminders(s, Date.parse('2026-10-24T18:00:00Z')).map((r) => r.kind)).toEqual([
      'outcome',
    ])
    const sunday = schedule({ followUp: { waiting: 1, dueOn: '2026-10-25' } })
    expect(dueReminders(sunday, Date.parse('2026-10-25T18:00:00Z'))).toEqual([])
    expect(dueReminders(sunday, Date.parse('2026-10-25T19:00:00Z'))).toEqual([
      {
        kind: 'outcome',
        day: '2026-10-25',
        dueAt: Date.parse('2026-10-25T19:00:00Z'),
        claimAs: 'daily',
      },
    ])
  })

  it('never sends two reminders in one evening, and never two outcome reminders within three days (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            waiting: fc.nat(3),
            dueOffset: fc.integer({ min: -3, max: 6 }),
            checkedIn: fc.boolean(),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        fc.constantFrom('Europe/Berlin', 'America/New_York', 'Asia/Kathmandu'),
        (days, timeZone) => {
          let last: SentOutcomeReminder | null = null
          const sentOn: string[] = []
          days.forEach((d, index) => {
            const day = addDays('2026-10-20', index)
            const dueOn = d.waiting === 0 ? null : addDays(day, d.dueOffset)
            const s = schedule({
              timeZone,
              lastCheckInDate: d.checkedIn ? day : null,
              followUp: { waiting: d.waiting, dueOn },
              lastOutcomeReminder: last,
            })
            const now = zonedInstant(day, '20:00', timeZone)
            const evening = dueReminders(s, now).filter((r) => r.claimAs === 'daily')
            expect(evening.length).toBeLessThanOrEqual(1)
            const outcome = evening.find((r) => r.kind === 'outcome')
            if (outcome) {
              expect(localDay(now, timeZone)).toBe(day)
              expect(d.waiting).toBeGreaterThan(0)
              expect(dueOn! <= day).toBe(true)
              expect(last?.dueOn).not.toBe(dueOn)
              sentOn.push(day)
              last = { day, dueOn: dueOn! }
            }
          })
          for (let i = 1; i < sentOn.length; i++) {
            expect(daysBetween(sentOn[i - 1]!, sentOn[i]!)).toBeGreaterThanOrEqual(3)
          }
        },
      ),
    )
  })
})

describe('the outcome reminder push', () => {
  it('says only that a decision is waiting, and opens Home at the card', () => {
    const text = '{"kind":"outcome","day":"2026-11-05"}'
    expect(readPushMessage(text)).toEqual({ kind: 'outcome', day: '2026-11-05' })
    expect(notificationForPush(text)).toEqual({
      title: 'How did it turn out?',
      body: 'A decision is waiting to hear how it turned out.',
      url: '/home#how-did-it-turn-out',
      tag: 'hara-outcome',
      lang: 'en',
    })
    expect(REMINDER_NOTIFICATIONS.en.outcome).toBe(notificationForPush(text))
  })
})
