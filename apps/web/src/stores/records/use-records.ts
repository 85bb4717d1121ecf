import {
  dueDecisionIds,
  dueFollowUps,
  summaryFollowUpReport,
  levelInfo,
  streakShownToday,
  trustScore,
  weekStats,
  weekStrip,
  type Entry,
  type FollowUpReport,
  type GamificationState,
  type JournalSummary,
  type LevelInfo,
  type TapEntry,
  type TrustScore,
  type WeekStats,
  type WeekStripDay,
} from '@hara/core'
import { useQuery } from '@/lib/query'
import { use, useEffect, useMemo, useSyncExternalStore } from 'react'
import { todayOnDevice } from '@/stores/device/device-context'
import { useActiveUserId } from '@/stores/device/use-journal'
import {
  countEntriesBefore,
  getRecordsView,
  loadWaiting,
  readEntriesById,
  subscribeRecords,
  wholeJournalRead,
} from './database/store'
import type { RecordsView } from './database/view'

/**
 * React's view of the journal's records. Home's hooks read only what the store reads at start
 * (the state, the summary, the newest entries and the waiting decisions), so Home opens at the
 * same speed on a journal of a week or of ten years. The screens that analyse the whole journal
 * use `useEntries`, which suspends until it has been read (in the background, in chunks).
 */

function useView<T>(select: (view: RecordsView) => T): T {
  const read = () => select(getRecordsView())
  return useSyncExternalStore(subscribeRecords, read, read)
}

/** Whether the active user's journal has been opened (Home's part of it is in memory). */
export function useJournalReady(): boolean {
  return useView((view) => view.ready)
}

/** The whole journal, oldest first; suspends while it is first read. */
export function useEntries(): readonly Entry[] {
  const all = useView((view) => view.all)
  // Always the same promise for an account, already settled once the journal is read.
  use(wholeJournalRead())
  return all ?? getRecordsView().all ?? EMPTY
}

const EMPTY: readonly Entry[] = Object.freeze([])

/** The newest entries (a few dozen), oldest first: what Home shows of the journal. */
export function useRecentEntries(): readonly Entry[] {
  return useView((view) => view.recent)
}

/**
 * What the Timeline shows first: the whole journal once read, the newest entries before that,
 * and how many there are in all. Reading the whole journal starts once it is on screen.
 */
export function useTimelineEntries(): { entries: readonly Entry[]; total: number } {
  const entries = useView((view) => view.all ?? view.recent)
  const total = useView((view) => view.summary.entries)
  useWholeJournalRead()
  return { entries, total: Math.max(total, entries.length) }
}

/** totalXP, totalCheckins, currentStreak, lastCheckInDate and the unlocked achievements. */
export function useGamification(): GamificationState {
  return useView((view) => view.gamification)
}

/** The journal's counts and waiting decisions (the core's JournalSummary). */
export function useJournalSummary(): JournalSummary {
  return useView((view) => view.summary)
}

/**
 * A read of the records asked again at each version of the journal (a query keyed by the
 * account, the question and the version). The answer to the same question at the version
 * before stays until the new one comes, so a change never shows an empty moment; another
 * question (other ids, another day) starts from nothing, as an answer to it would be wrong.
 */
function useRecordsRead<T>(
  what: string,
  question: string | number,
  read: () => Promise<T>,
  enabled = true,
) {
  const userId = useActiveUserId()
  const rev = useView((view) => view.rev)
  return useQuery({
    queryKey: ['records', what, userId, question, rev],
    queryFn: read,
    enabled,
    staleTime: Infinity,
    // The phone's own database: read online or not.
    networkMode: 'always',
    placeholderData: (previous, previousQuery) => {
      const key = previousQuery?.queryKey
      return key?.[1] === what && key[2] === userId && key[3] === question ? previous : undefined
    },
  })
}

/**
 * Starts reading the whole journal (in the background, in chunks) while a screen shows it,
 * without waiting for it: the view holds it once read, and keeps it in step after that. Asked
 * again only when the view has it not (opened, or opened again), so a change of the journal
 * draws nothing more here.
 */
export function useWholeJournalRead(): void {
  const wanted = useView((view) => view.ready && view.all === null)
  useEffect(() => {
    if (wanted) void wholeJournalRead()
  }, [wanted])
}

/**
 * The entries with these ids as stored now, read again after every change of the journal: a
 * few records (a mission's decision), never the whole journal.
 */
export function useEntriesById(ids: readonly string[]): readonly Entry[] {
  const key = ids.join(',')
  const { data } = useRecordsRead('by-id', key, () => readEntriesById(key.split(',')), key !== '')
  return key === '' ? EMPTY : (data ?? EMPTY)
}

/**
 * How many check-ins happened before `ms`, counted again after every change of the journal
 * (an index count: nothing is opened); null until counted.
 */
export function useEntriesBefore(ms: number): number | null {
  return useRecordsRead('before', ms, () => countEntriesBefore(ms)).data ?? null
}

/** The time (ms) of the oldest check-in known on this phone; null with none. */
export function useFirstCheckInAt(): number | null {
  return useView((view) => view.firstAt)
}

/** The streak to show today: 0 once a whole day has been missed (core's streak rule). */
export function useStreakToday(): number {
  return streakShownToday(useGamification(), todayOnDevice())
}

/**
 * What `board` makes of the journal's gamification state, its summary and today's streak, made
 * again when one of them changes (the Achievements screen's boards).
 */
export function useJournalBoard<T>(
  board: (state: GamificationState, summary: JournalSummary, streak: number) => T,
): T {
  const summary = useJournalSummary()
  const gamification = useGamification()
  const streak = useStreakToday()
  return useMemo(() => board(gamification, summary, streak), [board, gamification, summary, streak])
}

/** Level, name and progress ('totalXP / nextLevelXP XP'). */
export function useLevel(): LevelInfo {
  const { totalXP } = useGamification()
  return useMemo(() => levelInfo(totalXP), [totalXP])
}

/**
 * The Home week strip, Sunday to Saturday: from the newest entries at first, and from the whole
 * journal once it has been read (a week of more check-ins than the newest few dozen).
 */
export function useWeekStrip(): WeekStripDay[] {
  const entries = useView((view) => view.all ?? view.recent)
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

/**
 * Home's "How did it turn out?" rows today: tracked decisions due for their outcome. The
 * summary says which; their entries were read at start, or are read when a new day brings more.
 */
export function useDueFollowUps(): TapEntry[] {
  const summary = useJournalSummary()
  const waiting = useView((view) => view.waiting)
  const today = todayOnDevice()
  const ids = useMemo(() => dueDecisionIds(summary, today), [summary, today])
  const key = ids.join(' ')
  // Nothing reads the answer: the view holds the decisions once they are read.
  useRecordsRead('waiting', key, () => loadWaiting(key.split(' ')).then(() => true), key !== '')
  return useMemo(() => {
    const due = new Set(ids)
    return dueFollowUps(
      waiting.filter((entry) => due.has(entry.id)),
      today,
    )
  }, [ids, waiting, today])
}

/** What this device reports for the outcome reminder: a count and a day. */
export function useFollowUpReport(): FollowUpReport {
  const summary = useJournalSummary()
  return useMemo(() => summaryFollowUpReport(summary), [summary])
}
