import {
  isCacheFresh,
  type AnalysisByKind,
  type AnalysisKind,
  type CachedAnalysis,
  type CalendarDay,
  type Language,
  type DailyFocusCache,
  type DailyGuidanceCache,
  type Mission,
  type MissionsCache,
  type Pattern,
  type PatternsCache,
} from '@hara/core'
import { todayOnDevice } from './device-context'
import { commit, read } from './engine'
import { loadAll } from '@/stores/records/database/store'
import { NO_ANALYSES } from './slices'
import type { WriteOutcome } from './storage-problems'

/**
 * The coach's caches on the device: the three Inner Map analyses with
 * their times, today's focus and missions with their day, the patterns with their time, and
 * today's daily guidance with its day. All of them can be rebuilt by asking the coach
 * again, so an unreadable value reads as "not cached".
 */

/** The cached Inner Map analysis of `kind`, fresh or not. */
export function getCachedAnalysis<K extends AnalysisKind>(kind: K): CachedAnalysis<K> | null {
  return read([kind])[kind] as CachedAnalysis<K> | null
}

/**
 * The cached analysis when it can be reused: no entry is newer than it, and
 * for tone at least one voice entry exists. Null means ask the coach again.
 */
export async function getFreshAnalysis<K extends AnalysisKind>(
  kind: K,
): Promise<AnalysisByKind[K] | null> {
  const cached = getCachedAnalysis(kind)
  if (!cached) return null
  const entries = await loadAll()
  return isCacheFresh(kind, cached.cachedAt, entries) ? cached.value : null
}

/** Caches an analysis with its time and the language it was written in (ADR 0078). */
export function setCachedAnalysis<K extends AnalysisKind>(
  kind: K,
  value: AnalysisByKind[K],
  cachedAt: number = Date.now(),
  language?: Language,
): WriteOutcome {
  return commit([kind], { [kind]: { value, cachedAt, ...(language ? { language } : {}) } })
}

export function clearCachedAnalyses(): WriteOutcome {
  return commit(['signals', 'trust', 'tone'], NO_ANALYSES)
}

export function getDailyFocusCache(): DailyFocusCache | null {
  return read(['focus']).focus
}

/** Caches today's focus text, its date, and the journal it was made from (`journalBasis`). */
export function setDailyFocus(
  text: string,
  date: CalendarDay = todayOnDevice(),
  basis?: string,
): WriteOutcome {
  return commit(['focus'], { focus: { text, date, basis } })
}

export function getMissionsCache(): MissionsCache | null {
  return read(['missions']).missions
}

export function setMissions(
  missions: Mission[],
  date: CalendarDay = todayOnDevice(),
  basis?: string,
): WriteOutcome {
  return commit(['missions'], { missions: { missions, date, basis } })
}

export function getPatternsCache(): PatternsCache | null {
  return read(['patterns']).patterns
}

export function setPatterns(
  patterns: Pattern[],
  cachedAt: number = Date.now(),
  basis?: string,
): WriteOutcome {
  return commit(['patterns'], { patterns: { patterns, cachedAt, basis } })
}

/** 'Retry Analysis' clears the pattern cache. */
export function clearPatterns(): WriteOutcome {
  return commit(['patterns'], { patterns: null })
}

export function getDailyGuidanceCache(): DailyGuidanceCache | null {
  return read(['dailyGuidance']).dailyGuidance
}

/** The day daily guidance was last given (`lastDailyGuidance`), or null. */
export function getLastDailyGuidance(): CalendarDay | null {
  return getDailyGuidanceCache()?.date ?? null
}

/**
 * Keeps the day's guidance: its text with its day, so Insights shows it for the rest of the day
 * without asking again (once per day).
 */
export function setDailyGuidance(
  text: string,
  date: CalendarDay = todayOnDevice(),
  basis?: string,
): WriteOutcome {
  return commit(['dailyGuidance'], { dailyGuidance: { text, date, basis } })
}
