import { daysBetween, newestFirst, type CalendarDay, type Entry, type Pattern } from '@hara/core'

/** What Home (/home) shows beyond the journal's own numbers. */

/** Home shows up to three recent insights. */
export const MAX_HOME_INSIGHTS = 3

/**
 * Days together: the calendar days from the first day with Hara to today, counting that day as
 * day 1: the day the account was created or the day of the first check-in, whichever is
 * earlier (a journal brought from another phone began before this account did), all in the
 * device's time zone. A clock set before that day still gives 1.
 */
export function daysTogether(
  createdDay: CalendarDay,
  today: CalendarDay,
  firstCheckInDay: CalendarDay | null = null,
): number {
  const first =
    firstCheckInDay !== null && firstCheckInDay < createdDay ? firstCheckInDay : createdDay
  return Math.max(1, daysBetween(first, today) + 1)
}

/** One of Home's recent insights, with the check-in it came from (a voice one's). */
export interface RecentInsight {
  text: string
  from?: { id: string; timestamp: string; timeZone: string }
}

/**
 * Up to three recent insights: the AI insights of the latest voice check-ins, each with its
 * check-in (Home shows when, and opens it); with none, the latest patterns as
 * 'title: observation', which come from the journal as a whole.
 */
export function recentInsights(
  entries: readonly Entry[],
  patterns: readonly Pattern[] | null | undefined,
): RecentInsight[] {
  const fromVoice: RecentInsight[] = []
  for (const entry of newestFirst(entries)) {
    if (fromVoice.length === MAX_HOME_INSIGHTS) break
    if (entry.mode === 'voice' && entry.aiInsights.trim()) {
      const { id, timestamp, timeZone } = entry
      fromVoice.push({ text: entry.aiInsights.trim(), from: { id, timestamp, timeZone } })
    }
  }
  if (fromVoice.length > 0) return fromVoice
  return (patterns ?? [])
    .slice(0, MAX_HOME_INSIGHTS)
    .map((pattern) => ({ text: `${pattern.title}: ${pattern.observation}` }))
}
