import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { controlClass, Field, type FieldProps } from './field'

type TextFieldProps = ComponentProps<'input'> & FieldProps

/** A labelled one-line input with an optional hint and error, both announced. */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  className,
  id,
  ...props
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} hideLabel={hideLabel} id={id}>
      {(control) => (
        <input {...control} className={cn('min-h-12', controlClass(error), className)} {...props} />
      )}
    </Field>
  )
}
