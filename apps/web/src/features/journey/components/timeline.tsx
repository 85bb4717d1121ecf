import { entryCategory, newestFirst, relativeTime, type Entry } from '@hara/core'
import { Mic } from 'lucide-react'
import { EmptyState } from './inner-map'

/** The Timeline tab (spec section 2): one card per entry, newest first. */
export function Timeline({ entries, now }: { entries: readonly Entry[]; now: Date }) {
  if (entries.length === 0) {
    return (
      <EmptyState title="No entries yet">Start checking in to see your journey unfold</EmptyState>
    )
  }
  return (
    <ol className="flex flex-col gap-3" aria-label="Your check-ins">
      {newestFirst(entries).map((entry) => (
        <li key={entry.id}>
          <EntryCard entry={entry} now={now} />
        </li>
      ))}
    </ol>
  )
}

function EntryCard({ entry, now }: { entry: Entry; now: Date }) {
  return (
    <article className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-5">
      <header className="flex items-center gap-2 text-sm">
        <span className="rounded-full bg-accent/15 px-3 py-1 font-semibold text-accent">
          {entryCategory(entry)}
        </span>
        <time dateTime={entry.timestamp} className="text-muted">
          {relativeTime(entry.timestamp, now, { timeZone: entry.timeZone })}
        </time>
        <span className="ml-auto font-semibold text-warm tabular">+{entry.xp} XP</span>
      </header>
      {entry.mode === 'tap' ? (
        <div className="flex flex-col gap-1.5">
          <p className="font-medium">
            {entry.context === 'Custom' && entry.customNote ? entry.customNote : entry.context} •{' '}
            {entry.bodySensation}
          </p>
          <p className="text-sm text-muted">
            Gut: {entry.gutFeeling} • {entry.willIgnore === 'no' ? 'Honored it' : 'Ignored it'}
          </p>
          {entry.decision ? (
            <p className="rounded-2xl bg-surface-2 px-4 py-3 text-sm">
              <span className="font-semibold">Decision: </span>
              {entry.decision}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-1.5">
          <p className="flex items-center gap-2 font-medium">
            <Mic aria-hidden="true" size={16} className="text-warm" />
            Voice check: {entry.label}
          </p>
          <blockquote className="line-clamp-3 text-sm text-muted">“{entry.transcript}”</blockquote>
        </div>
      )}
    </article>
  )
}
