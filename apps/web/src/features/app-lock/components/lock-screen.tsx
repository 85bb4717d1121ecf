import { Trans, useLingui } from '@lingui/react/macro'
import { LockKeyhole } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Screen } from '@/components/ui/screen'
import { TextField } from '@/components/ui/text-field'
import { serverErrorText } from '@/i18n/server-errors'
import { useRecoveryMethod } from '../api/recovery-method'
import { useUnlock, type UnlockWay } from '../api/unlock'
import { LockCeremonyError, whileLocked } from '../lib/lock-actions'

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof LockCeremonyError) return error.message
  return serverErrorText(error, fallback)
}

/**
 * What a locked Hara shows (ADR 0040): nothing of the journal, only 'Unlock' (the phone's
 * screen lock) and 'Sign out'. When the screen lock fails, unlocking with the account's
 * password or another of its passkeys (one made before the lock) is offered beside it: the way
 * back when the screen lock is gone. A sign-in alone never unlocks: whoever holds the phone can
 * sign in on it.
 */
export function LockScreen({
  userId,
  onSignOut,
  signingOut,
}: {
  userId: string
  onSignOut: () => void
  signingOut: boolean
}) {
  const { t } = useLingui()
  const unlocking = useUnlock(userId)
  // Nothing that opens a record stays at rest while this screen stands in for the journal.
  useEffect(() => void whileLocked(userId).catch(() => undefined), [userId])
  const [offerPassword, setOfferPassword] = useState(false)
  const [password, setPassword] = useState('')
  const how = useRecoveryMethod(offerPassword)
  // Unlocked, this screen goes: until then the way that worked stays busy.
  const busy =
    unlocking.isPending || unlocking.isSuccess ? (unlocking.variables?.how ?? null) : null
  const error = unlocking.error
    ? messageOf(unlocking.error, t`That didn't unlock Hara. Try again.`)
    : null

  const run = (way: UnlockWay) =>
    unlocking.mutate(way, {
      onError: () => {
        if (way.how === 'unlock') setOfferPassword(true)
      },
    })

  const submitPassword = (event: FormEvent) => {
    event.preventDefault()
    if (password === '') return
    run({ how: 'password', password })
  }

  return (
    <Screen className="items-center justify-center gap-6 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-surface-2 text-accent"
      >
        <LockKeyhole size={30} />
      </span>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">
          <Trans>Hara is locked</Trans>
        </h1>
        <p className="text-muted">
          <Trans>Unlock with your phone's screen lock to see your journal.</Trans>
        </p>
      </div>
      <div className="flex w-full flex-col gap-3">
        <Button size="lg" disabled={busy !== null} onClick={() => run({ how: 'unlock' })}>
          {busy === 'unlock' ? t`Unlocking…` : t`Unlock`}
        </Button>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
      {offerPassword && how !== 'password' ? (
        <p className="text-sm text-muted">
          {how === 'passkey'
            ? t`Your screen lock changed or is gone? A passkey you made before the lock unlocks Hara and sets up the new one.`
            : t`Your account has no password or passkey, so only this phone's screen lock opens Hara here.`}
        </p>
      ) : offerPassword ? (
        <form onSubmit={submitPassword} className="flex w-full flex-col gap-3 text-left">
          <TextField
            label={t`Your account password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={t`Your screen lock changed or is gone? Your password unlocks Hara and sets up the new one.`}
          />
          <Button type="submit" variant="secondary" disabled={busy !== null || password === ''}>
            {busy === 'password' ? t`Unlocking…` : t`Unlock with password`}
          </Button>
        </form>
      ) : null}
      {offerPassword ? (
        <Button
          variant="secondary"
          className="w-full"
          disabled={busy !== null}
          onClick={() => run({ how: 'passkey' })}
        >
          {busy === 'passkey' ? t`Unlocking…` : t`Unlock with a passkey`}
        </Button>
      ) : null}
      <Button variant="quiet" disabled={signingOut} onClick={onSignOut}>
        <Trans>Sign out</Trans>
      </Button>
    </Screen>
  )
}
