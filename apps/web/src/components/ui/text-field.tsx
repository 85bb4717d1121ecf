import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

type TextFieldProps = ComponentProps<'input'> & {
  label: string
  hint?: ReactNode
  error?: string | undefined
}

/** A labelled 16 px input (no zoom on iOS) with an optional hint and error, both announced. */
export function TextField({ label, hint, error, className, id, ...props }: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cn(
          'min-h-12 w-full rounded-xl border bg-surface-2 px-4 text-base text-fg',
          'placeholder:text-muted/70 transition-colors duration-150',
          'focus:outline-none focus-visible:outline-2 focus-visible:outline-focus',
          error ? 'border-danger focus:border-danger' : 'border-line focus:border-accent',
          className,
        )}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
