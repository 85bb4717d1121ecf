import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { localDay } from '@hara/core'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * 'Last backed up just now', '… 5 min ago', '… 3h ago', '… yesterday', '… 4 days ago', '… on
 * Nov 3': the steps of an entry's relative time (lib/relative-time.ts), each a whole sentence
 * in the language spoken now, the date through Intl.
 */
export function lastBackedUp(i18n: I18n, at: string, now: number, timeZone: string): string {
  const then = Date.parse(at)
  const elapsed = now - then
  if (elapsed < MINUTE) return i18n._(msg`Last backed up just now`)
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE)
    return i18n._(msg`Last backed up ${minutes} min ago`)
  }
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR)
    return i18n._(msg`Last backed up ${hours}h ago`)
  }
  const days = Math.floor(elapsed / DAY)
  if (days === 1) return i18n._(msg`Last backed up yesterday`)
  if (days < 7) {
    return plural(days, { one: 'Last backed up # day ago', other: 'Last backed up # days ago' })
  }
  const sameYear = localDay(then, timeZone).slice(0, 4) === localDay(now, timeZone).slice(0, 4)
  const date = new Intl.DateTimeFormat(i18n.locales ?? i18n.locale, {
    timeZone,
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(then)
  return i18n._(msg`Last backed up on ${date}`)
}
