import type { FollowUpReport } from '@hara/core'
import { useQueryClient, type Mutation, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useActiveUserId, useNotificationSettings } from '@/stores/device'
import { useFollowUpReport, useGamification } from '@/stores/records'

/** The writes to the server, fetched with the first one (after a check-in), not with Home. */
const writes = () => import('../api/background-writes')

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
 * Each is a mutation (api/background-writes.ts) these effects only start: nothing here reads
 * its answer. All are best effort: what fails is sent again at the next start, and a report of
 * what waits also when the connection comes back.
 */
export function useReminderSync(): void {
  const client = useQueryClient()
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
      writes()
        .then(({ writeReminderDevice }) =>
          writeReminderDevice(client, {
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
    writes()
      .then(({ writeLastCheckIn }) => writeLastCheckIn(client, lastCheckInDate))
      .catch(() => undefined)
  }, [client, userId, wanted, lastCheckInDate])

  const { waiting, dueOn } = followUp
  useEffect(() => {
    if (userId === null || !dailyReminders) return
    return reportFollowUp(client, { waiting, dueOn })
  }, [client, userId, dailyReminders, waiting, dueOn])
}

/**
 * Sends the report; if the phone is offline or the server cannot be reached, sends it again
 * when the connection comes back (unless a newer report replaced it first).
 */
function reportFollowUp(client: QueryClient, report: FollowUpReport): () => void {
  let stopped = false
  let sent: Mutation<void, unknown, FollowUpReport> | null = null
  const send = () =>
    void writes()
      .then(({ writeFollowUp }) => {
        const { mutation, done } = writeFollowUp(client, report)
        sent = mutation
        return done
      })
      .catch(() => undefined)
  const retry = () => {
    if (!stopped && sent?.state.status !== 'success') send()
  }
  send()
  window.addEventListener('online', retry)
  return () => {
    stopped = true
    window.removeEventListener('online', retry)
  }
}
