import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useRef, useState } from 'react'
import { cn } from '@/lib/cn'

/**
 * A person's own text clamped to three lines, with Show more / Show less when it is longer.
 * Whether it is longer is measured before the first paint (the layout is computed for that
 * paint anyway), so the toggle never appears a frame late.
 */
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
  const [overflows, setOverflows] = useState(false)

  useLayoutEffect(() => {
    const element = ref.current
    if (element && !expanded) setOverflows(element.scrollHeight > element.clientHeight + 1)
  }, [text, expanded])

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
