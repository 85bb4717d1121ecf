import { useNavigate } from '@/lib/router'
import { useSignOut } from '@/features/auth/api/use-sign-out'
import { ProfileScreen } from '@/features/profile/components/profile-screen'
import { stopRemindersOnThisDevice } from '@/features/reminders/lib/stop-device-reminders'

export default function ProfileRoute() {
  const navigate = useNavigate()
  // The phone stops receiving this account's reminders first, while the session still lets
  // it tell the server.
  const signOut = useSignOut({ before: stopRemindersOnThisDevice })
  return (
    <ProfileScreen
      signingOut={signOut.isPending}
      // Sign Out signs out and goes to /.
      onSignOut={() => signOut.mutateAsync().then(() => navigate('/', { replace: true }))}
    />
  )
}
