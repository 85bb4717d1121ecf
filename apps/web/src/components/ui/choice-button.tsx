import { Check } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

type ChoiceButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  label: string
  hint?: ReactNode
  icon?: ReactNode
  selected?: boolean
}

/**
 * A large choice (at least 56 px tall) for one-tap answers in flows. It is a plain button whose
 * accessible name is its label; `aria-pressed` tells screen readers which one is chosen.
 */
export function ChoiceButton({
  label,
  hint,
  icon,
  selected = false,
  className,
  ...props
}: ChoiceButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      className={cn(
        'flex w-full items-center gap-3 rounded-2xl border py-3 text-left',
        'transition-[background-color,border-color,transform] duration-150 active:scale-[0.98]',
        selected ? 'border-accent bg-accent/15' : 'border-line bg-surface hover:bg-surface-2',
        // The caller's className sets the height and side padding (min-h-* px-*) when given.
        className ?? 'min-h-14 px-4',
      )}
      {...props}
    >
      {icon ? (
        <span className="shrink-0 text-accent" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-base font-semibold leading-tight break-words hyphens-auto">
          {label}
        </span>
        {hint ? <span className="text-sm text-muted">{hint}</span> : null}
      </span>
      {selected ? <Check aria-hidden="true" size={20} className="shrink-0 text-accent" /> : null}
    </button>
  )
}
