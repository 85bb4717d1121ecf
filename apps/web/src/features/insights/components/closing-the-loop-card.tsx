import { Trans, useLingui } from '@lingui/react/macro'
import { IterationCcw } from 'lucide-react'
import type { ClosingTheLoopView } from '../api/closing-the-loop'
import { countOf, percentText } from '../lib/gut-words'

/**
 * 'Closing the loop' on Insights: tracked decisions with an outcome, this week and
 * all time, and from three outcomes on the share that went as the gut said.
 */
export function ClosingTheLoopCard({ view }: { view: ClosingTheLoopView }) {
  const { t } = useLingui()
  const { closed, tracked } = view
  return (
    <section
      aria-labelledby="loop-title"
      className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="loop-title" className="flex items-center gap-2 font-semibold">
          <IterationCcw aria-hidden="true" size={18} className="text-accent" />
          {t`Closing the loop`}
        </h2>
        <p className="text-sm text-muted">{t`Tracked decisions you came back to`}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex flex-col-reverse gap-1 rounded-2xl bg-surface-2 p-4">
          <dt className="text-xs text-muted">{t`This week`}</dt>
          <dd className="text-2xl font-bold tabular">{view.closedThisWeek}</dd>
        </div>
        <div className="flex flex-col-reverse gap-1 rounded-2xl bg-surface-2 p-4">
          <dt className="text-xs text-muted">{t`All time`}</dt>
          <dd className="text-2xl font-bold tabular">
            <Trans>
              {closed}
              <span className="text-base font-medium text-muted"> of {tracked}</span>
            </Trans>
          </dd>
        </div>
      </dl>
      <GutShare view={view} />
    </section>
  )
}

function GutShare({ view }: { view: ClosingTheLoopView }) {
  const { t } = useLingui()
  if (view.asGutSaid) {
    const percent = percentText(view.asGutSaid.percent)
    const counts = countOf(view.asGutSaid.right, view.asGutSaid.judged)
    return (
      <p>
        <Trans>
          <span className="text-xl font-bold text-warm tabular">{percent}</span> went as your gut
          said <span className="text-sm text-muted tabular">({counts})</span>
        </Trans>
      </p>
    )
  }
  if (view.reading === 'loading') {
    return (
      <div aria-label={t`Reading your outcomes`} className="py-1">
        <span className="block h-5 w-3/4 animate-pulse rounded bg-surface-2" />
      </div>
    )
  }
  if (view.reading === 'failed') {
    return <p className="text-sm text-muted">{t`Unable to read your outcomes. Try again later.`}</p>
  }
  if (view.tracked === 0) {
    return (
      <p className="text-sm text-muted">
        {t`Track a decision at your next check-in, then come back to say how it went.`}
      </p>
    )
  }
  return (
    <p className="text-sm text-muted">
      {t`From three outcomes that say how it went, you’ll see how often your gut was right.`}
    </p>
  )
}
