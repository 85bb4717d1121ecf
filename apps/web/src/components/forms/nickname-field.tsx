import { useLingui } from '@lingui/react/macro'
import { NICKNAME_MAX } from '@hara/core'
import { useLayoutEffect, useRef, type ComponentProps } from 'react'
import { TextField } from '@/components/ui/text-field'

/** Characters as a person sees them (code points), the way the core's nickname rule counts. */
export function nicknameLength(value: string): number {
  return Array.from(value.trim()).length
}

type NicknameFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'hint' | 'error'> & {
  value: string
}

/**
 * The nickname input of sign-up and Profile. It never cuts what is typed (a `maxLength` would,
 * silently, and by UTF-16 units where the rule counts characters): it counts up to the limit
 * as the person types, and past it says so and keeps the form from being sent.
 */
export function NicknameField({ value, ...props }: NicknameFieldProps) {
  const ref = useRef<HTMLInputElement>(null)
  const length = nicknameLength(value)
  const tooLong = length > NICKNAME_MAX
  const { t } = useLingui()
  // The core's rule (NICKNAME_MESSAGES.tooLong), in the person's language.
  const tooLongText = t`Keep your nickname to ${NICKNAME_MAX} characters or fewer.`
  useLayoutEffect(() => {
    // The browser's own form check then refuses to send it, as it does an empty required field.
    ref.current?.setCustomValidity(tooLong ? tooLongText : '')
  }, [tooLong, tooLongText])
  return (
    <TextField
      ref={ref}
      label={t`Nickname`}
      autoComplete="nickname"
      value={value}
      error={tooLong ? tooLongText : undefined}
      hint={
        <span className="flex justify-between gap-2">
          <span>{t`Up to ${NICKNAME_MAX} characters`}</span>
          <span
            aria-hidden="true"
            className={tooLong ? 'font-medium text-danger tabular' : 'tabular'}
          >
            {length}/{NICKNAME_MAX}
          </span>
        </span>
      }
      {...props}
    />
  )
}
