import { useSession } from '@/features/auth/api/session'
import { useProfile } from '@/features/profile/api/get-profile'

/**
 * The name Hara greets someone by, for Home and for the coach: the profile's nickname, and
 * until the profile answers, the name the account was created with, so a greeting does not
 * change from 'there' to the name as a screen opens. `settled` turns true once the profile has
 * answered (or failed), for what should be asked with the final name only.
 */
export function useNickname(): { nickname: string | undefined; settled: boolean } {
  const session = useSession()
  const profile = useProfile()
  const nickname =
    profile.data?.nickname ?? (profile.isPending ? session.data?.user.name : undefined)
  return { nickname: nickname ?? undefined, settled: !profile.isPending }
}
