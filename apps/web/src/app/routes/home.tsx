import { daysBetween, localDay, newestFirst } from '@hara/core'
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
  const focus = useDailyFocus(profile.data?.nickname)
  const missions = useDailyMissions()
  const today = todayOnDevice()
  const createdAt = session.data?.user.createdAt

  // Days together: calendar days since the account was created, counting today as day 1.
  const daysTogether = createdAt
    ? daysBetween(
        localDay(Date.parse(createdAt), Intl.DateTimeFormat().resolvedOptions().timeZone),
        today,
      ) + 1
    : 1

  // Up to three recent insights: the latest voice entries' AI insights, else the latest patterns.
  const insights = useMemo(() => {
    const fromVoice = newestFirst(entries)
      .flatMap((entry) =>
        entry.mode === 'voice' && entry.aiInsights.trim() ? [entry.aiInsights.trim()] : [],
      )
      .slice(0, 3)
    if (fromVoice.length > 0) return fromVoice
    return (patterns?.patterns ?? []).slice(0, 3).map((p) => `${p.title}: ${p.observation}`)
  }, [entries, patterns])

  return (
    <HomeScreen
      nickname={profile.data?.nickname}
      streak={useStreakToday()}
      focus={focus}
      week={useWeekStrip()}
      level={useLevel()}
      daysTogether={Math.max(1, daysTogether)}
      missions={missions}
      insights={insights}
      themeToggle={<ThemeToggle />}
      onSpeak={() => navigate('/check-in?mode=voice')}
    />
  )
}
