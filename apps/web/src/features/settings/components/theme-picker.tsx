import { Moon, Smartphone, Sun } from 'lucide-react'
import { useId } from 'react'

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

/**
 * Theme: the current choice and a three-way segmented control (ADR 0008). Native radio buttons
 * underneath, so arrow keys and screen readers work without extra code.
 */
export function ThemePicker({
  choice,
  onChange,
}: {
  choice: ThemeChoice
  onChange: (choice: ThemeChoice) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-3 p-4">
      <div className="flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className="font-medium">
          Theme
        </span>
        <span className="text-sm text-muted">{THEME_NAMES[choice]}</span>
      </div>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        className="grid grid-cols-3 gap-1 rounded-2xl bg-surface-2 p-1"
      >
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-xl text-sm font-semibold text-muted transition-colors duration-150 select-none hover:text-fg has-checked:bg-surface has-checked:text-fg has-checked:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
          >
            <input
              type="radio"
              name={`${id}-theme`}
              value={value}
              checked={choice === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            <Icon aria-hidden="true" size={16} />
            {label}
          </label>
        ))}
      </div>
    </div>
  )
}
