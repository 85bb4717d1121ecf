import { newestFirst, type Entry } from '@hara/core'
import { EntryCard } from './entry-card'
import { EmptyState } from './inner-map'

/** The Timeline tab (spec section 2): one card per entry, newest first. */
export function Timeline({ entries, now }: { entries: readonly Entry[]; now: Date }) {
  if (entries.length === 0) {
    return (
      <EmptyState title="No entries yet">Start checking in to see your journey unfold</EmptyState>
    )
  }
  return (
    <ol className="flex flex-col gap-3 pb-4" aria-label="Your check-ins">
      {newestFirst(entries).map((entry) => (
        <li key={entry.id}>
          <EntryCard entry={entry} now={now} />
        </li>
      ))}
    </ol>
  )
}
