import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { ApiError } from '@/lib/server-calls'
import { useAccessCodeHelp } from '../../api/access-code-help'
import { useVerifyAccessCode } from '../../api/verify-access-code'
import { WRONG_CODE_MS } from '../../onboarding-content'
import { StepLayout } from '../step-layout'

/** What a failed check says: the server's code in the person's language. */
function codeError(error: unknown): string {
  if (!(error instanceof ApiError) || error.code === 'invalid_code')
    return t`Invalid code. Try again.`
  if (error.code === 'rate_limited') {
    return t`That's a lot of tries. Take a breath and try again in a few minutes.`
  }
  return t`Something went wrong. Please try again.`
}

/**
 * Onboarding step 6: the server checks the code; a wrong one shows its message for 2 s
 * (docs/product.md#onboarding). Someone without a code reads how to get one (the operator's
 * line) and can sign out.
 */
export function AccessCodeStep({
  onValid,
  signOut,
}: {
  onValid: () => void
  signOut?: { run: () => void; pending: boolean }
}) {
  const { t } = useLingui()
  const help = useAccessCodeHelp()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const verify = useVerifyAccessCode()
  const errorTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(errorTimer.current), [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim() || verify.isPending) return
    verify.mutate(code, {
      onSuccess: onValid,
      onError: (err) => {
        setError(codeError(err))
        window.clearTimeout(errorTimer.current)
        errorTimer.current = window.setTimeout(() => setError(undefined), WRONG_CODE_MS)
      },
    })
  }

  return (
    <StepLayout eyebrow={t`Early access`} title={t`Enter your access code`}>
      <p className="text-lg text-muted">
        <Trans>Hara is invite-only for now. Your code unlocks it.</Trans>
      </p>
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label={t`Access code`}
          name="access-code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          hint={t`Think about your intuition`}
          error={error}
        />
        <Button type="submit" size="lg" disabled={!code.trim() || verify.isPending}>
          {verify.isPending ? t`Checking…` : t`Unlock Hara`}
        </Button>
      </form>
      {help === undefined ? null : (
        <p className="text-sm text-muted">
          {help ?? t`No code yet? Ask the person who invited you to Hara for one.`}
        </p>
      )}
      {signOut ? (
        <Button
          variant="quiet"
          className="self-center"
          disabled={signOut.pending}
          onClick={signOut.run}
        >
          {signOut.pending ? t`Signing out…` : t`Sign out`}
        </Button>
      ) : null}
    </StepLayout>
  )
}
