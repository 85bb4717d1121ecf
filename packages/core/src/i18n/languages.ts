/**
 * The languages Hara speaks. English is the default and the source of every text (the spec's
 * words exactly); Spanish and German are translations of it.
 */
export const LANGUAGES = ['en', 'es', 'de'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/**
 * The first of the phone's languages (`navigator.languages`, most wanted first) that Hara
 * speaks, matched by its primary subtag ('es-MX' is Spanish); English when none is.
 */
export function languageFromPhone(wanted: readonly string[]): Language {
  for (const tag of wanted) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
    if (isLanguage(primary)) return primary
  }
  return DEFAULT_LANGUAGE
}
