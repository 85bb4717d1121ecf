import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useId, useState } from 'react'
import { PillChoice } from '@/components/ui/pill-choice'
import { TextField } from '@/components/ui/text-field'

type Day = 'today' | 'yesterday'

const DAYS = [
  { value: 'today', label: msg`Earlier today` },
  { value: 'yesterday', label: msg`Yesterday` },
] as const

/** `hh:mm` on `day` (today or yesterday) in the phone's time, as epoch ms; null when invalid. */
export function momentOf(day: Day, time: string, now: number = Date.now()): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return null
  const date = new Date(now)
  if (day === 'yesterday') date.setDate(date.getDate() - 1)
  date.setHours(Number(match[1]), Number(match[2]), 0, 0)
  return date.getTime()
}

/**
 * 'It happened earlier', a quiet option at the start of a check-in: the moment it happened,
 * earlier today or yesterday (never before yesterday, never later than now). `onChange` gets
 * that moment, or null for now. The check-in then counts on that day, and earns as any does.
 */
export function EarlierChoice({ onChange }: { onChange: (at: number | null) => void }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const [day, setDay] = useState<Day>('today')
  const [time, setTime] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const panel = useId()

  const choose = (nextDay: Day, nextTime: string) => {
    setDay(nextDay)
    setTime(nextTime)
    const at = momentOf(nextDay, nextTime)
    if (at === null) {
      setError(nextTime === '' ? undefined : t`Choose a time.`)
      onChange(null)
    } else if (at > Date.now()) {
      setError(t`Choose a time before now.`)
      onChange(null)
    } else {
      setError(undefined)
      onChange(at)
    }
  }

  if (!open) {
    return (
      <button
        type="button"
        aria-expanded={false}
        aria-controls={panel}
        className="min-h-11 self-start rounded-full px-1 text-sm font-semibold text-muted underline-offset-4 hover:underline"
        onClick={() => setOpen(true)}
      >
        <Trans>It happened earlier</Trans>
      </button>
    )
  }
  return (
    <div id={panel} className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <PillChoice
        label={t`When did it happen?`}
        options={DAYS.map((day) => ({ value: day.value, label: i18n._(day.label) }))}
        selected={day}
        onChoose={(value) => choose(value ?? 'today', time)}
      />
      <TextField
        label={t`At what time`}
        type="time"
        value={time}
        error={error}
        hint={error ? undefined : t`It will count on that day.`}
        onChange={(event) => choose(day, event.target.value)}
      />
      <button
        type="button"
        className="min-h-11 self-start text-sm font-semibold text-muted"
        onClick={() => {
          setOpen(false)
          setTime('')
          setError(undefined)
          onChange(null)
        }}
      >
        <Trans>It’s happening now</Trans>
      </button>
    </div>
  )
}
