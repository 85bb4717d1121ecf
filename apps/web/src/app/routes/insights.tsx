import { useNickname } from '@/app/use-nickname'
import { useClosingTheLoop } from '@/features/insights/api/closing-the-loop'
import { useDailyGuidance } from '@/features/insights/api/daily-guidance'
import { useGutOverTime } from '@/features/insights/api/gut-over-time'
import { usePatterns } from '@/features/insights/api/patterns'
import { InsightsScreen } from '@/features/insights/components/insights-screen'
import { useTrustScore, useWeekStats } from '@/stores/records'
import { trustMessage } from '@/features/insights/lib/trust-message'

export default function InsightsRoute() {
  const trust = useTrustScore()
  const { nickname, settled } = useNickname()
  return (
    <InsightsScreen
      guidance={useDailyGuidance(nickname, settled)}
      trust={trust}
      trustMessage={trustMessage(trust)}
      patterns={usePatterns()}
      week={useWeekStats()}
      closingTheLoop={useClosingTheLoop()}
      gutOverTime={useGutOverTime()}
    />
  )
}
