import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import { TypeInsteadLink } from './type-instead-link'

/**
 * Where a spoken check-in cannot be made here (no microphone, or a server that cannot make the
 * words): an icon, why, and the tap check-in as the way on, with any other way after it. The
 * heading takes the focus whenever `why` changes: screen readers hear what happened, and the
 * next tab reaches 'Type it instead'.
 */
export function TypeInstead({
  icon,
  title,
  why,
  children,
}: {
  icon: ReactNode
  title: string
  why: string
  children?: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [why])
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-surface-2 text-warm">
        {icon}
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
        {title}
      </h1>
      <p role="alert" className="max-w-xs text-muted">
        {why}
      </p>
      <TypeInsteadLink>
        <Trans>Type it instead</Trans>
      </TypeInsteadLink>
      {children}
    </div>
  )
}
