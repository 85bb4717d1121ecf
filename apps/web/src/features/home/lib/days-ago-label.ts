import { t } from '@lingui/core/macro'
import { daysBetween, type CalendarDay } from '@hara/core'
import { shortDate } from '@/i18n/short-date'
import { daysAgo } from '@/lib/days-ago'

/**
 * How long ago a decision was tracked, counted in calendar days as the card counts them, in
 * the product's words: 'Yesterday', 'N days ago' under a week, else a date such as
 * 'Nov 3' ('Nov 3, 2024' in another year), in the language spoken now.
 */
export function daysAgoLabel(day: CalendarDay, today: CalendarDay): string {
  const days = daysBetween(day, today)
  if (days <= 0) return t`Today`
  if (days === 1) return t`Yesterday`
  if (days < 7) return daysAgo(days)
  return shortDate(day, day.slice(0, 4) !== today.slice(0, 4))
}
