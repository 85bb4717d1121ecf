import type { CalendarDay } from '../time/calendar-day'
import {
  entryTimeMs,
  hasText,
  hasWillIgnoreAnswer,
  isVoiceEntry,
  type Entry,
} from '../journal/entry-schema'
import { toEpochMs, type Instant } from '../time/instant'
import type { AnalysisKind } from './analysis-schemas'
import { MIN_ENTRIES_FOR_COACHING } from '../journal/defaults'

/**
 * When the coach is asked at all, and when a cached answer can be reused
 * from its cache. Below a precondition the insufficient state is shown without
 * calling the server.
 */

/** Signals need at least one tap entry with a body sensation. */
export function canAnalyzeSignals(entries: readonly Entry[]): boolean {
  return entries.some((entry) => entry.mode === 'tap' && hasText(entry.bodySensation))
}

/** Trust needs at least one entry with a willIgnore answer. */
export function canAnalyzeTrust(entries: readonly Entry[]): boolean {
  return entries.some(hasWillIgnoreAnswer)
}

/** Tone needs at least one voice entry. */
export function canAnalyzeTone(entries: readonly Entry[]): boolean {
  return entries.some(isVoiceEntry)
}

/** The precondition of an Inner Map analysis by kind. */
export function canAnalyze(kind: AnalysisKind, entries: readonly Entry[]): boolean {
  switch (kind) {
    case 'signals':
      return canAnalyzeSignals(entries)
    case 'trust':
      return canAnalyzeTrust(entries)
    case 'tone':
      return canAnalyzeTone(entries)
  }
}

/** The daily focus is personal from 3 entries on; before that the default text shows. */
export function canGenerateFocus(entries: readonly Entry[] | number): boolean {
  return countOf(entries) >= MIN_ENTRIES_FOR_COACHING
}

/** Missions are personal from 3 entries on; before that the default missions show. */
export function canGenerateMissions(entries: readonly Entry[] | number): boolean {
  return countOf(entries) >= MIN_ENTRIES_FOR_COACHING
}

/** A journal's size: its entries, or the count a journal's summary keeps. */
function countOf(entries: readonly Entry[] | number): number {
  return typeof entries === 'number' ? entries : entries.length
}

/** Patterns need at least 3 entries. */
export function canAnalyzePatterns(entries: readonly Entry[]): boolean {
  return entries.length >= MIN_ENTRIES_FOR_COACHING
}

/**
 * An analysis cached at `cachedAt` is fresh, and reused, while no entry is newer than it.
 */
export function isAnalysisCacheFresh(
  cachedAt: Instant | null | undefined,
  entries: readonly Entry[],
): boolean {
  if (cachedAt === null || cachedAt === undefined) return false
  const cachedMs = toEpochMs(cachedAt)
  return entries.every((entry) => entryTimeMs(entry) <= cachedMs)
}

/** Like `isAnalysisCacheFresh`; the tone cache also needs at least one voice entry. */
export function isCacheFresh(
  kind: AnalysisKind,
  cachedAt: Instant | null | undefined,
  entries: readonly Entry[],
): boolean {
  if (kind === 'tone' && !canAnalyzeTone(entries)) return false
  return isAnalysisCacheFresh(cachedAt, entries)
}

/**
 * Patterns are cached with their time and refreshed when newer entries exist:
 * the same rule as the Inner Map analyses.
 */
export function isPatternsCacheFresh(
  cache: { cachedAt: Instant } | null | undefined,
  entries: readonly Entry[],
): boolean {
  return isAnalysisCacheFresh(cache?.cachedAt, entries)
}

/** Focus and missions are cached per local day: reuse them only on the day they were made. */
export function isSameDayCache(
  cachedDay: CalendarDay | null | undefined,
  today: CalendarDay,
): boolean {
  return cachedDay === today
}

/** Daily guidance can be requested once per day. */
export function canRequestDailyGuidance(
  lastGuidanceDay: CalendarDay | null | undefined,
  today: CalendarDay,
): boolean {
  return lastGuidanceDay !== today
}

/** The tone cache is fresh when no entry is newer and at least one voice entry exists. */
export function isToneCacheFresh(
  cachedAt: Instant | null | undefined,
  entries: readonly Entry[],
): boolean {
  return isCacheFresh('tone', cachedAt, entries)
}
