import { Trans, useLingui } from '@lingui/react/macro'
import { Keyboard } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { TypeInsteadLink } from './type-instead-link'

/**
 * In place of the recording's words when this server cannot hear the language the app speaks
 * (its own recogniser knows English only): why, and the tap check-in as the way on. Back
 * records again.
 */
export function TypeInsteadStep() {
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
        {t`Spoken check-ins aren’t available in your language yet`}
      </h1>
      <p role="alert" className="max-w-xs text-muted">
        <Trans>
          This server can only turn English speech into words. You can type your check-in.
        </Trans>
      </p>
      <TypeInsteadLink>
        <Trans>Type it instead</Trans>
      </TypeInsteadLink>
    </div>
  )
}
