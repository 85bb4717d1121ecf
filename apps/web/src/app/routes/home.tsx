import { hasOnThisDay } from '@hara/core'
import { daysTogether, recentInsights } from '@/features/home/lib/home-numbers'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useNavigate } from '@/lib/router'
import { useSession } from '@/features/auth/api/session'
import { useProfile } from '@/features/profile/api/get-profile'
import { ThemeToggle } from '@/features/theme/theme-toggle'
import { useDayPlan } from '@/features/home/api/day-plan'
import { FollowUpCardLoading } from '@/features/home/components/follow-up-card-loading'
import { HomeScreen } from '@/features/home/components/home-screen'
import { entryPath } from '@/features/inner-map/lib/entry-path'
import { useMissionProgress } from '@/features/home/lib/use-mission-progress'
import { useSecondPass } from '@/features/home/lib/use-second-pass'
import { useNickname } from '@/app/use-nickname'
import { dayOnDevice, todayOnDevice, usePatternsCache, useBackupState } from '@/stores/device'
import {
  useJournalSummary,
  useLevel,
  useRecentEntries,
  useStreakToday,
  useDueFollowUps,
  useFirstCheckInAt,
  useWeekStrip,
} from '@/stores/records'

// Loaded only for a phone with an empty journal whose account has checked in elsewhere.
const JournalElsewhere = lazy(() => import('../journal-elsewhere'))
// Loaded once a decision waits for its outcome: a new journal has none.
const FollowUpCard = lazy(() =>
  import('@/features/home/components/follow-up-card').then((m) => ({ default: m.FollowUpCard })),
)
// Loaded only when an earlier month or year has a check-in on today's date.
const OnThisDay = lazy(() => import('@/features/home/components/on-this-day-card'))

export default function HomeRoute() {
  const navigate = useNavigate()
  const session = useSession()
  const entries = useRecentEntries()
  const { entries: entryCount, days } = useJournalSummary()
  const patterns = usePatternsCache()
  const { nickname } = useNickname()
  const { focus, missions } = useDayPlan(nickname)
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
  // Once shown, the card stays while Home is open: its last answer fades out in its place.
  const [askedOnce, setAskedOnce] = useState(false)
  if (followUps.length > 0 && !askedOnce) setAskedOnce(true)
  const secondPass = useSecondPass()

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
      entryHref={entryPath}
      themeToggle={<ThemeToggle />}
      onSpeak={() => void navigate('/check-in?mode=voice')}
      secondPass={secondPass}
      followUps={
        !askedOnce ? null : secondPass ? (
          <Suspense fallback={<FollowUpCardLoading rows={followUps.length} />}>
            <FollowUpCard rows={followUps} today={today} />
          </Suspense>
        ) : (
          <FollowUpCardLoading rows={followUps.length} />
        )
      }
      onThisDay={
        secondPass && hasOnThisDay(days, today) ? (
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
