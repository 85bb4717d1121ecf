import {
  achievementBoard,
  dueFollowUps,
  followUpReport,
  levelInfo,
  streakShownToday,
  trustScore,
  weekStats,
  weekStrip,
  type AchievementBoard,
  type AnalysisKind,
  type CachedAnalysis,
  type FollowUpReport,
  type LevelInfo,
  type TapEntry,
  type TrustScore,
  type WeekStats,
  type WeekStripDay,
} from '@hara/core'
import { useMemo, useSyncExternalStore } from 'react'
import { todayOnDevice } from './device-context'
import {
  getActiveUserId,
  getJournalSnapshot,
  getStorageProblems,
  getUnsavedChanges,
  subscribeJournal,
} from './engine'
import type { JournalData } from './slices'

/**
 * React's view of the journal store. Every hook reads through useSyncExternalStore, so a save,
 * a delete or a change in another tab re-renders exactly the components that read it.
 * "Today" is the device's local day at render time.
 */

function useSlice<K extends keyof JournalData>(name: K): JournalData[K] {
  const read = () => getJournalSnapshot()[name]
  return useSyncExternalStore(subscribeJournal, read, read)
}

/** The signed-in user whose journal the hooks show, or null. */
export function useActiveUserId(): string | null {
  return useSyncExternalStore(subscribeJournal, getActiveUserId, getActiveUserId)
}

/** The entries in stored order (oldest first); sort with the core's `newestFirst`. */
export function useEntries() {
  return useSlice('entries')
}

/** totalXP, totalCheckins, currentStreak, lastCheckInDate and the unlocked achievements. */
export function useGamification() {
  return useSlice('gamification')
}

/** The streak to show today: 0 once a whole day has been missed (core's streak rule). */
export function useStreakToday(): number {
  return streakShownToday(useGamification(), todayOnDevice())
}

/** Level, name and progress ('totalXP / nextLevelXP XP'). */
export function useLevel(): LevelInfo {
  const { totalXP } = useGamification()
  return useMemo(() => levelInfo(totalXP), [totalXP])
}

/** The Home week strip, Sunday to Saturday. */
export function useWeekStrip(): WeekStripDay[] {
  const entries = useEntries()
  const today = todayOnDevice()
  return useMemo(() => weekStrip(entries, today), [entries, today])
}

/** The Insights "This Week" stats. */
export function useWeekStats(): WeekStats {
  const entries = useEntries()
  const today = todayOnDevice()
  return useMemo(() => weekStats(entries, today), [entries, today])
}

export function useTrustScore(): TrustScore {
  const entries = useEntries()
  return useMemo(() => trustScore(entries), [entries])
}

/** Home's "How did it turn out?" rows today: tracked decisions due for their outcome (issue 22). */
export function useDueFollowUps(): TapEntry[] {
  const entries = useEntries()
  const today = todayOnDevice()
  return useMemo(() => dueFollowUps(entries, today), [entries, today])
}

/** What this device reports for the outcome reminder: a count and a day (issue 22). */
export function useFollowUpReport(): FollowUpReport {
  const entries = useEntries()
  return useMemo(() => followUpReport(entries), [entries])
}

/** Every achievement with its unlock state and progress, for the Achievements screen. */
export function useAchievementBoard(): AchievementBoard {
  const entries = useEntries()
  const gamification = useGamification()
  const streak = useStreakToday()
  return useMemo(
    () => achievementBoard(gamification, entries, streak),
    [gamification, entries, streak],
  )
}

/** A cached Inner Map analysis (fresh or not; check with the core's `isCacheFresh`). */
export function useCachedAnalysis<K extends AnalysisKind>(kind: K): CachedAnalysis<K> | null {
  return useSlice(kind) as CachedAnalysis<K> | null
}

export function useDailyFocusCache() {
  return useSlice('focus')
}

export function useMissionsCache() {
  return useSlice('missions')
}

export function usePatternsCache() {
  return useSlice('patterns')
}

/** Today's daily guidance (text and day) as last kept, or null. */
export function useDailyGuidanceCache() {
  return useSlice('dailyGuidance')
}

/** The day daily guidance was last given (spec section 3, `lastDailyGuidance`), or null. */
export function useLastDailyGuidance() {
  return useSlice('dailyGuidance')?.date ?? null
}

/** The two notification switches of Settings, and the daily reminder's time (null: default). */
export function useNotificationSettings(): {
  dailyReminders: boolean
  weeklyInsights: boolean
  reminderTime: string | null
} {
  const dailyReminders = useSlice('dailyReminders')
  const weeklyInsights = useSlice('weeklyInsights')
  const reminderTime = useSlice('reminderTime')
  return useMemo(
    () => ({ dailyReminders, weeklyInsights, reminderTime }),
    [dailyReminders, weeklyInsights, reminderTime],
  )
}

export function useOnboardingCompleted(): boolean {
  return useSlice('onboardingCompleted')
}

export function useOnboardingChoices() {
  const focus = useSlice('onboardingFocus')
  const challenge = useSlice('onboardingChallenge')
  return useMemo(() => ({ focus, challenge }), [focus, challenge])
}

/** Entries deleted on this device (ids and what they earned). */
export function useDeletedEntries() {
  return useSlice('deletedEntries')
}

/** The encrypted backup's state on this device. */
export function useBackupState() {
  return useSlice('backup')
}

/** Journal data that could not be read in full, for the app to show once. */
export function useStorageProblems() {
  return useSyncExternalStore(subscribeJournal, getStorageProblems, getStorageProblems)
}

/** Changes kept only in memory because storage refused them; null when everything is saved. */
export function useUnsavedChanges() {
  return useSyncExternalStore(subscribeJournal, getUnsavedChanges, getUnsavedChanges)
}
