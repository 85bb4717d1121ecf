import { LockScreen } from '@/features/app-lock/components/lock-screen'
import { useSession } from '@/features/auth/api/session'
import { useSignOut } from '@/features/auth/api/use-sign-out'

/** The lock screen for the signed-in account, with the auth feature's sign-out. */
export default function LockedRoute() {
  const userId = useSession().data?.user.id
  const signOut = useSignOut()
  if (!userId) return null
  return (
    <LockScreen userId={userId} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />
  )
}
