import { FOLLOW_UP_ANCHOR, hasOnThisDay } from '@hara/core'
import { daysTogether, recentInsights } from '@/features/home/lib/home-numbers'
import { lazy, Suspense, useEffect, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useSession } from '@/features/auth/api/session'
import { useProfile } from '@/features/profile/api/get-profile'
import { ThemeToggle } from '@/features/theme/theme-toggle'
import { useDailyFocus } from '@/features/home/api/daily-focus'
import { useDailyMissions } from '@/features/home/api/daily-missions'
import { FollowUpCard } from '@/features/home/components/follow-up-card'
import { HomeScreen } from '@/features/home/components/home-screen'
import { useMissionProgress } from '@/features/home/lib/use-mission-progress'
import { useNickname } from '@/app/use-nickname'
import {
  dayOnDevice,
  todayOnDevice,
  useJournalSummary,
  useLevel,
  useRecentEntries,
  usePatternsCache,
  useStreakToday,
  useBackupState,
  useDueFollowUps,
  useFirstCheckInAt,
  useWeekStrip,
} from '@/stores/journal'

// Loaded only for a phone with an empty journal whose account has checked in elsewhere.
const JournalElsewhere = lazy(() => import('../journal-elsewhere'))
// Loaded only when an earlier month or year has a check-in on today's date.
const OnThisDay = lazy(() => import('@/features/home/components/on-this-day-card'))

export default function HomeRoute() {
  const navigate = useNavigate()
  const session = useSession()
  const entries = useRecentEntries()
  const { entries: entryCount, days } = useJournalSummary()
  const patterns = usePatternsCache()
  const { nickname } = useNickname()
  const focus = useDailyFocus(nickname)
  const missions = useDailyMissions()
  const missionItems = useMissionProgress(missions.items)
  const backup = useBackupState()
  const today = todayOnDevice()
  const profile = useProfile().data
  const hasBackup = profile?.has_backup === true
  const elsewhere = entryCount === 0 && (hasBackup || Boolean(profile?.last_check_in_on))
  const createdAt = session.data?.user.createdAt
  const firstAt = useFirstCheckInAt()
  const firstDay = firstAt === null ? null : dayOnDevice(firstAt)

  const insights = useMemo(() => recentInsights(entries, patterns?.patterns), [entries, patterns])
  const followUps = useDueFollowUps()
  useScrollToFollowUps()

  return (
    <HomeScreen
      nickname={nickname}
      streak={useStreakToday()}
      focus={focus}
      week={useWeekStrip()}
      level={useLevel()}
      daysTogether={
        createdAt ? daysTogether(dayOnDevice(Date.parse(createdAt)), today, firstDay) : 1
      }
      missions={{ items: missionItems, loading: missions.loading }}
      insights={insights}
      themeToggle={<ThemeToggle />}
      onSpeak={() => navigate('/check-in?mode=voice')}
      followUps={<FollowUpCard rows={followUps} today={today} />}
      onThisDay={
        hasOnThisDay(days, today) ? (
          <Suspense fallback={null}>
            <OnThisDay />
          </Suspense>
        ) : null
      }
      notice={
        elsewhere ? (
          <Suspense fallback={null}>
            <JournalElsewhere
              hasBackup={hasBackup}
              offerRestore={hasBackup && !backup.enabled && !backup.restoreDeclined}
            />
          </Suspense>
        ) : null
      }
    />
  )
}

/**
 * The outcome reminder opens /home#how-did-it-turn-out: bring the card into view and
 * put focus on its heading, after the app's own scroll to the top of a new screen. A tap while
 * Home is already open changes only the fragment, which the router may not hear of, so the
 * browser's own `hashchange` does the same.
 */
function useScrollToFollowUps() {
  const { hash, key } = useLocation()
  useEffect(() => {
    const show = () => {
      if (window.location.hash !== `#${FOLLOW_UP_ANCHOR}`) return
      const card = document.getElementById(FOLLOW_UP_ANCHOR)
      if (!card) return
      card.scrollIntoView({ block: 'start' })
      card.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
    }
    show()
    window.addEventListener('hashchange', show)
    return () => window.removeEventListener('hashchange', show)
  }, [hash, key])
}
