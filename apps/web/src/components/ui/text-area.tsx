import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { controlClass, Field, splitFieldProps, type FieldProps } from './text-field'

type TextAreaProps = ComponentProps<'textarea'> & FieldProps

/** A labelled multi-line input with an optional hint and error, both announced. */
export function TextArea({ className, ...props }: TextAreaProps) {
  const [field, textarea] = splitFieldProps(props)
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          {...control}
          className={cn(
            'resize-none py-3',
            controlClass(field.error),
            // The caller's className sets the height (min-h-*) when given.
            className ?? 'min-h-28',
          )}
          {...textarea}
        />
      )}
    </Field>
  )
}
