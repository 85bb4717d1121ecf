import type { CalendarDay, GutGrain, GutPeriod, GutPlace } from '@hara/core'

/**
 * How 'Your gut, over time' says its figures: a period's name, the trend sentence ("Right 4 of
 * 9 times in September, 8 of 10 in November.") and a place's counts. Every number comes from
 * the core's counts; these only put them into words.
 */

const noon = (day: CalendarDay) => new Date(`${day}T12:00:00Z`)

/** "September", "September 2025" (with the year), or "the week of Nov 2". */
export function periodName(start: CalendarDay, grain: GutGrain, withYear = false): string {
  if (grain === 'week') {
    const date = noon(start).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
      ...(withYear ? { year: 'numeric' } : {}),
    })
    return `the week of ${date}`
  }
  return noon(start).toLocaleDateString('en-US', {
    month: 'long',
    timeZone: 'UTC',
    ...(withYear ? { year: 'numeric' } : {}),
  })
}

/** A short label under a bar: "Sep", or "Nov 2" for a week. */
export function periodLabel(start: CalendarDay, grain: GutGrain): string {
  return noon(start).toLocaleDateString('en-US', {
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
 * "Right 4 of 9 times in September, 8 of 10 in November."
 */
export function trendSentence(shown: readonly GutPeriod[], grain: GutGrain): string | null {
  const first = shown[0]
  const last = shown.at(-1)
  if (!first || !last) return null
  const years = spansYears(shown)
  const times = (p: GutPeriod) => `${p.right} of ${p.judged}`
  const opening = `Right ${times(first)} times in ${periodName(first.start, grain, years)}`
  if (first === last) return `${opening}.`
  return `${opening}, ${times(last)} in ${periodName(last.start, grain, years)}.`
}

/** "3 of 4 right". */
export const placeCounts = (place: GutPlace) => `${place.right} of ${place.judged} right`

/** "1 more outcome", "3 more outcomes". */
export const moreOutcomes = (n: number) => `${n} more outcome${n === 1 ? '' : 's'}`

/** "1 more outcome that says how it went", "3 more outcomes that say how it went". */
export const moreOutcomesThatSay = (n: number) =>
  `${moreOutcomes(n)} that ${n === 1 ? 'says' : 'say'} how it went`
