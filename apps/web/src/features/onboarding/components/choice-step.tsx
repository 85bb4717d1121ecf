import { Check } from 'lucide-react'
import { cn } from '@/lib/cn'
import { StepLayout } from './step-layout'

/**
 * A step that asks for one answer among a few, as large radio buttons (onboarding steps 3 and
 * 4); the flow moves on by itself once one is chosen.
 */
export function ChoiceStep<T extends string>({
  eyebrow,
  title,
  label,
  options,
  selected,
  onSelect,
}: {
  eyebrow: string
  title: string
  label: string
  options: { value: T; label: string; hint?: string }[]
  selected: T | null
  onSelect: (value: T) => void
}) {
  return (
    <StepLayout eyebrow={eyebrow} title={title}>
      <div role="radiogroup" aria-label={label} className="flex flex-col gap-3">
        {options.map((option) => {
          const checked = option.value === selected
          return (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => {
                navigator.vibrate?.(10)
                onSelect(option.value)
              }}
              className={cn(
                'flex min-h-16 items-center justify-between gap-3 rounded-2xl border px-5 py-4 text-left transition-colors duration-150',
                checked
                  ? 'border-accent bg-accent/15'
                  : 'border-line bg-surface hover:bg-surface-2',
              )}
            >
              <span className="flex flex-col">
                <span className="text-lg font-semibold">{option.label}</span>
                {option.hint ? <span className="text-sm text-muted">{option.hint}</span> : null}
              </span>
              {checked ? (
                <Check aria-hidden="true" className="shrink-0 text-accent" size={22} />
              ) : null}
            </button>
          )
        })}
      </div>
    </StepLayout>
  )
}
