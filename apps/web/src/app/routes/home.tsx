import { daysTogether, recentInsights } from '@hara/core'
import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import { useSession } from '@/features/auth/api/session'
import { useProfile } from '@/features/profile/api/get-profile'
import { ThemeToggle } from '@/features/theme/theme-toggle'
import { useDailyFocus } from '@/features/home/api/daily-focus'
import { useDailyMissions } from '@/features/home/api/daily-missions'
import { HomeScreen } from '@/features/home/components/home-screen'
import {
  todayOnDevice,
  useEntries,
  useLevel,
  usePatternsCache,
  useStreakToday,
  useWeekStrip,
} from '@/stores/journal'

export default function HomeRoute() {
  const navigate = useNavigate()
  const session = useSession()
  const profile = useProfile()
  const entries = useEntries()
  const patterns = usePatternsCache()
  // Until the profile answers, the name the account was created with stands in for the
  // nickname, so the greeting does not change from 'there' to the name as Home opens.
  const nickname =
    profile.data?.nickname ?? (profile.isPending ? session.data?.user.name : undefined)
  const focus = useDailyFocus(nickname)
  const missions = useDailyMissions()
  const today = todayOnDevice()
  const createdAt = session.data?.user.createdAt

  const insights = useMemo(() => recentInsights(entries, patterns?.patterns), [entries, patterns])

  return (
    <HomeScreen
      nickname={nickname}
      streak={useStreakToday()}
      focus={focus}
      week={useWeekStrip()}
      level={useLevel()}
      daysTogether={
        createdAt
          ? daysTogether(
              Date.parse(createdAt),
              Intl.DateTimeFormat().resolvedOptions().timeZone,
              today,
            )
          : 1
      }
      missions={missions}
      insights={insights}
      themeToggle={<ThemeToggle />}
      onSpeak={() => navigate('/check-in?mode=voice')}
    />
  )
}
