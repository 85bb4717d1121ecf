import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { AnalysisFailed, AnalysisSkeleton, Bone } from '@/components/ui/analysis-states'
import { Button } from '@/components/ui/button'
import type { PatternsView } from '../api/patterns'
import { PatternCard } from './pattern-card'

/** 'Your Patterns': from 3 check-ins on, read by the coach. */
export function PatternsSection({ view }: { view: PatternsView }) {
  const { t } = useLingui()
  return (
    <section aria-labelledby="patterns-title" className="flex flex-col gap-3">
      <h2 id="patterns-title" className="text-lg font-semibold">
        {t`Your Patterns`}
      </h2>
      <PatternsBody view={view} />
    </section>
  )
}

function PatternsBody({ view }: { view: PatternsView }) {
  const { t } = useLingui()
  switch (view.state) {
    case 'insufficient': {
      const { needed } = view
      return (
        <p className="rounded-3xl border border-line bg-surface px-6 py-8 text-center text-muted">
          {plural(needed, {
            one: 'Check in # more time to see your patterns.',
            other: 'Check in # more times to see your patterns.',
          })}
        </p>
      )
    }
    case 'loading':
      return (
        <AnalysisSkeleton label={t`Analyzing your patterns`}>
          {[0, 1].map((i) => (
            <div
              key={i}
              className="flex flex-col gap-2 rounded-3xl border border-line bg-surface p-5"
            >
              <Bone className="h-5 w-1/2" />
              <Bone className="h-4 w-full" />
              <Bone className="h-4 w-4/5" />
            </div>
          ))}
        </AnalysisSkeleton>
      )
    case 'failed':
      return (
        <AnalysisFailed>
          <p>{t`Unable to analyze patterns right now. Please try again later.`}</p>
          <Button variant="secondary" className="mt-4" onClick={view.retry}>
            {t`Retry Analysis`}
          </Button>
        </AnalysisFailed>
      )
    case 'result':
      return view.patterns.length === 0 ? (
        <p className="rounded-3xl border border-line bg-surface px-6 py-8 text-center text-muted">
          {t`No clear patterns yet. Keep checking in and they will start to show.`}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {view.patterns.map((pattern) => (
            <PatternCard key={pattern.title} pattern={pattern} />
          ))}
        </ul>
      )
  }
}
