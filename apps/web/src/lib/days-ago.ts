import { select } from '@lingui/core/macro'
import { countText, pluralForm } from '@/i18n/count-text'

/**
 * '3 days ago', in the language spoken now, without an Intl formatter (count-text.ts): an
 * entry's relative time says it, and so does a decision waiting on Home.
 */
export function daysAgo(days: number): string {
  const form = pluralForm(days)
  const shown = countText(days)
  return select(form, { one: `${shown} day ago`, other: `${shown} days ago` })
}
