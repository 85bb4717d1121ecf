import { cn } from '@/lib/cn'

/**
 * A short optional question answered in one tap: a row of small buttons under a label, the
 * chosen one pressed (`aria-pressed`); tapping it again takes the answer back. The group is
 * named by its label for screen readers. Each button is at least 44 px tall.
 */
export function PillChoice<T extends string>({
  label,
  hint,
  options,
  selected,
  onChoose,
}: {
  label: string
  /** A quiet word after the label, e.g. 'Optional'. */
  hint?: string
  options: readonly { value: T; label: string }[]
  selected: T | null | undefined
  /** The value chosen, or null when the chosen one is tapped again. */
  onChoose: (value: T | null) => void
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-2">
      <p className="text-sm font-semibold" aria-hidden="true">
        {label}
        {hint ? <span className="ml-2 font-normal text-muted">{hint}</span> : null}
      </p>
      {/* Each as wide as its words and the rest shared, so 'Hard to say' never wraps. */}
      <div className="flex gap-2">
        {options.map((option) => {
          const pressed = selected === option.value
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              className={cn(
                'min-h-11 flex-auto rounded-full border px-3 text-sm font-semibold whitespace-nowrap',
                'transition-[background-color,border-color] duration-150',
                pressed
                  ? 'border-accent bg-accent/15 text-fg'
                  : 'border-line bg-surface text-muted hover:bg-surface-2',
              )}
              onClick={() => onChoose(pressed ? null : option.value)}
            >
              {option.label}
            </button>
          )
        })}
      </div>
    </div>
  )
}
