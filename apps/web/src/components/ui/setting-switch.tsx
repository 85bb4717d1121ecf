import * as Switch from '@radix-ui/react-switch'
import { useId, type ReactNode } from 'react'

type SettingSwitchProps = {
  label: string
  description: string
  icon: ReactNode
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** While a change is being applied (the switch stays where it is and cannot be tapped). */
  disabled?: boolean
}

/**
 * A settings row with a switch. The switch is named by the label alone and described by the
 * hint; tapping anywhere on the text toggles it too. The switch itself is a 44 px target whose
 * visible track is drawn smaller inside it.
 */
export function SettingSwitch({
  label,
  description,
  icon,
  checked,
  onCheckedChange,
  disabled = false,
}: SettingSwitchProps) {
  const id = useId()
  return (
    <div className="flex min-h-16 items-center gap-3 pr-2 pl-4">
      <span className="shrink-0 text-accent" aria-hidden="true">
        {icon}
      </span>
      <label
        htmlFor={id}
        className="flex min-w-0 flex-1 cursor-pointer flex-col justify-center self-stretch py-3"
      >
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
        <span id={`${id}-description`} className="text-sm text-muted">
          {description}
        </span>
      </label>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        className="group relative h-11 w-15 shrink-0 cursor-pointer rounded-full disabled:cursor-wait disabled:opacity-60 before:absolute before:inset-x-1 before:top-2 before:h-7 before:rounded-full before:border before:border-line before:bg-surface-2 before:transition-colors before:duration-150 data-[state=checked]:before:border-accent data-[state=checked]:before:bg-accent"
      >
        <Switch.Thumb className="pointer-events-none absolute top-3 left-2 block size-5 rounded-full bg-muted shadow-sm transition-[transform,background-color] duration-150 data-[state=checked]:translate-x-6 data-[state=checked]:bg-on-accent" />
      </Switch.Root>
    </div>
  )
}
