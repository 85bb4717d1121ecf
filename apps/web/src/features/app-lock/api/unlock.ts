import { useMutation } from '@/lib/query/use-mutation'
import { recoverWithPasskey, recoverWithPassword, unlock } from '../lib/lock-actions'

/** How the person unlocks: the phone's screen lock, or a way back when it is gone. */
export type UnlockWay =
  | { how: 'unlock' }
  | { how: 'password'; password: string }
  | { how: 'passkey' }

/**
 * Unlocks Hara for `userId` (ADR 0040): with the phone's screen lock, or with the account's
 * password or another of its passkeys, which set up a new screen lock.
 */
export function useUnlock(userId: string) {
  return useMutation({
    mutationFn: (way: UnlockWay) =>
      way.how === 'unlock'
        ? unlock(userId)
        : way.how === 'password'
          ? recoverWithPassword(userId, way.password)
          : recoverWithPasskey(userId),
  })
}
