import { LockKeyhole } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Screen } from '@/components/ui/screen'
import { TextField } from '@/components/ui/text-field'
import { ApiError } from '@/lib/server-calls'
import { confirmsWith } from '../api/app-lock-api'
import { LockCeremonyError, recoverWithPassword, unlock } from '../lib/lock-actions'

type Busy = 'unlock' | 'password' | null

function messageOf(error: unknown): string {
  if (error instanceof LockCeremonyError || error instanceof ApiError) return error.message
  return "That didn't unlock Hara. Try again."
}

/**
 * What a locked Hara shows (ADR 0040): nothing of the journal, only 'Unlock' (the phone's
 * screen lock) and 'Sign out'. When the screen lock fails, unlocking with the account's
 * password is offered beside it: the way back when the screen lock is gone.
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
  const [busy, setBusy] = useState<Busy>(null)
  const [error, setError] = useState<string | null>(null)
  const [offerPassword, setOfferPassword] = useState(false)
  const [password, setPassword] = useState('')
  const [withSignIn, setWithSignIn] = useState(false)

  useEffect(() => {
    if (!offerPassword) return
    let current = true
    void confirmsWith().then(
      (how) => current && setWithSignIn(how === 'sign-in'),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [offerPassword])

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    setBusy(kind)
    setError(null)
    try {
      await action()
    } catch (failure) {
      setError(messageOf(failure))
      if (kind === 'unlock') setOfferPassword(true)
      setBusy(null)
    }
  }

  const submitPassword = (event: FormEvent) => {
    event.preventDefault()
    if (password === '') return
    void run('password', () => recoverWithPassword(userId, password))
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
        <h1 className="text-2xl font-semibold">Hara is locked</h1>
        <p className="text-muted">Unlock with your phone's screen lock to see your journal.</p>
      </div>
      <div className="flex w-full flex-col gap-3">
        <Button
          size="lg"
          disabled={busy !== null}
          onClick={() => void run('unlock', () => unlock(userId))}
        >
          {busy === 'unlock' ? 'Unlocking…' : 'Unlock'}
        </Button>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
      {offerPassword && withSignIn ? (
        <div className="flex w-full flex-col gap-3">
          <p className="text-sm text-muted">
            Your screen lock changed or is gone? Sign out, sign in again, then unlock within 10
            minutes: your sign-in sets up the new screen lock.
          </p>
          <Button
            variant="secondary"
            disabled={busy !== null}
            onClick={() => void run('password', () => recoverWithPassword(userId, undefined))}
          >
            {busy === 'password' ? 'Unlocking…' : 'Unlock with my sign-in'}
          </Button>
        </div>
      ) : offerPassword ? (
        <form onSubmit={submitPassword} className="flex w-full flex-col gap-3 text-left">
          <TextField
            label="Your account password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint="Your screen lock changed or is gone? Your password unlocks Hara and sets up the new one."
          />
          <Button type="submit" variant="secondary" disabled={busy !== null || password === ''}>
            {busy === 'password' ? 'Unlocking…' : 'Unlock with password'}
          </Button>
        </form>
      ) : null}
      <Button variant="quiet" disabled={signingOut} onClick={onSignOut}>
        Sign out
      </Button>
    </Screen>
  )
}
