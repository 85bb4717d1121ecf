import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { controlClass, Field, type FieldProps } from './text-field'

type TextAreaProps = ComponentProps<'textarea'> & FieldProps

/** A labelled multi-line input with an optional hint and error, both announced. */
export function TextArea({
  label,
  hint,
  error,
  hideLabel,
  className,
  id,
  ...props
}: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} hideLabel={hideLabel} id={id}>
      {(control) => (
        <textarea
          {...control}
          className={cn(
            'resize-none py-3',
            controlClass(error),
            // The caller's className sets the height (min-h-*) when given.
            className ?? 'min-h-28',
          )}
          {...props}
        />
      )}
    </Field>
  )
}
