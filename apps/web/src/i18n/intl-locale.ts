import { i18n } from '@lingui/core'

/**
 * The locale Intl formats dates and numbers in: the language spoken now, and English for the
 * test language (ADR 0077), whose dates are English ones.
 */
export function intlLocale(locale: string = i18n.locale): string {
  return locale === 'pseudo' ? 'en' : locale
}
