import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { BACKUP_PASSPHRASE_MIN_LENGTH } from '@hara/core'
import { useMutation } from '@/lib/query/use-mutation'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import type { SetupOutcome } from '@/features/sync'
import { isTooShort, usePassphraseStrength } from '../api/passphrase-strength'
import { feedbackText } from '../lib/passphrase-feedback'
import { MIN_PASSPHRASE_SCORE, type PassphraseScore } from '../lib/passphrase-score'

/**
 * The two passphrase forms of the backup: choosing a new one (at least 10
 * characters, typed twice, and hard enough to guess: zxcvbn's score of 3 of 4), and
 * entering the one a backup was made with. A failure is shown under the field, and what was
 * typed stays.
 */

const minimum = BACKUP_PASSPHRASE_MIN_LENGTH
const TOO_SHORT = msg`Use at least ${minimum} characters.`

/** The strength hint, with zxcvbn's reason when it is too easy to guess. */
function strengthHint(i18n: I18n, score: PassphraseScore): string {
  if (score.score >= 4) return i18n._(msg`Strength: strong.`)
  if (score.score >= MIN_PASSPHRASE_SCORE) return i18n._(msg`Strength: good.`)
  const why = feedbackText(i18n, score) || i18n._(msg`Add a few unrelated words.`)
  return i18n._(msg`Strength: too easy to guess. ${why}`)
}

/**
 * zxcvbn's score of what is typed: 'too-short' below the minimum, null while the first one is
 * checked, and after that the last score until the next one comes (`checking`).
 */
function usePassphraseScore(passphrase: string): {
  score: PassphraseScore | 'too-short' | null
  checking: boolean
} {
  const strength = usePassphraseStrength(passphrase)
  if (isTooShort(passphrase)) return { score: 'too-short', checking: false }
  return { score: strength.data ?? null, checking: strength.isPlaceholderData || !strength.data }
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

/** Runs the form's submit as a mutation: busy while it runs, its refusal said under the field. */
function useSubmit(submit: Submit) {
  const mutation = useMutation({
    mutationFn: async (passphrase: string) => {
      const outcome = await submit(passphrase)
      if (!outcome.ok) throw new Error(outcome.message)
    },
  })
  return {
    busy: mutation.isPending,
    error: mutation.error?.message,
    run: (passphrase: string) => mutation.mutate(passphrase),
  }
}

export function NewPassphraseForm({
  onSubmit,
  submitLabel,
  busyLabel,
  children,
}: {
  onSubmit: Submit
  submitLabel?: string
  busyLabel?: string
  /** Under the buttons (Cancel). */
  children?: ReactNode
}) {
  const { i18n, t } = useLingui()
  const [passphrase, setPassphrase] = useState('')
  const [repeat, setRepeat] = useState('')
  const [repeatError, setRepeatError] = useState<string | undefined>()
  const { busy, error, run } = useSubmit(onSubmit)
  const { score, checking } = usePassphraseScore(passphrase)
  // A score of what was typed before never lets a weaker passphrase through.
  const strongEnough =
    !checking && score !== null && score !== 'too-short' && score.score >= MIN_PASSPHRASE_SCORE
  const hint =
    score === 'too-short'
      ? i18n._(TOO_SHORT)
      : score === null
        ? t`Checking strength…`
        : strengthHint(i18n, score)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!strongEnough) return
    if (repeat !== passphrase) {
      setRepeatError(t`The passphrases don't match.`)
      return
    }
    setRepeatError(undefined)
    run(passphrase)
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <PassphraseField
        label={t`Backup passphrase`}
        autoComplete="new-password"
        value={passphrase}
        onChange={setPassphrase}
        hint={<span aria-live="polite">{hint}</span>}
        error={error}
        disabled={busy}
      />
      <PassphraseField
        label={t`Repeat passphrase`}
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        error={repeatError}
        disabled={busy}
      />
      <Button type="submit" disabled={busy || !strongEnough} aria-busy={busy}>
        {busy ? (busyLabel ?? t`Encrypting your journal…`) : (submitLabel ?? t`Turn on backup`)}
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
  const { t } = useLingui()
  const [passphrase, setPassphrase] = useState('')
  const { busy, error, run } = useSubmit(onSubmit)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (passphrase) run(passphrase)
      }}
      className="flex flex-col gap-4"
      noValidate
    >
      <PassphraseField
        label={t`Backup passphrase`}
        autoComplete="current-password"
        value={passphrase}
        onChange={setPassphrase}
        error={error}
        disabled={busy}
      />
      <Button type="submit" disabled={busy || passphrase === ''} aria-busy={busy}>
        {busy ? t`Opening your backup…` : submitLabel}
      </Button>
      {children}
    </form>
  )
}
