import { useMutation } from '@/lib/query/use-mutation'
import { turnOff, turnOn } from '../lib/lock-actions'

/**
 * Turns the lock on (locking at once in the background) or off; `onSettled` runs whether it
 * worked or not, for the section to read the lock's settings again.
 */
export function useSwitchLock(userId: string | null, onSettled: () => void) {
  return useMutation({
    mutationFn: async (on: boolean) => {
      if (userId === null) return
      if (on) await turnOn(userId, 0)
      else await turnOff(userId)
    },
    onSettled,
  })
}
