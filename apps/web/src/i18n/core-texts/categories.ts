import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The core's categories (the tap flow's areas of life, a voice check-in's category, 'General',
 * and the kinds of a mission),
 * kept in English in the journal, as the person's language says them. A custom note is the
 * person's own words and stays as written.
 */
const CATEGORY_TEXTS: Record<string, MessageDescriptor> = {
  Work: msg`Work`,
  Relationship: msg`Relationship`,
  Social: msg`Social`,
  Health: msg`Health`,
  Finance: msg`Finance`,
  Entrepreneurship: msg`Entrepreneurship`,
  Other: msg`Other`,
  Financial: msg`Financial`,
  Decision: msg`Decision`,
  Personal: msg`Personal`,
  General: msg`General`,
  // The kinds of a mission that are not an area of life.
  Awareness: msg`Awareness`,
  Body: msg`Body`,
  Reflection: msg`Reflection`,
  Voice: msg`Voice`,
}

/** A category in the language spoken now; anything else (a custom note) as it is. */
export function categoryText(i18n: I18n, category: string): string {
  const text = Object.hasOwn(CATEGORY_TEXTS, category) ? CATEGORY_TEXTS[category] : undefined
  return text ? i18n._(text) : category
}
