import { Trans, useLingui } from '@lingui/react/macro'
import { BellOff, BellRing, ChartLine, Clock } from 'lucide-react'
import { DEFAULT_REMINDER_TIME } from '@hara/core'
import { useEffect, useId, useRef, useState } from 'react'
import { SettingSwitch } from '@/components/ui/setting-switch'
import { setReminderTime, useNotificationSettings } from '@/stores/device'
import { useFollowUpReport, useGamification } from '@/stores/records'
import { useApplyReminders } from '../api/apply-reminders'
import {
  problemForSupport,
  problemText,
  ReminderProblem,
  type ReminderChoices,
} from '../lib/reminder-device'
import { pushSupport } from '../lib/push-support'

/**
 * The Notifications rows of Settings: 'Daily reminders' with its time, and
 * 'Weekly insights'. A switch is on only when this device will really get the reminder; when
 * the browser cannot, the rows say why and how to fix it.
 */
export function ReminderSettings() {
  const { t } = useLingui()
  const { dailyReminders, weeklyInsights, reminderTime } = useNotificationSettings()
  const { lastCheckInDate } = useGamification()
  const followUp = useFollowUpReport()
  const applying = useApplyReminders()
  const busy = applying.isPending ? applying.variables.kind : null
  // A switch that failed says why; a time that failed says so only when the browser or the
  // server gave a reason.
  const failure = applying.error
  const problem =
    failure instanceof ReminderProblem
      ? failure
      : failure && applying.variables?.kind !== 'time'
        ? new ReminderProblem('server', t`Something went wrong. Please try again.`)
        : null
  const support = pushSupport()
  const blocked = support !== 'ready'
  const shownProblem = problem ?? problemForSupport(support)

  const choices: ReminderChoices = {
    daily: dailyReminders,
    weekly: weeklyInsights,
    reminderTime,
    lastCheckInDate,
    followUp,
  }

  const change = (kind: 'daily' | 'weekly', enabled: boolean) => {
    applying.mutate({ kind, enabled, previous: choices })
  }

  const changeTime = (time: string) => {
    if (!setReminderTime(time).ok) return
    if (!dailyReminders || blocked) return
    applying.mutate({ kind: 'time', time, previous: choices })
  }

  return (
    <>
      <SettingSwitch
        label={t`Daily reminders`}
        description={busy === 'daily' ? t`Setting up…` : t`A gentle nudge to check in`}
        icon={<BellRing size={20} />}
        checked={dailyReminders && !blocked}
        disabled={busy !== null}
        onCheckedChange={(enabled) => change('daily', enabled)}
      />
      <ReminderTimeRow
        key={reminderTime ?? DEFAULT_REMINDER_TIME}
        value={reminderTime ?? DEFAULT_REMINDER_TIME}
        disabled={busy !== null}
        saving={busy === 'time'}
        onChange={changeTime}
      />
      <SettingSwitch
        label={t`Weekly insights`}
        description={
          busy === 'weekly' ? t`Setting up…` : t`Saturday evening, a look back at your week`
        }
        icon={<ChartLine size={20} />}
        checked={weeklyInsights && !blocked}
        disabled={busy !== null}
        onCheckedChange={(enabled) => change('weekly', enabled)}
      />
      <div role="status" aria-live="polite">
        {shownProblem ? (
          <p className="flex gap-3 px-4 py-3 text-sm text-muted">
            <BellOff aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-warm" />
            <span>{problemText(shownProblem)}</span>
          </p>
        ) : null}
      </div>
    </>
  )
}

/**
 * 'Reminder time': a native time picker (the phone's own wheel), saved a moment after the
 * last change so scrolling through values sends one update.
 */
function ReminderTimeRow({
  value,
  disabled,
  saving,
  onChange,
}: {
  value: string
  disabled: boolean
  saving: boolean
  onChange: (time: string) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const [draft, setDraft] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <div className="flex min-h-16 items-center gap-3 pr-4 pl-4">
      <Clock aria-hidden="true" size={20} className="shrink-0 text-accent" />
      <label htmlFor={id} className="flex min-w-0 flex-1 flex-col py-3">
        <span id={`${id}-label`} className="font-medium">
          <Trans>Reminder time</Trans>
        </span>
        <span id={`${id}-description`} className="text-sm text-muted">
          {saving ? t`Saving…` : t`Your local time`}
        </span>
      </label>
      <input
        id={id}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        type="time"
        step={300}
        required
        value={draft}
        disabled={disabled}
        onChange={(event) => {
          const time = event.target.value
          setDraft(time)
          clearTimeout(timer.current)
          if (/^\d{2}:\d{2}$/.test(time) && time !== value) {
            timer.current = setTimeout(() => onChange(time), 600)
          }
        }}
        className="min-h-11 rounded-xl border border-line bg-surface-2 px-3 text-base tabular-nums text-fg disabled:opacity-60"
      />
    </div>
  )
}
