import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** What a field's control needs to be tied to its label, hint and error. */
export type FieldControl = {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

export type FieldProps = {
  label: string
  hint?: ReactNode
  error?: string | undefined
  /** The label is read by screen readers but not shown. */
  hideLabel?: boolean
  id?: string | undefined
  /** Classes for the whole field (label, control, hint): its place in a flex layout. */
  rootClassName?: string
}

/**
 * The shell of a form field (TextField below, TextArea in text-area.tsx; one module, so the
 * sign-in screen loads it as one small file): the label, the control, then the
 * hint and the error, both announced with the control; the error as an alert.
 */
export function Field({
  label,
  hint,
  error,
  hideLabel,
  id,
  rootClassName,
  children,
}: FieldProps & { children: (control: FieldControl) => ReactNode }) {
  const autoId = useId()
  const inputId = id ?? autoId
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  return (
    <div className={cn('flex flex-col gap-1.5', rootClassName)}>
      <label
        htmlFor={inputId}
        className={cn('text-sm font-medium text-fg', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      {children({
        id: inputId,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : undefined,
      })}
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

/** The look of a field's control: 16 px text (no zoom on iOS), the error in its border. */
export function controlClass(error: string | undefined) {
  return cn(
    'w-full rounded-xl border bg-surface-2 px-4 text-base text-fg',
    'placeholder:text-muted/70 transition-colors duration-150',
    'focus:outline-none focus-visible:outline-2 focus-visible:outline-focus',
    error ? 'border-danger focus:border-danger' : 'border-line focus:border-accent',
  )
}

/** Splits a field's own props (label, hint, error, hideLabel, id) from its control's. */
export function splitFieldProps<Props extends FieldProps>({
  label,
  hint,
  error,
  hideLabel,
  id,
  rootClassName,
  ...control
}: Props): [FieldProps, Omit<Props, keyof FieldProps>] {
  return [{ label, hint, error, hideLabel, id, rootClassName }, control]
}

type TextFieldProps = ComponentProps<'input'> & FieldProps

/** A labelled one-line input with an optional hint and error, both announced. */
export function TextField({ className, ...props }: TextFieldProps) {
  const [field, input] = splitFieldProps(props)
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          className={cn('min-h-12', controlClass(field.error), className)}
          {...input}
        />
      )}
    </Field>
  )
}
