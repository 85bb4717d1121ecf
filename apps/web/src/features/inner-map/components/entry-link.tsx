import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Link } from '@/components/ui/link'
import { entryPath } from '../lib/entry-path'

/**
 * A card's title, and the way into the check-in: the link's area covers the whole card, so a
 * tap anywhere on it opens the check-in, while the card's own buttons (raised above it with
 * `relative z-10`) keep working. One link per card for keyboard and screen-reader users.
 */
export function EntryLink({
  id,
  className,
  children,
}: {
  id: string
  className?: string
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <Link
      to={entryPath(id)}
      className={cn(
        'font-medium after:absolute after:inset-0 after:rounded-3xl after:content-[""]',
        'focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-focus',
        className,
      )}
    >
      <span className="sr-only">{t`Open check-in:`} </span>
      {children}
    </Link>
  )
}
