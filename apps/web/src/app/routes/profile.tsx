import { useNavigate } from 'react-router'
import { useSignOut } from '@/features/auth/api/use-sign-out'
import { ProfileScreen } from '@/features/profile/components/profile-screen'

export default function ProfileRoute() {
  const navigate = useNavigate()
  const signOut = useSignOut()
  return (
    <ProfileScreen
      signingOut={signOut.isPending}
      // Spec section 2: Sign Out signs out and goes to /.
      onSignOut={() => signOut.mutateAsync().then(() => navigate('/', { replace: true }))}
    />
  )
}
