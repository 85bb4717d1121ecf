import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Moon, Smartphone, Sun } from 'lucide-react'
import { SegmentedChoice } from '@/components/ui/segmented-choice'

/** The device's theme choice; the same values the theme feature stores under `theme`. */
export type ThemeChoice = 'dark' | 'light' | 'system'

const OPTIONS = [
  { value: 'dark', label: msg`Dark`, icon: Moon },
  { value: 'light', label: msg`Light`, icon: Sun },
  { value: 'system', label: msg`System`, icon: Smartphone },
] as const

/** How the current choice reads in the row; the system one reads 'System default'. */
const THEME_NAMES = {
  dark: msg`Dark`,
  light: msg`Light`,
  system: msg`System default`,
} as const

/** Theme: the current choice and a three-way segmented control (ADR 0008). */
export function ThemePicker({
  choice,
  onChange,
}: {
  choice: ThemeChoice
  onChange: (choice: ThemeChoice) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <SegmentedChoice
      name={t`Theme`}
      current={i18n._(THEME_NAMES[choice])}
      options={OPTIONS.map((option) => ({ ...option, label: i18n._(option.label) }))}
      choice={choice}
      onChange={onChange}
    />
  )
}
