import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { GUT_MIN_JUDGED, type GutOverTime, type GutReliability } from '@hara/core'
import { TrendingUp } from 'lucide-react'
import { ProgressBar } from '@/components/ui/progress-bar'
import { bodySignalText } from '@/i18n/core-texts/body-signals'
import { categoryText } from '@/i18n/core-texts/categories'
import type { GutOverTimeView } from '../api/gut-over-time'
import { placeCounts, trendSentence } from '../lib/gut-words'
import { GutByStrengthSection } from './gut-by-strength-card'
import { GutOverTimeChart } from './gut-over-time-chart'

/**
 * 'Your gut, over time' on Insights: how often the gut was right, period by period, in words
 * and as a chart, and where it is most and least reliable. Only what the journal supports: a
 * period or a place from three judged outcomes, and an honest 'not enough yet' before that.
 */
export function GutOverTimeCard({ view }: { view: GutOverTimeView }) {
  const { t } = useLingui()
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
          {t`Your gut, over time`}
        </h2>
        <p className="text-sm text-muted">
          {grain === null
            ? t`How often your gut was right`
            : grain === 'month'
              ? t`How often your gut was right, month by month`
              : t`How often your gut was right, week by week`}
        </p>
      </div>
      <Body view={view} />
    </section>
  )
}

function Body({ view }: { view: GutOverTimeView }) {
  const { t, i18n } = useLingui()
  const least = GUT_MIN_JUDGED
  if (view.state === 'loading') {
    return (
      <div aria-label={t`Reading your outcomes`} className="flex flex-col gap-3">
        <span className="block h-5 w-4/5 animate-pulse rounded bg-surface-2" />
        <span className="block h-36 animate-pulse rounded-2xl bg-surface-2" />
      </div>
    )
  }
  if (view.state === 'failed') {
    return <p className="text-sm text-muted">{t`Unable to read your outcomes. Try again later.`}</p>
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
      <Places
        title={t`By context`}
        reliability={gut.byContext}
        missing={t`From ${least} judged outcomes in one context, you’ll see where your gut is most reliable.`}
        name={(place) => categoryText(i18n, place)}
      />
      <Places
        title={t`By body signal`}
        reliability={gut.bySignal}
        missing={t`From ${least} judged outcomes in one body signal, you’ll see where your gut is most reliable.`}
        name={(place) => bodySignalText(i18n, place)}
      />
      <GutByStrengthSection byStrength={byStrength} byMonth={byMonth} />
    </>
  )
}

function NotEnoughYet({ gut }: { gut: GutOverTime }) {
  const { t } = useLingui()
  const { needed } = gut
  const least = GUT_MIN_JUDGED
  const have = least - needed
  const month = gut.grain === 'month'
  return (
    <div className="flex flex-col gap-3" data-testid="gut-not-enough">
      <p className="font-semibold">{t`Not enough yet`}</p>
      <p className="text-sm text-muted">
        {plural(needed, {
          one: '# more outcome that says how it went, and you’ll see how often your gut is right.',
          other:
            '# more outcomes that say how it went, and you’ll see how often your gut is right.',
        })}{' '}
        {month
          ? t`Outcomes count in the month of their check-in.`
          : t`Outcomes count in the week of their check-in.`}
      </p>
      <ProgressBar
        label={
          month
            ? t`Outcomes that say how it went, in one month`
            : t`Outcomes that say how it went, in one week`
        }
        value={have}
        max={GUT_MIN_JUDGED}
        tone="warm"
      />
      <p className="text-xs text-muted tabular">
        {month ? t`${have} of ${least} in one month` : t`${have} of ${least} in one week`}
      </p>
    </div>
  )
}

function Places({
  title,
  reliability,
  missing,
  name,
}: {
  title: string
  reliability: GutReliability | null
  /** What it takes before a place shows, in words. */
  missing: string
  /** A place's name in the language spoken now (the core keeps its English). */
  name: (place: string) => string
}) {
  const { t } = useLingui()
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {reliability === null ? (
        <p className="text-sm text-muted">{missing}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3">
          <Place label={t`Most reliable`} place={reliability.most} name={name} />
          {reliability.least ? (
            <Place label={t`Least reliable`} place={reliability.least} name={name} />
          ) : null}
        </dl>
      )}
    </div>
  )
}

function Place({
  label,
  place,
  name,
}: {
  label: string
  place: GutReliability['most']
  name: (place: string) => string
}) {
  return (
    <div className="flex min-h-[4.5rem] flex-col gap-1 rounded-2xl bg-surface-2 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="flex flex-col">
        <span className="leading-snug font-semibold break-words">{name(place.name)}</span>
        <span className="text-xs text-muted tabular">{placeCounts(place)}</span>
      </dd>
    </div>
  )
}
