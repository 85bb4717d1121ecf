import { i18n } from '@lingui/core'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@hara/core'
import { useLocale } from '@/i18n/react'

/**
 * The language the coach answers in (ADR 0078): the one Hara speaks on this phone
 * (src/i18n/language.ts). The test language reads the coach's English.
 */
export function coachLanguage(): Language {
  return languageOf(i18n.locale)
}

/** The coach's language; a component using it draws again when it changes. */
export function useCoachLanguage(): Language {
  return languageOf(useLocale())
}

const languageOf = (locale: string | undefined): Language =>
  isLanguage(locale) ? locale : DEFAULT_LANGUAGE
