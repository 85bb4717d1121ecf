import { plural, t } from '@lingui/core/macro'
import type { CalendarCell } from '@hara/core'
import { dateName } from './date-names'

/**
 * What a screen reader says for one day of the calendar, in the language spoken now: "March 4:
 * 3 check-ins, 2 honored, gut right 1 of 1"; "March 5: no check-ins".
 */
export function daySentence(cell: CalendarCell): string {
  const name = dateName(cell.day, { month: 'long', day: 'numeric' })
  if (cell.checkIns === 0) return t`${name}: no check-ins`
  const count = cell.checkIns
  const checkIns = plural(count, { one: '# check-in', other: '# check-ins' })
  const honored = cell.honored
  const judged = cell.right + cell.wrong
  if (judged === 0) return t`${name}: ${checkIns}, ${honored} honored`
  const right = cell.right
  return t`${name}: ${checkIns}, ${honored} honored, gut right ${right} of ${judged}`
}

/** What a screen reader says for a month of the year: "March: 2 days with check-ins". */
export function monthSentence(name: string, days: number): string {
  if (days === 0) return t`${name}: no check-ins`
  return plural(days, {
    one: `${name}: # day with check-ins`,
    other: `${name}: # days with check-ins`,
  })
}
