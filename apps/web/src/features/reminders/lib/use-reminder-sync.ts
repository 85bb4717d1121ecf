import { useEffect } from 'react'
import { useActiveUserId, useGamification, useNotificationSettings } from '@/stores/journal'
import { sendLastCheckIn } from '../api/push-api'
import { syncReminderDevice } from './reminder-device'

/**
 * Keeps the server's view of this device current while someone is signed in (issue 12):
 *
 * - once per sign-in, the subscription, time zone and choices (or, with both reminders off,
 *   the end of a subscription another account left on this browser);
 * - after each check-in on a new day, that day (a date only, never content) for all of the
 *   person's devices, so none of them sends a reminder on a day already done.
 *
 * Both are best effort: what fails is sent again at the next start.
 */
export function useReminderSync(): void {
  const userId = useActiveUserId()
  const { dailyReminders, weeklyInsights, reminderTime } = useNotificationSettings()
  const { lastCheckInDate } = useGamification()
  const wanted = dailyReminders || weeklyInsights

  useEffect(() => {
    if (userId === null) return
    void syncReminderDevice({
      daily: dailyReminders,
      weekly: weeklyInsights,
      reminderTime,
      lastCheckInDate,
    })
    // Once per signed-in user; later changes are made by Settings itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId])

  useEffect(() => {
    if (userId === null || !wanted || lastCheckInDate === null) return
    sendLastCheckIn(lastCheckInDate).catch(() => undefined)
  }, [userId, wanted, lastCheckInDate])
}
