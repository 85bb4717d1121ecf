import { BellRing, ChartLine, ChevronRight, ShieldCheck, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { PageHeader } from '@/components/ui/page-header'
import { setDailyReminders, setWeeklyInsights, useNotificationSettings } from '@/stores/journal'
import { ClearDataRow } from './clear-data-row'
import { SettingSwitch } from './setting-switch'
import { ThemePicker, type ThemeChoice } from './theme-picker'

export type SettingsScreenProps = {
  /** The profile's first_name; null or blank shows 'Edit your profile' (spec section 2). */
  firstName: string | null
  /** While the profile loads, the row shows a placeholder rather than the wrong text. */
  profileLoading: boolean
  themeChoice: ThemeChoice
  onThemeChange: (choice: ThemeChoice) => void
  onBack: () => void
}

/**
 * Settings (/settings, spec section 2). The notification switches and Clear all data work on
 * the journal store; the profile and the theme come from the route.
 */
export function SettingsScreen({
  firstName,
  profileLoading,
  themeChoice,
  onThemeChange,
  onBack,
}: SettingsScreenProps) {
  const { dailyReminders, weeklyInsights } = useNotificationSettings()

  // Spec section 8: 'Reminders enabled/disabled', 'Insights enabled/disabled'. A failed write is
  // kept in memory and already announced by the store, so success is shown only once saved.
  const changeReminders = (enabled: boolean) => {
    if (setDailyReminders(enabled).ok) {
      toast.success(enabled ? 'Reminders enabled' : 'Reminders disabled')
    }
  }
  const changeInsights = (enabled: boolean) => {
    if (setWeeklyInsights(enabled).ok) {
      toast.success(enabled ? 'Insights enabled' : 'Insights disabled')
    }
  }

  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-5 pt-[max(1.5rem,env(safe-area-inset-top))] pb-4">
      <PageHeader title="Settings" onBack={onBack} />

      <Section title="Account">
        <Link
          to="/profile"
          className="flex min-h-16 items-center gap-3 px-4 py-3 transition-colors duration-150 hover:bg-surface-2"
        >
          <UserRound aria-hidden="true" size={20} className="shrink-0 text-accent" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium">Profile</span>
            {profileLoading ? (
              <span className="my-0.5 h-4 w-28 animate-pulse rounded bg-surface-2" />
            ) : (
              <span className="truncate text-sm text-muted">
                {firstName?.trim() || 'Edit your profile'}
              </span>
            )}
          </span>
          <ChevronRight aria-hidden="true" size={20} className="shrink-0 text-muted" />
        </Link>
      </Section>

      <Section
        title="Notifications"
        note="Remembered on this device. Hara can't send notifications yet, so none will arrive for now."
      >
        <SettingSwitch
          label="Daily reminders"
          description="A gentle nudge to check in"
          icon={<BellRing size={20} />}
          checked={dailyReminders}
          onCheckedChange={changeReminders}
        />
        <SettingSwitch
          label="Weekly insights"
          description="A look back at your week"
          icon={<ChartLine size={20} />}
          checked={weeklyInsights}
          onCheckedChange={changeInsights}
        />
      </Section>

      <Section title="Appearance">
        <ThemePicker choice={themeChoice} onChange={onThemeChange} />
      </Section>

      <Section title="Privacy">
        <div className="flex min-h-16 items-center gap-3 px-4 py-3">
          <ShieldCheck aria-hidden="true" size={20} className="shrink-0 text-accent" />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium">Data privacy</span>
            <span className="text-sm text-muted">All data stored locally</span>
          </span>
        </div>
        <ClearDataRow />
      </Section>
    </main>
  )
}

/** A titled group of rows on one card, with an optional note under it. */
function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = `settings-${title.toLowerCase()}`
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="px-1 text-sm font-semibold tracking-wide text-muted uppercase">
        {title}
      </h2>
      <div className="flex flex-col divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface">
        {children}
      </div>
      {note ? <p className="px-1 text-sm text-muted">{note}</p> : null}
    </section>
  )
}
