import { useLingui } from '@lingui/react/macro'
import { TextField } from '@/components/ui/text-field'

/** `ms` as the value of a `datetime-local` input, in the phone's time, to the minute. */
export function toLocalInput(ms: number): string {
  const date = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  )
}

/** The moment a `datetime-local` value names in the phone's time; null when it names none. */
export function fromLocalInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null
  const ms = new Date(value).getTime()
  return Number.isFinite(ms) ? ms : null
}

/**
 * "When it happened": the phone's own date and time picker, limited to `min` (when given) and
 * `max` (now). The core checks the moment again when it is saved.
 */
export function HappenedAtField({
  value,
  min,
  max,
  error,
  hint,
  onChange,
}: {
  value: string
  min?: number
  max: number
  error?: string | undefined
  hint?: string
  onChange: (value: string) => void
}) {
  const { t } = useLingui()
  return (
    <TextField
      label={t`When it happened`}
      type="datetime-local"
      hint={hint}
      error={error}
      value={value}
      min={min === undefined ? undefined : toLocalInput(min)}
      max={toLocalInput(max)}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
