import { summaryFollowUpReport, type FollowUpReport } from '@hara/core'
import { afterPaint } from '@/lib/pacing'
import type { Mutation } from '@/lib/query/mutation'
import { getJournalSnapshot, subscribeJournal } from '@/stores/device'
import { getRecordsView, subscribeJournalRecords } from '@/stores/records'
import { writeFollowUp, writeLastCheckIn, writeReminderDevice } from '../api/background-writes'

/**
 * Keeps the server's view of this device current for the signed-in user, watching the
 * phone's settings and journal (not React: use-reminder-sync.ts only starts and stops it):
 *
 * - once, as it starts, the subscription, time zone and choices (or, with both
 *   reminders off, the end of a subscription another account left on this browser);
 * - after each check-in on a new day, that day (a date only, never content) for all of the
 *   person's devices, so none of them sends a reminder on a day already done;
 * - with daily reminders on, what waits for its outcome: how many tracked decisions and the
 *   day the oldest becomes due, never a decision, at the start and whenever it changes (an
 *   outcome, 'Not yet', 'Stop asking', a new decision, an import).
 *
 * Each is a mutation (api/background-writes.ts). All are best effort: what fails is sent again
 * at the next start, and a report of what waits also when the connection comes back. A change
 * is looked at once it has been painted (`afterPaint`): the first check-in of a day shows its
 * celebration without waiting for the day to be sent. Returns the stop.
 */
export function watchReminders(): () => void {
  const settings = getJournalSnapshot()
  const view = getRecordsView()
  writeReminderDevice({
    daily: settings.dailyReminders,
    weekly: settings.weeklyInsights,
    reminderTime: settings.reminderTime,
    lastCheckInDate: view.gamification.lastCheckInDate,
    followUp: summaryFollowUpReport(view.summary),
  }).catch(() => undefined)

  let lastDay: string | null = null
  let report: string | null = null
  let stopReport = () => {}
  const look = () => {
    const { ready, summary, gamification } = getRecordsView()
    if (!ready) return
    const { dailyReminders: daily, weeklyInsights } = getJournalSnapshot()
    const day = gamification.lastCheckInDate
    const wanted = daily || weeklyInsights
    const nextDay = wanted ? day : null
    if (nextDay !== null && nextDay !== lastDay) {
      writeLastCheckIn(nextDay).catch(() => undefined)
    }
    lastDay = nextDay
    const followUp = summaryFollowUpReport(summary)
    const nextReport = daily ? `${followUp.waiting} ${followUp.dueOn}` : null
    if (nextReport === report) return
    report = nextReport
    stopReport()
    stopReport = nextReport === null ? () => {} : reportFollowUp(followUp)
  }

  let stopped = false
  let waiting = false
  const lookSoon = () => {
    if (waiting) return
    waiting = true
    afterPaint(() => {
      waiting = false
      if (!stopped) look()
    })
  }
  const stops = [subscribeJournal(lookSoon), subscribeJournalRecords(lookSoon)]
  look()
  return () => {
    stopped = true
    stopReport()
    for (const stop of stops) stop()
  }
}

/**
 * Sends the report; if the phone is offline or the server cannot be reached, sends it again
 * when the connection comes back (until a newer report replaces it).
 */
function reportFollowUp(report: FollowUpReport): () => void {
  let sent: Mutation<void, unknown, FollowUpReport> | null = null
  const send = () => {
    const { mutation, done } = writeFollowUp(report)
    sent = mutation
    done.catch(() => undefined)
  }
  const retry = () => {
    if (sent?.state.status !== 'success') send()
  }
  send()
  window.addEventListener('online', retry)
  return () => window.removeEventListener('online', retry)
}
