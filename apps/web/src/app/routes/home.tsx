import { daysTogether, recentInsights } from '@hara/core'
import { lazy, Suspense, useMemo } from 'react'
import { useNavigate } from 'react-router'
import { useSession } from '@/features/auth/api/session'
import { useProfile } from '@/features/profile/api/get-profile'
import { ThemeToggle } from '@/features/theme/theme-toggle'
import { useDailyFocus } from '@/features/home/api/daily-focus'
import { useDailyMissions } from '@/features/home/api/daily-missions'
import { HomeScreen } from '@/features/home/components/home-screen'
import { useNickname } from '@/app/use-nickname'
import {
  deviceTimeZone,
  todayOnDevice,
  useEntries,
  useLevel,
  usePatternsCache,
  useStreakToday,
  useBackupState,
  useWeekStrip,
} from '@/stores/journal'

// Loaded only for a phone with an empty journal whose account has a backup to restore.
const RestoreOffer = lazy(() => import('@/features/backup/components/restore-offer'))

export default function HomeRoute() {
  const navigate = useNavigate()
  const session = useSession()
  const entries = useEntries()
  const patterns = usePatternsCache()
  const { nickname } = useNickname()
  const focus = useDailyFocus(nickname)
  const missions = useDailyMissions()
  const backup = useBackupState()
  const today = todayOnDevice()
  const hasBackup = useProfile().data?.has_backup === true
  const offerRestore =
    hasBackup && entries.length === 0 && !backup.enabled && !backup.restoreDeclined
  const createdAt = session.data?.user.createdAt

  const insights = useMemo(() => recentInsights(entries, patterns?.patterns), [entries, patterns])

  return (
    <HomeScreen
      nickname={nickname}
      streak={useStreakToday()}
      focus={focus}
      week={useWeekStrip()}
      level={useLevel()}
      daysTogether={createdAt ? daysTogether(Date.parse(createdAt), deviceTimeZone(), today) : 1}
      missions={missions}
      insights={insights}
      themeToggle={<ThemeToggle />}
      onSpeak={() => navigate('/check-in?mode=voice')}
      notice={
        offerRestore ? (
          <Suspense fallback={null}>
            <RestoreOffer />
          </Suspense>
        ) : null
      }
    />
  )
}
