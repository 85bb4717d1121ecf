import { useLocation, useNavigate } from '@/lib/router'
import { HelpScreen } from '@/features/help/components/help-screen'

export default function HelpRoute() {
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <HelpScreen
      // Help opens from Profile; opened directly (no history in the app), Back goes there.
      onBack={() =>
        void (location.key === 'default' ? navigate('/profile', { replace: true }) : navigate(-1))
      }
    />
  )
}
