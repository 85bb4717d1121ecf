import { useNavigate } from 'react-router'
import { AchievementsScreen } from '@/features/achievements/components/achievements-screen'
import { useAchievementBoard, useLongGoals } from '@/stores/journal'

export default function AchievementsRoute() {
  const navigate = useNavigate()
  return (
    <AchievementsScreen
      board={useAchievementBoard()}
      longGoals={useLongGoals()}
      onBack={() => navigate(-1)}
    />
  )
}
