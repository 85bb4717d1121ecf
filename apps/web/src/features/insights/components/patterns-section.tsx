import { AnalysisFailed, AnalysisSkeleton, Bone } from '@/components/ui/analysis-states'
import { Button } from '@/components/ui/button'
import type { PatternsView } from '../api/patterns'
import { PatternCard } from './pattern-card'

/** 'Your Patterns': from 3 check-ins on, read by the coach. */
export function PatternsSection({ view }: { view: PatternsView }) {
  return (
    <section aria-labelledby="patterns-title" className="flex flex-col gap-3">
      <h2 id="patterns-title" className="text-lg font-semibold">
        Your Patterns
      </h2>
      <PatternsBody view={view} />
    </section>
  )
}

function PatternsBody({ view }: { view: PatternsView }) {
  switch (view.state) {
    case 'insufficient':
      return (
        <p className="rounded-3xl border border-line bg-surface px-6 py-8 text-center text-muted">
          {view.needed === 1
            ? 'Check in 1 more time to see your patterns.'
            : `Check in ${view.needed} more times to see your patterns.`}
        </p>
      )
    case 'loading':
      return (
        <AnalysisSkeleton label="Analyzing your patterns">
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
          <p>Unable to analyze patterns right now. Please try again later.</p>
          <Button variant="secondary" className="mt-4" onClick={view.retry}>
            Retry Analysis
          </Button>
        </AnalysisFailed>
      )
    case 'result':
      return view.patterns.length === 0 ? (
        <p className="rounded-3xl border border-line bg-surface px-6 py-8 text-center text-muted">
          No clear patterns yet. Keep checking in and they will start to show.
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
