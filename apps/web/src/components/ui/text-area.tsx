import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

type TextAreaProps = ComponentProps<'textarea'> & {
  label: string
  hint?: ReactNode
  hideLabel?: boolean
}

/** A labelled 16 px multi-line input. */
export function TextArea({ label, hint, hideLabel, className, id, ...props }: TextAreaProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const hintId = hint ? `${inputId}-hint` : undefined
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className={cn('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </label>
      <textarea
        id={inputId}
        aria-describedby={hintId}
        className={cn(
          'w-full resize-none rounded-xl border border-line bg-surface-2 px-4 py-3 text-base text-fg',
          'placeholder:text-muted/70 focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-focus',
          // The caller's className sets the height (min-h-*) when given.
          className ?? 'min-h-28',
        )}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
