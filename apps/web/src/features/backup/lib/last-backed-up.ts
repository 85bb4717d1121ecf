import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { intlLocale } from '@/i18n/intl-locale'
import { timeAgo } from '@/lib/relative-time'

/**
 * 'Last backed up just now', '… 5 min ago', '… 3h ago', '… yesterday', '… 4 days ago', '… on
 * Nov 3': the steps of an entry's relative time (`timeAgo`), each a whole sentence in the
 * language spoken now.
 */
export function lastBackedUp(i18n: I18n, at: string, now: number, timeZone: string): string {
  const ago = timeAgo(Date.parse(at), now, timeZone, intlLocale(i18n))
  // The messages' placeholders keep their names: they are the messages' ids in the catalogs.
  switch (ago.step) {
    case 'now':
      return i18n._(msg`Last backed up just now`)
    case 'minutes': {
      const minutes = ago.count
      return i18n._(msg`Last backed up ${minutes} min ago`)
    }
    case 'hours': {
      const hours = ago.count
      return i18n._(msg`Last backed up ${hours}h ago`)
    }
    case 'yesterday':
      return i18n._(msg`Last backed up yesterday`)
    case 'days': {
      const days = ago.count
      return plural(days, { one: 'Last backed up # day ago', other: 'Last backed up # days ago' })
    }
    case 'date': {
      const date = ago.date
      return i18n._(msg`Last backed up on ${date}`)
    }
  }
}
