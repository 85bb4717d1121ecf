import { useQueryClient } from '@tanstack/react-query'
import { useBackgroundWork } from '@/lib/use-background-work'
import { useActiveUserId } from '@/stores/device'

/**
 * Keeps the server's view of this device current while someone is signed in: the device's
 * push set-up, the day of the last check-in and what waits for its outcome
 * (reminder-watch.ts, which watches the phone's settings and journal and sends each as a
 * mutation). Its code and the writes' are loaded then, not with Home's first screen.
 */
export function useReminderSync(): void {
  const client = useQueryClient()
  const userId = useActiveUserId()
  useBackgroundWork(userId, () =>
    import('./reminder-watch').then(
      ({ watchReminders }) =>
        () =>
          watchReminders(client),
    ),
  )
}
