import type { FollowUpReport } from '@hara/core'
import { useEffect } from 'react'
import { useActiveUserId, useNotificationSettings } from '@/stores/device'
import { useFollowUpReport, useGamification } from '@/stores/records'

/** The calls to the server, fetched with the first one (after a check-in), not with Home. */
const pushApi = () => import('../api/push-api')

/** How long after the app starts the device's push set-up is checked. */
const DEVICE_SYNC_AFTER_MS = 3000

/**
 * Keeps the server's view of this device current while someone is signed in:
 *
 * - once per sign-in, the subscription, time zone and choices (or, with both reminders off,
 *   the end of a subscription another account left on this browser);
 * - after each check-in on a new day, that day (a date only, never content) for all of the
 *   person's devices, so none of them sends a reminder on a day already done;
 * - with daily reminders on, what waits for its outcome: how many tracked decisions
 *   and the day the oldest becomes due, never a decision, once per sign-in and whenever it
 *   changes (an outcome, 'Not yet', 'Stop asking', a new decision, an import).
 *
 * All are best effort: what fails is sent again at the next start, and a report of what waits
 * also when the connection comes back.
 */
export function useReminderSync(): void {
  const userId = useActiveUserId()
  const { dailyReminders, weeklyInsights, reminderTime } = useNotificationSettings()
  const { lastCheckInDate } = useGamification()
  const followUp = useFollowUpReport()
  const wanted = dailyReminders || weeklyInsights

  useEffect(() => {
    if (userId === null) return
    // Background work, once per sign-in: it waits until the first screen has settled, and its
    // code (the subscription, the browser's support) is fetched then, not with that screen.
    const later = setTimeout(() => {
      void import('./reminder-device')
        .then(({ syncReminderDevice }) =>
          syncReminderDevice({
            daily: dailyReminders,
            weekly: weeklyInsights,
            reminderTime,
            lastCheckInDate,
            followUp,
          }),
        )
        .catch(() => undefined)
    }, DEVICE_SYNC_AFTER_MS)
    return () => clearTimeout(later)
    // Once per signed-in user; later changes are made by Settings itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId])

  useEffect(() => {
    if (userId === null || !wanted || lastCheckInDate === null) return
    pushApi()
      .then(({ sendLastCheckIn }) => sendLastCheckIn(lastCheckInDate))
      .catch(() => undefined)
  }, [userId, wanted, lastCheckInDate])

  const { waiting, dueOn } = followUp
  useEffect(() => {
    if (userId === null || !dailyReminders) return
    return reportFollowUp({ waiting, dueOn })
  }, [userId, dailyReminders, waiting, dueOn])
}

/**
 * Sends the report; if the phone is offline or the server cannot be reached, sends it again
 * when the connection comes back (unless a newer report replaced it first).
 */
function reportFollowUp(report: FollowUpReport): () => void {
  let done = false
  const send = () => {
    pushApi()
      .then(({ sendFollowUp }) => sendFollowUp(report))
      .then(
        () => {
          done = true
        },
        () => undefined,
      )
  }
  const retry = () => {
    if (!done) send()
  }
  send()
  window.addEventListener('online', retry)
  return () => {
    done = true
    window.removeEventListener('online', retry)
  }
}
