import { t } from '@lingui/core/macro'
import { useMutation } from '@/lib/query/use-mutation'
import { toast } from '@/lib/toast'
import { setDailyReminders, setWeeklyInsights } from '@/stores/device'
import { applyReminderChoices, type ReminderChoices } from '../lib/reminder-device'

/** A tap in the Notifications rows: which row, and the choices before and after it. */
export type ReminderChange =
  | { kind: 'daily' | 'weekly'; enabled: boolean; previous: ReminderChoices }
  | { kind: 'time'; time: string; previous: ReminderChoices }

/**
 * Applies a change of the reminders on this device and the server (reminder-device.ts), then
 * keeps the choice on the phone: a switch is saved only once the device will really get the
 * reminder. Resolves with whether the phone kept it (a failed write is announced by the store); fails
 * with a `ReminderProblem` when the browser or the server refused.
 */
export function useApplyReminders() {
  return useMutation({
    mutationFn: async (change: ReminderChange): Promise<boolean> => {
      const { previous } = change
      if (change.kind === 'time') {
        await applyReminderChoices({ ...previous, reminderTime: change.time }, previous)
        return true
      }
      await applyReminderChoices({ ...previous, [change.kind]: change.enabled }, previous)
      const kept =
        change.kind === 'daily'
          ? setDailyReminders(change.enabled)
          : setWeeklyInsights(change.enabled)
      return kept.ok
    },
    // The product's toasts: 'Reminders enabled/disabled', 'Insights enabled/disabled', shown only
    // once the choice is kept on the phone.
    onSuccess: (kept, change) => {
      if (!kept || change.kind === 'time') return
      const daily = change.enabled ? t`Reminders enabled` : t`Reminders disabled`
      const weekly = change.enabled ? t`Insights enabled` : t`Insights disabled`
      const done = change.kind === 'daily' ? daily : weekly
      toast.success(done)
    },
  })
}
