import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { isCalendarDay } from '@hara/core'
import { Suspense } from 'react'
import { useSearchParams } from '@/lib/router'
import { AnalysisSkeleton, Bone } from '@/components/ui/analysis-states'
import { cn } from '@/lib/cn'
import { useRememberedState } from '../lib/use-remembered-state'
import { CalendarPanel } from './calendar/calendar-panel'
import { SignalsPanel } from './signals-panel'
import { Timeline, type TimelineProps } from './timeline'
import { TonePanel } from './tone-panel'
import { TrustPanel } from './trust-panel'

const TABS = ['Timeline', 'Calendar', 'Signals', 'Trust', 'Tone'] as const
type Tab = (typeof TABS)[number]
const TAB_NAMES: Record<Tab, MessageDescriptor> = {
  Timeline: msg`Timeline`,
  Calendar: msg`Calendar`,
  Signals: msg`Signals`,
  Trust: msg`Trust`,
  Tone: msg`Tone`,
}

/**
 * Inner Map (/map): the Timeline, the calendar and the three analyses. Only the open tab is
 * mounted, so an analysis is asked for when its tab is opened, and a tab left behind cancels
 * its request. The open tab is kept with the history entry: Back from a day opened on the
 * Timeline (`/map?day=YYYY-MM-DD`, from the calendar or Home) returns to the calendar.
 */
export function InnerMap(timeline: Omit<TimelineProps, 'day'>) {
  const { t, i18n } = useLingui()
  const [tab, setTab] = useRememberedState<Tab>('tab', 'Timeline')
  const params = useSearchParams()
  const asked = params.get('day')
  const day = asked !== null && isCalendarDay(asked) ? asked : null
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t`Inner Map`}</h1>
        <p className="text-muted">{t`Your gut feeling patterns`}</p>
      </header>
      <div
        role="tablist"
        aria-label={t`Inner Map views`}
        className="flex gap-1 rounded-2xl bg-surface p-1"
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
              'min-h-11 min-w-0 flex-1 rounded-xl text-xs font-semibold transition-colors duration-150',
              tab === name ? 'bg-surface-2 text-fg shadow-sm' : 'text-muted hover:text-fg',
            )}
          >
            {i18n._(TAB_NAMES[name])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'Timeline' ? <Timeline {...timeline} day={day} /> : null}
        {tab === 'Calendar' ? <CalendarPanel /> : null}
        {/* An analysis reads the whole journal: the first time, that takes a moment. */}
        <Suspense
          fallback={
            <AnalysisSkeleton label={t`Reading your journal`}>
              <Bone className="h-28 w-full" />
            </AnalysisSkeleton>
          }
        >
          {tab === 'Signals' ? <SignalsPanel /> : null}
          {tab === 'Trust' ? <TrustPanel /> : null}
          {tab === 'Tone' ? <TonePanel /> : null}
        </Suspense>
      </div>
    </div>
  )
}
