import { trustMessage } from '@hara/core'
import { InsightsScreen } from '@/features/insights/components/insights-screen'
import { useTrustScore, useWeekStats } from '@/stores/journal'

export default function InsightsRoute() {
  const trust = useTrustScore()
  return <InsightsScreen trust={trust} trustMessage={trustMessage(trust)} week={useWeekStats()} />
}
