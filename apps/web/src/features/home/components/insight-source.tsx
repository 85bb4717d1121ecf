import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronRight } from '@/components/ui/home-icons'
import { Link } from '@/components/ui/link'
import { relativeTime } from '@/lib/relative-time'
import { useNow } from '@/lib/use-now'
import type { RecentInsight } from '../lib/home-numbers'

/**
 * An insight's check-in: when it was ('Yesterday', 'Nov 3'), and the way to it. The link's
 * area covers the whole card, so a tap anywhere on the insight opens the check-in.
 */
export function InsightSource({
  from,
  href,
}: {
  from: NonNullable<RecentInsight['from']>
  href: string
}) {
  const { t } = useLingui()
  const now = useNow(60_000)
  const when = relativeTime(from.timestamp, now, { timeZone: from.timeZone })
  return (
    <p className="flex items-center justify-between gap-2 text-xs text-muted">
      <time dateTime={from.timestamp}>{when}</time>
      <Link
        to={href}
        aria-label={t`Open check-in of ${when}`}
        className="-my-2 -mr-2 flex min-h-11 items-center gap-0.5 px-2 font-medium text-accent after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-focus"
      >
        <Trans>Open check-in</Trans>
        <ChevronRight aria-hidden="true" size={14} />
      </Link>
    </p>
  )
}
