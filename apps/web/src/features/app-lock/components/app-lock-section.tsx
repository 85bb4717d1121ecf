import { plural, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { LockKeyhole } from 'lucide-react'
import { useId, useState } from 'react'
import { SettingSwitch } from '@/components/ui/setting-switch'
import { SettingsSection } from '@/components/ui/settings-section'
import { serverErrorText } from '@/i18n/server-errors'
import { ApiError } from '@/lib/server-calls'
import { useActiveUserId } from '@/stores/device'
import { usePlatformLockAvailable } from '../api/platform-lock'
import { useSwitchLock } from '../api/switch-lock'
import { LOCK_AFTER_CHOICES, readLockConfig } from '../lib/lock-config'
import { LockCeremonyError, setLockAfter } from '../lib/lock-actions'

/** What went wrong, in the language spoken now. */
function messageOf(error: unknown): string {
  if (error instanceof LockCeremonyError) return error.message
  if (error instanceof ApiError) {
    return error.status === 0
      ? t`Connect to the internet to turn the lock on.`
      : serverErrorText(error)
  }
  return t`The lock couldn't be changed. Try again.`
}

/** 'Immediately', 'After 5 minutes', in the language spoken now. */
function afterLabel(ms: number): string {
  const minutes = ms / 60_000
  if (minutes === 0) return t`Immediately`
  return plural(minutes, { one: 'After # minute', other: 'After # minutes' })
}

/**
 * Settings' 'Lock Hara' section (ADR 0040): the switch, the time in the background before
 * Hara locks, and plain words on what the lock does on this phone.
 */
export function AppLockSection() {
  const { t } = useLingui()
  const userId = useActiveUserId()
  const [config, setConfig] = useState(() => (userId ? readLockConfig(userId) : null))
  const available = usePlatformLockAvailable()
  const afterId = useId()
  const readConfig = () => setConfig(userId ? readLockConfig(userId) : null)
  const lockSwitch = useSwitchLock(userId, readConfig)
  const busy = lockSwitch.isPending
  const error = lockSwitch.isError ? messageOf(lockSwitch.error) : null

  if (!userId) return null
  const on = config !== null

  return (
    <SettingsSection
      title={t`Lock`}
      after={
        <>
          {error ? (
            <p role="alert" className="px-1 text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
          {busy ? (
            <p role="status" className="px-1 text-sm text-muted">
              {lockSwitch.variables ? t`Turning the lock on…` : t`Turning the lock off…`}
            </p>
          ) : on ? (
            <>
              <p className="px-1 text-sm text-muted">
                {config.wrapped
                  ? t`While Hara is locked, your journal is also encrypted on this phone with your screen lock's key, and so are your backup's keys.`
                  : t`On this phone, the lock hides your journal but does not encrypt it: this phone's screen lock can't give Hara a key to encrypt with.`}
              </p>
              {/* Without PRF, the backup's keys are kept as they are without the lock. */}
              {config.wrapped ? null : (
                <p className="px-1 text-sm text-muted">
                  <Trans>
                    If your backup is on, its keys on this phone aren't encrypted either: someone
                    who can read this phone's storage could open your backup.
                  </Trans>
                </p>
              )}
            </>
          ) : null}
        </>
      }
    >
      <SettingSwitch
        label={t`Lock Hara`}
        description={
          available === false
            ? t`This phone has no screen lock Hara can use.`
            : t`Ask for your phone's screen lock when Hara opens.`
        }
        icon={<LockKeyhole size={20} />}
        checked={on}
        disabled={busy || (available === false && !on)}
        onCheckedChange={(next) => lockSwitch.mutate(next)}
      />
      {on ? (
        <div className="flex min-h-16 items-center gap-3 px-4 py-3">
          <label htmlFor={afterId} className="flex-1 font-medium">
            <Trans>Lock after</Trans>
          </label>
          <select
            id={afterId}
            value={config.after}
            disabled={busy}
            onChange={(event) => {
              setLockAfter(userId, Number(event.target.value))
              setConfig(readLockConfig(userId))
            }}
            className="min-h-11 rounded-xl border border-line bg-surface-2 px-3 text-base text-fg"
          >
            {LOCK_AFTER_CHOICES.map((ms) => (
              <option key={ms} value={ms}>
                {afterLabel(ms)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </SettingsSection>
  )
}
