import { GUT_MIN_JUDGED, type GutOverTime, type GutReliability } from '@hara/core'
import { TrendingUp } from 'lucide-react'
import { ProgressBar } from '@/components/ui/progress-bar'
import type { GutOverTimeView } from '../api/gut-over-time'
import { moreOutcomesThatSay, placeCounts, trendSentence } from '../lib/gut-words'
import { GutByStrengthSection } from './gut-by-strength-card'
import { GutOverTimeChart } from './gut-over-time-chart'

/**
 * 'Your gut, over time' on Insights: how often the gut was right, period by period, in words
 * and as a chart, and where it is most and least reliable. Only what the journal supports: a
 * period or a place from three judged outcomes, and an honest 'not enough yet' before that.
 */
export function GutOverTimeCard({ view }: { view: GutOverTimeView }) {
  const grain = view.state === 'ready' ? view.gut.grain : null
  return (
    <section
      aria-labelledby="gut-time-title"
      aria-busy={view.state === 'loading'}
      className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="gut-time-title" className="flex items-center gap-2 font-semibold">
          <TrendingUp aria-hidden="true" size={18} className="text-accent" />
          Your gut, over time
        </h2>
        <p className="text-sm text-muted">
          How often your gut was right
          {grain === null ? '' : grain === 'month' ? ', month by month' : ', week by week'}
        </p>
      </div>
      <Body view={view} />
    </section>
  )
}

function Body({ view }: { view: GutOverTimeView }) {
  if (view.state === 'loading') {
    return (
      <div aria-label="Reading your outcomes" className="flex flex-col gap-3">
        <span className="block h-5 w-4/5 animate-pulse rounded bg-surface-2" />
        <span className="block h-36 animate-pulse rounded-2xl bg-surface-2" />
      </div>
    )
  }
  if (view.state === 'failed') {
    return <p className="text-sm text-muted">Unable to read your outcomes. Try again later.</p>
  }
  const { gut, byStrength, byMonth } = view
  if (gut.shown.length === 0) {
    return (
      <>
        <NotEnoughYet gut={gut} />
        <GutByStrengthSection byStrength={byStrength} byMonth={byMonth} />
      </>
    )
  }
  return (
    <>
      <p className="text-lg leading-snug font-semibold" data-testid="gut-trend">
        {trendSentence(gut.shown, gut.grain)}
      </p>
      <GutOverTimeChart periods={gut.shown} grain={gut.grain} />
      <Places title="By context" reliability={gut.byContext} what="context" />
      <Places title="By body signal" reliability={gut.bySignal} what="body signal" />
      <GutByStrengthSection byStrength={byStrength} byMonth={byMonth} />
    </>
  )
}

function NotEnoughYet({ gut }: { gut: GutOverTime }) {
  const have = GUT_MIN_JUDGED - gut.needed
  const unit = gut.grain === 'month' ? 'month' : 'week'
  return (
    <div className="flex flex-col gap-3" data-testid="gut-not-enough">
      <p className="font-semibold">Not enough yet</p>
      <p className="text-sm text-muted">
        {moreOutcomesThatSay(gut.needed)}, and you’ll see how often your gut is right. Outcomes
        count in the {unit} of their check-in.
      </p>
      <ProgressBar
        label={`Outcomes that say how it went, in one ${unit}`}
        value={have}
        max={GUT_MIN_JUDGED}
        tone="warm"
      />
      <p className="text-xs text-muted tabular">
        {have} of {GUT_MIN_JUDGED} in one {unit}
      </p>
    </div>
  )
}

function Places({
  title,
  reliability,
  what,
}: {
  title: string
  reliability: GutReliability | null
  what: string
}) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {reliability === null ? (
        <p className="text-sm text-muted">
          From {GUT_MIN_JUDGED} judged outcomes in one {what}, you’ll see where your gut is most
          reliable.
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3">
          <Place label="Most reliable" place={reliability.most} />
          {reliability.least ? <Place label="Least reliable" place={reliability.least} /> : null}
        </dl>
      )}
    </div>
  )
}

function Place({ label, place }: { label: string; place: GutReliability['most'] }) {
  return (
    <div className="flex min-h-[4.5rem] flex-col gap-1 rounded-2xl bg-surface-2 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="flex flex-col">
        <span className="leading-snug font-semibold break-words">{place.name}</span>
        <span className="text-xs text-muted tabular">{placeCounts(place)}</span>
      </dd>
    </div>
  )
}
