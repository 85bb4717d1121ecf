import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { AuthMode } from './auth-modes'

/** The link under the auth form to the other view: sign-up, sign-in, or back to sign-in. */
export function ModeSwitch({
  mode,
  onSwitch,
}: {
  mode: AuthMode
  onSwitch: (next: AuthMode) => void
}) {
  return mode === 'sign-in' ? (
    <ToggleLink onClick={() => onSwitch('sign-up')}>
      <Trans>Don&apos;t have an account? Sign up</Trans>
    </ToggleLink>
  ) : mode === 'sign-up' ? (
    <ToggleLink onClick={() => onSwitch('sign-in')}>
      <Trans>Already have an account? Sign in</Trans>
    </ToggleLink>
  ) : (
    <ToggleLink onClick={() => onSwitch('sign-in')}>
      <Trans>Back to sign in</Trans>
    </ToggleLink>
  )
}

function ToggleLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="min-h-11 px-2 text-base font-medium text-accent"
    >
      {children}
    </button>
  )
}
