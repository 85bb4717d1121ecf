import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { cn } from '@/lib/cn'
import { useOverflowing } from './use-overflowing'

/** A person's own text clamped to three lines, with Show more / Show less when it is longer. */
export function ClampedText({
  text,
  className,
  toggleClassName,
}: {
  text: string
  className?: string
  toggleClassName?: string
}) {
  const { t } = useLingui()
  const ref = useRef<HTMLParagraphElement>(null)
  const [expanded, setExpanded] = useState(false)
  const overflows = useOverflowing(ref, !expanded, text)

  return (
    <div className="flex flex-col">
      <p ref={ref} className={cn('whitespace-pre-line', !expanded && 'line-clamp-3', className)}>
        {text}
      </p>
      {overflows || expanded ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className={cn(
            '-ml-1 min-h-11 self-start px-1 text-sm font-semibold text-accent',
            toggleClassName,
          )}
        >
          {expanded ? t`Show less` : t`Show more`}
        </button>
      ) : null}
    </div>
  )
}
