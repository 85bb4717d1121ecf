import { LockScreen } from '@/features/app-lock/components/lock-screen'
import { useSignOut } from '@/features/auth/api/use-sign-out'

/** The lock screen, with the auth feature's sign-out. */
export default function LockedRoute({ userId }: { userId: string }) {
  const signOut = useSignOut()
  return (
    <LockScreen userId={userId} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />
  )
}
