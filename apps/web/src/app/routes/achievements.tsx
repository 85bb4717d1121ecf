import { useNavigate } from '@/lib/router'
import { AchievementsScreen } from '@/features/achievements/components/achievements-screen'
import { useAchievementBoard } from '@/stores/records/achievement-board'
import { useLongGoals } from '@/stores/records/long-goal-board'

export default function AchievementsRoute() {
  const navigate = useNavigate()
  return (
    <AchievementsScreen
      board={useAchievementBoard()}
      longGoals={useLongGoals()}
      onBack={() => void navigate(-1)}
    />
  )
}
