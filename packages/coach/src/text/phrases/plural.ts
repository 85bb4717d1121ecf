import type { Language } from '@hara/core'

/** A message's forms by plural category: `#` is the count ("# vez", "# veces"). */
export interface PluralForms {
  one?: string
  many?: string
  other: string
}

/**
 * Chooses the form of a message for a count by the language's plural rules (Intl.PluralRules),
 * never by adding an "s": `plurals('es')(1, { one: '# vez', other: '# veces' })` is "1 vez".
 */
export function plurals(language: Language): (n: number, forms: PluralForms) => string {
  const rules = new Intl.PluralRules(language)
  return (n, forms) => {
    const category = rules.select(n)
    const form =
      (category === 'one' || category === 'many' ? forms[category] : undefined) ?? forms.other
    return form.replace('#', String(n))
  }
}

/** "a, b y c", "a, b und c": a list joined as the language joins it (Intl.ListFormat). */
export function lists(language: Language): (items: readonly string[]) => string {
  const format = new Intl.ListFormat(language, { type: 'conjunction' })
  return (items) => format.format(items)
}
