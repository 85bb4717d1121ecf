import { Trans, useLingui } from '@lingui/react/macro'
import { Keyboard } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { TypingReason } from '../../api/transcribe-audio'
import { TypeInsteadLink } from './type-instead-link'

/**
 * In place of the recording's words when this server cannot make them (ADR 0079): it cannot
 * hear the language the app speaks (its own recogniser knows English only), or it has no
 * recogniser at all. Why, and the tap check-in as the way on. Back records again.
 */
export function TypeInsteadStep({ reason }: { reason: TypingReason }) {
  const { t } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  // Screen readers hear why, and the next tab reaches 'Type it instead'.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-surface-2 text-warm">
        <Keyboard aria-hidden="true" size={34} />
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
        {reason === 'language'
          ? t`Spoken check-ins aren’t available in your language yet`
          : t`Spoken check-ins aren’t available right now`}
      </h1>
      <p role="alert" className="max-w-xs text-muted">
        {reason === 'language' ? (
          <Trans>
            This server can only turn English speech into words. You can type your check-in.
          </Trans>
        ) : (
          <Trans>
            This server can’t turn speech into words at the moment. You can type your check-in.
          </Trans>
        )}
      </p>
      <TypeInsteadLink>
        <Trans>Type it instead</Trans>
      </TypeInsteadLink>
    </div>
  )
}
