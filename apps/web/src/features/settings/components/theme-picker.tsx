import { Moon, Smartphone, Sun } from 'lucide-react'
import { SegmentedChoice } from '@/components/ui/segmented-choice'

/** The device's theme choice; the same values the theme feature stores under `theme`. */
export type ThemeChoice = 'dark' | 'light' | 'system'

const OPTIONS = [
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'system', label: 'System', icon: Smartphone },
] as const

/** How the current choice reads in the row; the system one reads 'System default'. */
export const THEME_NAMES: Record<ThemeChoice, string> = {
  dark: 'Dark',
  light: 'Light',
  system: 'System default',
}

/** Theme: the current choice and a three-way segmented control (ADR 0008). */
export function ThemePicker({
  choice,
  onChange,
}: {
  choice: ThemeChoice
  onChange: (choice: ThemeChoice) => void
}) {
  return (
    <SegmentedChoice
      name="Theme"
      current={THEME_NAMES[choice]}
      options={OPTIONS}
      choice={choice}
      onChange={onChange}
    />
  )
}
