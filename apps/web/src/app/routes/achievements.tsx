import { useNavigate } from 'react-router'
import { AchievementsScreen } from '@/features/achievements/components/achievements-screen'
import { useAchievementBoard } from '@/stores/journal'

export default function AchievementsRoute() {
  const navigate = useNavigate()
  return <AchievementsScreen board={useAchievementBoard()} onBack={() => navigate(-1)} />
}
