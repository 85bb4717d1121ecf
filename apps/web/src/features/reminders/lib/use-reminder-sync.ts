import { afterPaint } from '@/lib/pacing'
import { useBackgroundWork } from '@/lib/use-background-work'
import { useActiveUserId } from '@/stores/device'

/** How long after the app starts the watch begins: after the first screen has settled. */
const WATCH_AFTER_MS = 3000

/**
 * Keeps the server's view of this device current while someone is signed in: the device's
 * push set-up, the day of the last check-in and what waits for its outcome
 * (reminder-watch.ts, which watches the phone's settings and journal and sends each as a
 * mutation). It starts a moment after the app (`after`, in ms), when the page is next idle: its
 * code and the writes' are loaded then, not with Home's first screen nor in a tap's frames, and
 * it sends what the phone holds at that moment.
 * It runs while `active` (the app past onboarding, its journal open), on every screen.
 */
export function useReminderSync({ after = WATCH_AFTER_MS, active = true } = {}): void {
  const userId = useActiveUserId()
  useBackgroundWork(active ? userId : null, async () => {
    await new Promise((resolve) => setTimeout(resolve, after))
    await new Promise<void>((resolve) => afterPaint(resolve))
    const { watchReminders } = await import('./reminder-watch')
    return () => watchReminders()
  })
}
