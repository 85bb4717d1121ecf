import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronRight, ShieldCheck, UserRound } from 'lucide-react'
import type { Language } from '@hara/core'
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { SettingsSection } from '@/components/ui/settings-section'
import { privacyText } from '@/lib/privacy-story'
import { ClearDataRow } from './clear-data-row'
import { LanguagePicker } from './language-picker'
import { ThemePicker, type ThemeChoice } from './theme-picker'
import { Link } from '@/components/ui/link'

export type SettingsScreenProps = {
  /** The profile's first_name; null or blank shows 'Edit your profile'. */
  firstName: string | null
  /** While the profile loads, the row shows a placeholder rather than the wrong text. */
  profileLoading: boolean
  themeChoice: ThemeChoice
  onThemeChange: (choice: ThemeChoice) => void
  /** Keeps a language chosen here with the account (the phone already speaks it). */
  onLanguageChosen?: (language: Language) => void
  onBack: () => void
  /** The Notifications rows ('Daily reminders', 'Weekly insights'), from the reminders feature. */
  notifications: ReactNode
  /** The 'Your data' rows (export, import, encrypted backup), from the your-data feature. */
  yourData?: ReactNode
  /** Whether the encrypted backup is on: the privacy row says where the journal is. */
  backupOn: boolean
  /** Offered in the 'Clear all data' confirmation before it runs (an export). */
  beforeClearing?: ReactNode
  /** 'Your focus' (the onboarding choices), from the onboarding feature, under the Profile row. */
  focusRow?: ReactNode
  /** 'Delete account', from the account feature, under the Profile row. */
  deleteAccount?: ReactNode
  /** The 'Passkeys' section, from the passkeys feature, after Account. */
  passkeys?: ReactNode
  /** The 'Lock' section (Lock Hara with the phone's screen lock), from the app-lock feature. */
  appLock?: ReactNode
}

/**
 * Settings (/settings). Clear all data works on the journal store; the profile,
 * the theme and the notification rows come from the route.
 */
export function SettingsScreen({
  firstName,
  profileLoading,
  themeChoice,
  onThemeChange,
  onLanguageChosen,
  onBack,
  notifications,
  yourData,
  backupOn,
  beforeClearing,
  focusRow,
  deleteAccount,
  passkeys,
  appLock,
}: SettingsScreenProps) {
  const { t } = useLingui()
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-5 pt-[max(1.5rem,env(safe-area-inset-top))] pb-4">
      <PageHeader title={t`Settings`} onBack={onBack} />

      <SettingsSection title={t`Account`}>
        <Link
          to="/profile"
          className="flex min-h-16 items-center gap-3 px-4 py-3 transition-colors duration-150 hover:bg-surface-2"
        >
          <UserRound aria-hidden="true" size={20} className="shrink-0 text-accent" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium">
              <Trans>Profile</Trans>
            </span>
            {profileLoading ? (
              <span className="my-0.5 h-4 w-28 animate-pulse rounded bg-surface-2" />
            ) : (
              <span className="truncate text-sm text-muted">
                {firstName?.trim() || t`Edit your profile`}
              </span>
            )}
          </span>
          <ChevronRight aria-hidden="true" size={20} className="shrink-0 text-muted" />
        </Link>
        {focusRow}
        {deleteAccount}
      </SettingsSection>

      {passkeys}

      <SettingsSection
        title={t`Notifications`}
        note={t`Reminders come to this device at your time. Hara sends the server only the date of your last check-in, so none arrives on a day you've already checked in, and how many tracked decisions wait for their outcome, with the day the oldest is due: never what you wrote.`}
      >
        {notifications}
      </SettingsSection>

      <SettingsSection title={t`Appearance`}>
        <ThemePicker choice={themeChoice} onChange={onThemeChange} />
        <LanguagePicker onChosen={onLanguageChosen} />
      </SettingsSection>

      {yourData ? <SettingsSection title={t`Your data`}>{yourData}</SettingsSection> : null}

      {appLock}

      <SettingsSection title={t`Privacy`}>
        <div className="flex min-h-16 items-center gap-3 px-4 py-3">
          <ShieldCheck aria-hidden="true" size={20} className="shrink-0 text-accent" />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium">
              <Trans>Data privacy</Trans>
            </span>
            <span className="text-sm text-muted">{privacyText(backupOn).summary}</span>
          </span>
        </div>
        <ClearDataRow offer={beforeClearing} />
      </SettingsSection>
    </main>
  )
}
