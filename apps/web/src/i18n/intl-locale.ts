import { i18n as activeI18n, type I18n } from '@lingui/core'

/**
 * The locale Intl formats dates and numbers in for the language spoken now: the test language
 * formats as English (ADR 0077).
 */
export function intlLocale(i18n: I18n = activeI18n): string {
  return i18n.locale === 'pseudo' || !i18n.locale ? 'en' : i18n.locale
}
