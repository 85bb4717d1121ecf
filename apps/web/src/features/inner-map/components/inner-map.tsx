import type { Entry } from '@hara/core'
import { useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Timeline } from './timeline'

const TABS = ['Timeline', 'Signals', 'Trust', 'Tone'] as const
type Tab = (typeof TABS)[number]

/** Empty texts of the analysis tabs (spec section 2); their analyses arrive with the coach. */
const EMPTY: Record<Exclude<Tab, 'Timeline'>, string> = {
  Signals: 'Start logging check-ins with body sensations to see your signal patterns',
  Trust: 'Start logging decisions and outcomes to see your trust patterns',
  Tone: 'Start logging voice check-ins to see your tone patterns',
}

/** Inner Map (/map, spec section 2): the Timeline tab and the frame of the other three. */
export function InnerMap({ entries, now }: { entries: readonly Entry[]; now: Date }) {
  const [tab, setTab] = useState<Tab>('Timeline')
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Inner Map</h1>
        <p className="text-muted">Your gut feeling patterns</p>
      </header>
      <div
        role="tablist"
        aria-label="Inner Map views"
        className="grid grid-cols-4 gap-1 rounded-2xl bg-surface p-1"
      >
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => {
              const i = TABS.indexOf(tab)
              if (event.key === 'ArrowRight') setTab(TABS[(i + 1) % TABS.length]!)
              if (event.key === 'ArrowLeft') setTab(TABS[(i + TABS.length - 1) % TABS.length]!)
            }}
            className={cn(
              'min-h-11 rounded-xl text-sm font-semibold transition-colors duration-150',
              tab === name ? 'bg-surface-2 text-fg shadow-sm' : 'text-muted hover:text-fg',
            )}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'Timeline' ? (
          <Timeline entries={entries} now={now} />
        ) : (
          <EmptyState>{EMPTY[tab]}</EmptyState>
        )}
      </div>
    </div>
  )
}

export function EmptyState({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed border-line px-6 py-12 text-center">
      {title ? <p className="text-lg font-semibold">{title}</p> : null}
      <p className="max-w-xs text-muted">{children}</p>
    </div>
  )
}
