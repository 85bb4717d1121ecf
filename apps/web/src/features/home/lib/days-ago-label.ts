import { daysBetween, type CalendarDay } from '@hara/core'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * How long ago a decision was tracked, counted in calendar days as the card counts them, in
 * the product's words: 'Yesterday', 'N days ago' under a week, else a date such as
 * 'Nov 3' ('Nov 3, 2024' in another year).
 */
export function daysAgoLabel(day: CalendarDay, today: CalendarDay): string {
  const days = daysBetween(day, today)
  if (days <= 0) return 'Today'
  if (days === 1) return 'Yesterday'
  if (days < 7) return `${days} days ago`
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const sameYear = day.slice(0, 4) === today.slice(0, 4)
  return `${MONTHS[month - 1]} ${date}${sameYear ? '' : `, ${year}`}`
}
