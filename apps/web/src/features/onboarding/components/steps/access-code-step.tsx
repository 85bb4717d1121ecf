import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { ApiError } from '@/lib/server-calls'
import { useAccessCodeHelp } from '../../api/access-code-help'
import { useVerifyAccessCode } from '../../api/verify-access-code'
import { WRONG_CODE_MS } from '../../onboarding-content'
import { StepLayout } from '../step-layout'

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
        const message =
          err instanceof ApiError && err.code !== 'invalid_code'
            ? err.message
            : 'Invalid code. Try again.'
        setError(message)
        window.clearTimeout(errorTimer.current)
        errorTimer.current = window.setTimeout(() => setError(undefined), WRONG_CODE_MS)
      },
    })
  }

  return (
    <StepLayout eyebrow="Early access" title="Enter your access code">
      <p className="text-lg text-muted">Hara is invite-only for now. Your code unlocks it.</p>
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Access code"
          name="access-code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          hint="Think about your intuition"
          error={error}
        />
        <Button type="submit" size="lg" disabled={!code.trim() || verify.isPending}>
          {verify.isPending ? 'Checking…' : 'Unlock Hara'}
        </Button>
      </form>
      {help ? <p className="text-sm text-muted">{help}</p> : null}
      {signOut ? (
        <Button
          variant="quiet"
          className="self-center"
          disabled={signOut.pending}
          onClick={signOut.run}
        >
          {signOut.pending ? 'Signing out…' : 'Sign out'}
        </Button>
      ) : null}
    </StepLayout>
  )
}
