import { useLingui } from '@lingui/react/macro'
import { LANGUAGES, type Language } from '@hara/core'
import { SegmentedChoice } from '@/components/ui/segmented-choice'
import { chooseSpeech, type Speech } from '@/i18n/language'
import { useLocale } from '@/i18n/react'

/** Each language named in itself, as a person looks for their own. */
const NAMES: Record<Language, string> = { en: 'English', es: 'Español', de: 'Deutsch' }
const OPTIONS = LANGUAGES.map((value) => ({ value, label: NAMES[value], lang: value }))

/**
 * Language: English, Español or Deutsch, the open screen changing as it is chosen (ADR 0077).
 * `onChosen` keeps the choice beyond this phone (the profile), so mail and reminders speak it.
 */
export function LanguagePicker({ onChosen }: { onChosen?: (language: Language) => void }) {
  const { t } = useLingui()
  const speech = useLocale() as Speech
  const choice: Language = speech === 'pseudo' ? 'en' : speech
  return (
    <SegmentedChoice
      name={t`Language`}
      current={<span lang={choice}>{NAMES[choice]}</span>}
      options={OPTIONS}
      choice={choice}
      onChange={(language) => {
        void chooseSpeech(language)
        onChosen?.(language)
      }}
    />
  )
}
