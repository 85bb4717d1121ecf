import type { AnalysisKind, CachedAnalysis } from '@hara/core'
import { useMemo, useSyncExternalStore } from 'react'
import {
  getActiveUserId,
  getJournalSnapshot,
  getStorageProblems,
  getUnsavedChanges,
  subscribeJournal,
} from './engine'
import { subscribeRecords } from '@/stores/records/database/store'
import type { JournalData } from './slices'

/**
 * React's view of the small values beside the journal (caches, settings, onboarding, the
 * backup's state; the journal's records have use-records.ts). Every hook reads through
 * useSyncExternalStore, so a change here or in another tab re-renders exactly the components
 * that read it.
 */

function useSlice<K extends keyof JournalData>(name: K): JournalData[K] {
  const read = () => getJournalSnapshot()[name]
  return useSyncExternalStore(subscribeJournal, read, read)
}

/** The signed-in user whose journal the hooks show, or null. */
export function useActiveUserId(): string | null {
  return useSyncExternalStore(subscribeJournal, getActiveUserId, getActiveUserId)
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

/** The day daily guidance was last given (`lastDailyGuidance`), or null. */
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

/** The encrypted backup's state on this device. */
export function useBackupState() {
  return useSlice('backup')
}

/** Journal data that could not be read in full, for the app to show once. */
export function useStorageProblems() {
  return useSyncExternalStore(subscribeRecords, getStorageProblems, getStorageProblems)
}

/** Changes kept only in memory because storage refused them; null when everything is saved. */
export function useUnsavedChanges() {
  return useSyncExternalStore(subscribeEither, getUnsavedChanges, getUnsavedChanges)
}

/** Hears changes of the small values and of the records (a refused write is either). */
function subscribeEither(listener: () => void): () => void {
  const stopValues = subscribeJournal(listener)
  const stopRecords = subscribeRecords(listener)
  return () => {
    stopValues()
    stopRecords()
  }
}
