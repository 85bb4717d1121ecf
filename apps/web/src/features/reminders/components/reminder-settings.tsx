import { BellOff, BellRing, ChartLine, Clock } from 'lucide-react'
import { DEFAULT_REMINDER_TIME } from '@hara/core'
import { useEffect, useId, useRef, useState } from 'react'
import { toast } from '@/lib/toast'
import { SettingSwitch } from '@/components/ui/setting-switch'
import {
  setDailyReminders,
  setReminderTime,
  setWeeklyInsights,
  useNotificationSettings,
} from '@/stores/device'
import { useFollowUpReport, useGamification } from '@/stores/records'
import {
  applyReminderChoices,
  problemForSupport,
  ReminderProblem,
  type ReminderChoices,
} from '../lib/reminder-device'
import { pushSupport } from '../lib/push-support'

type Busy = 'daily' | 'weekly' | 'time' | null

/**
 * The Notifications rows of Settings: 'Daily reminders' with its time, and
 * 'Weekly insights'. A switch is on only when this device will really get the reminder; when
 * the browser cannot, the rows say why and how to fix it.
 */
export function ReminderSettings() {
  const { dailyReminders, weeklyInsights, reminderTime } = useNotificationSettings()
  const { lastCheckInDate } = useGamification()
  const followUp = useFollowUpReport()
  const [busy, setBusy] = useState<Busy>(null)
  const [problem, setProblem] = useState<ReminderProblem | null>(null)
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

  const change = async (kind: 'daily' | 'weekly', enabled: boolean) => {
    setBusy(kind)
    setProblem(null)
    try {
      await applyReminderChoices({ ...choices, [kind]: enabled }, choices)
      // The product's toasts: 'Reminders enabled/disabled', 'Insights enabled/disabled'. A failed
      // write is already announced by the store, so success is shown only once saved.
      const saved = kind === 'daily' ? setDailyReminders(enabled) : setWeeklyInsights(enabled)
      if (saved.ok) {
        const name = kind === 'daily' ? 'Reminders' : 'Insights'
        toast.success(`${name} ${enabled ? 'enabled' : 'disabled'}`)
      }
    } catch (err) {
      setProblem(
        err instanceof ReminderProblem
          ? err
          : new ReminderProblem('server', 'Something went wrong. Please try again.'),
      )
    } finally {
      setBusy(null)
    }
  }

  const changeTime = async (time: string) => {
    if (!setReminderTime(time).ok) return
    if (!dailyReminders || blocked) return
    setBusy('time')
    setProblem(null)
    try {
      await applyReminderChoices({ ...choices, reminderTime: time }, choices)
    } catch (err) {
      if (err instanceof ReminderProblem) setProblem(err)
    } finally {
      setBusy(null)
    }
  }

  return (
    <>
      <SettingSwitch
        label="Daily reminders"
        description={busy === 'daily' ? 'Setting up…' : 'A gentle nudge to check in'}
        icon={<BellRing size={20} />}
        checked={dailyReminders && !blocked}
        disabled={busy !== null}
        onCheckedChange={(enabled) => void change('daily', enabled)}
      />
      <ReminderTimeRow
        key={reminderTime ?? DEFAULT_REMINDER_TIME}
        value={reminderTime ?? DEFAULT_REMINDER_TIME}
        disabled={busy !== null}
        saving={busy === 'time'}
        onChange={(time) => void changeTime(time)}
      />
      <SettingSwitch
        label="Weekly insights"
        description={
          busy === 'weekly' ? 'Setting up…' : 'Saturday evening, a look back at your week'
        }
        icon={<ChartLine size={20} />}
        checked={weeklyInsights && !blocked}
        disabled={busy !== null}
        onCheckedChange={(enabled) => void change('weekly', enabled)}
      />
      <div role="status" aria-live="polite">
        {shownProblem ? (
          <p className="flex gap-3 px-4 py-3 text-sm text-muted">
            <BellOff aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-warm" />
            <span>{shownProblem.message}</span>
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
  const id = useId()
  const [draft, setDraft] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <div className="flex min-h-16 items-center gap-3 pr-4 pl-4">
      <Clock aria-hidden="true" size={20} className="shrink-0 text-accent" />
      <label htmlFor={id} className="flex min-w-0 flex-1 flex-col py-3">
        <span id={`${id}-label`} className="font-medium">
          Reminder time
        </span>
        <span id={`${id}-description`} className="text-sm text-muted">
          {saving ? 'Saving…' : 'Your local time'}
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
