import {
  BACKUP_PASSPHRASE_MIN_LENGTH,
  passphraseStrength,
  type PassphraseStrength,
} from '@hara/core'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import type { SetupOutcome } from '../lib/backup-setup'

/**
 * The two passphrase forms of the backup (issue 11): choosing a new one (at least 10
 * characters, typed twice, with a strength hint), and entering the one a backup was made with.
 * A failure is shown under the field, and what was typed stays.
 */

const STRENGTH: Record<PassphraseStrength, string> = {
  'too-short': `Use at least ${BACKUP_PASSPHRASE_MIN_LENGTH} characters.`,
  weak: 'Strength: weak. A few more words make it much harder to guess.',
  fair: 'Strength: fair. Another word or two would make it strong.',
  strong: 'Strength: strong.',
}

/** A password field for a passphrase: never autocorrected or capitalised by the keyboard. */
function PassphraseField({
  onChange,
  ...props
}: {
  label: string
  autoComplete: 'new-password' | 'current-password'
  value: string
  onChange: (value: string) => void
  hint?: ReactNode
  error: string | undefined
  disabled: boolean
}) {
  return (
    <TextField
      type="password"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
      {...props}
    />
  )
}

type Submit = (passphrase: string) => Promise<SetupOutcome>

function useSubmit(submit: Submit) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const run = async (passphrase: string) => {
    setBusy(true)
    setError(undefined)
    const outcome = await submit(passphrase)
    setBusy(false)
    if (!outcome.ok) setError(outcome.message)
  }
  return { busy, error, setError, run }
}

export function NewPassphraseForm({
  onSubmit,
  children,
}: {
  onSubmit: Submit
  /** Under the buttons (Cancel). */
  children?: ReactNode
}) {
  const [passphrase, setPassphrase] = useState('')
  const [repeat, setRepeat] = useState('')
  const [repeatError, setRepeatError] = useState<string | undefined>()
  const { busy, error, run } = useSubmit(onSubmit)
  const strength = passphraseStrength(passphrase)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (strength === 'too-short') return
    if (repeat !== passphrase) {
      setRepeatError("The passphrases don't match.")
      return
    }
    setRepeatError(undefined)
    void run(passphrase)
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <PassphraseField
        label="Backup passphrase"
        autoComplete="new-password"
        value={passphrase}
        onChange={setPassphrase}
        hint={<span aria-live="polite">{STRENGTH[strength]}</span>}
        error={error}
        disabled={busy}
      />
      <PassphraseField
        label="Repeat passphrase"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        error={repeatError}
        disabled={busy}
      />
      <Button type="submit" disabled={busy || strength === 'too-short'} aria-busy={busy}>
        {busy ? 'Encrypting your journal…' : 'Turn on backup'}
      </Button>
      {children}
    </form>
  )
}

export function UnlockForm({
  onSubmit,
  submitLabel,
  children,
}: {
  onSubmit: Submit
  submitLabel: string
  children?: ReactNode
}) {
  const [passphrase, setPassphrase] = useState('')
  const { busy, error, run } = useSubmit(onSubmit)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (passphrase) void run(passphrase)
      }}
      className="flex flex-col gap-4"
      noValidate
    >
      <PassphraseField
        label="Backup passphrase"
        autoComplete="current-password"
        value={passphrase}
        onChange={setPassphrase}
        error={error}
        disabled={busy}
      />
      <Button type="submit" disabled={busy || passphrase === ''} aria-busy={busy}>
        {busy ? 'Opening your backup…' : submitLabel}
      </Button>
      {children}
    </form>
  )
}
