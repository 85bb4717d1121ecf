import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import type { CalendarDay, GutGrain, GutPeriod, GutPlace } from '@hara/core'
import { endSentence, intlText } from '@/i18n/intl-locale'

/**
 * How 'Your gut, over time' says its figures, in the language spoken now: a period's name, the
 * trend sentence ("Right 4 of 9 times in September, 8 of 10 in November."), a share and a
 * place's counts. Every number comes from the core's counts; these only put them into words.
 * A screen that shows them reads `useLingui()`, so it draws them again in another language.
 */

const noon = (day: CalendarDay) => new Date(`${day}T12:00:00Z`)

/** A week's first day: "Nov 2" ("Nov 2, 2025" with the year). */
function weekDate(start: CalendarDay, withYear: boolean): string {
  return intlText(
    i18n.date(noon(start), {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
      ...(withYear ? { year: 'numeric' } : {}),
    }),
  )
}

/** A month's name: "September", "September 2025" with the year. */
function monthName(start: CalendarDay, withYear: boolean): string {
  return intlText(
    i18n.date(noon(start), {
      month: 'long',
      timeZone: 'UTC',
      ...(withYear ? { year: 'numeric' } : {}),
    }),
  )
}

/** "September", "September 2025" (with the year), or "the week of Nov 2". */
export function periodName(start: CalendarDay, grain: GutGrain, withYear = false): string {
  if (grain === 'month') return monthName(start, withYear)
  const date = weekDate(start, withYear)
  return t`the week of ${date}`
}

/** A short label under a bar: "Sep", or "Nov 2" for a week. */
export function periodLabel(start: CalendarDay, grain: GutGrain): string {
  return i18n.date(noon(start), {
    month: 'short',
    timeZone: 'UTC',
    ...(grain === 'week' ? { day: 'numeric' } : {}),
  })
}

/** Whether the periods shown reach over more than one calendar year (names then carry it). */
export function spansYears(shown: readonly GutPeriod[]): boolean {
  return shown.length > 0 && shown[0]!.start.slice(0, 4) !== shown.at(-1)!.start.slice(0, 4)
}

/**
 * The trend in words: the first and the latest period shown, or the one period there is.
 * "Right 4 of 9 times in September, 8 of 10 in November." A whole sentence per grain, as
 * languages say "in a month" and "in a week" differently.
 */
export function trendSentence(shown: readonly GutPeriod[], grain: GutGrain): string | null {
  const first = shown[0]
  const last = shown.at(-1)
  if (!first || !last) return null
  const years = spansYears(shown)
  const { right, judged } = first
  const { right: lastRight, judged: lastJudged } = last
  if (grain === 'month') {
    const month = monthName(first.start, years)
    if (first === last) return t`Right ${right} of ${judged} times in ${month}.`
    const lastMonth = monthName(last.start, years)
    return t`Right ${right} of ${judged} times in ${month}, ${lastRight} of ${lastJudged} in ${lastMonth}.`
  }
  // A week's date may end on an abbreviation's dot: the sentence ends on it (endSentence).
  const week = weekDate(first.start, years)
  if (first === last)
    return endSentence(t`Right ${right} of ${judged} times in the week of ${week}.`)
  const lastWeek = weekDate(last.start, years)
  return endSentence(
    t`Right ${right} of ${judged} times in the week of ${week}, ${lastRight} of ${lastJudged} in the week of ${lastWeek}.`,
  )
}

/** A share in the language spoken now: "75%", "75 %" in German. */
export const percentText = (percent: number) => i18n.number(percent / 100, { style: 'percent' })

/** "3 of 4". */
export function countOf(count: number, of: number): string {
  return t`${count} of ${of}`
}

/** "3 of 4 right". */
export function placeCounts(place: GutPlace): string {
  const { right, judged } = place
  return t`${right} of ${judged} right`
}
