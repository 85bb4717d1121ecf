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

/**
 * Up to three recent insights: the AI insights of the latest voice check-ins; with none, the
 * latest patterns as 'title: observation'.
 */
export function recentInsights(
  entries: readonly Entry[],
  patterns: readonly Pattern[] | null | undefined,
): string[] {
  const fromVoice: string[] = []
  for (const entry of newestFirst(entries)) {
    if (fromVoice.length === MAX_HOME_INSIGHTS) break
    if (entry.mode === 'voice' && entry.aiInsights.trim()) fromVoice.push(entry.aiInsights.trim())
  }
  if (fromVoice.length > 0) return fromVoice
  return (patterns ?? [])
    .slice(0, MAX_HOME_INSIGHTS)
    .map((pattern) => `${pattern.title}: ${pattern.observation}`)
}
