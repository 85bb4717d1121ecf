import type { Entry } from '@hara/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { EmptyState } from './empty-state'
import { EntryCard } from './entry-card'

/**
 * Cards rendered at first, and added each time the reader nears the end of the list: a phone's
 * screen and a half, so the first screen of a long journal paints without waiting for cards
 * far below it (a voice card renders its transcript and the coach's markdown).
 */
export const TIMELINE_PAGE = 10

/**
 * The Timeline tab (spec section 2): one card per entry, newest first. A long journal (issue
 * 10: thousands of entries) renders a page of cards and adds the next page as the reader nears
 * the end, so the first render costs the same for 10 entries or 11,000. The button at the end
 * does the same for keyboard and screen-reader users. `entries` come oldest first, in time order
 * (as the journal store keeps them), so a page is the end of the list, reversed: the cost of a
 * page never grows with the journal. While the journal is still being read, `entries` holds the
 * newest ones and `total` says how many there are in all.
 */
export interface TimelineProps {
  /** Oldest first, in time order. */
  entries: readonly Entry[]
  /** How many check-ins the journal holds; more than `entries` while it is still being read. */
  total?: number
  now: Date
}

export function Timeline({ entries, total = entries.length, now }: TimelineProps) {
  const [shown, setShown] = useState(TIMELINE_PAGE)
  const page = useMemo(() => entries.slice(-shown).reverse(), [entries, shown])
  const more = useRef<HTMLButtonElement>(null)
  const remaining = Math.max(total, entries.length) - page.length
  const hasMore = remaining > 0

  // Observed again after each page: a button still in view then reports itself once more.
  useEffect(() => {
    const button = more.current
    if (!button || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting)) setShown((n) => n + TIMELINE_PAGE)
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(button)
    return () => observer.disconnect()
  }, [shown, hasMore])

  if (entries.length === 0) {
    return (
      <EmptyState title="No entries yet">Start checking in to see your journey unfold</EmptyState>
    )
  }
  return (
    <div className="flex flex-col gap-3 pb-4">
      <ol className="flex flex-col gap-3" aria-label="Your check-ins">
        {page.map((entry) => (
          <li key={entry.id}>
            <EntryCard entry={entry} now={now} />
          </li>
        ))}
      </ol>
      {hasMore ? (
        <button
          ref={more}
          type="button"
          onClick={() => setShown((n) => n + TIMELINE_PAGE)}
          className="min-h-11 self-center rounded-2xl px-4 text-sm font-semibold text-accent"
        >
          Show older check-ins ({remaining})
        </button>
      ) : null}
    </div>
  )
}
