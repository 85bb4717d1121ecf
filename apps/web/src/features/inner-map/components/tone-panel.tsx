import { useInnerMapAnalysis } from '../api/inner-map-analysis'
import { AnalysisFailed, AnalysisSkeleton, Bone } from '@/components/ui/analysis-states'
import { EmptyState } from './empty-state'

/**
 * The Tone tab: 'Tone Patterns', how you sound when honoring and when ignoring
 * your gut, the key indicators and the guidance.
 */
export function TonePanel() {
  const view = useInnerMapAnalysis('tone')
  if (view.state === 'insufficient') {
    return <EmptyState>Start logging voice check-ins to see your tone patterns</EmptyState>
  }
  if (view.state === 'failed') {
    return <AnalysisFailed>Unable to analyze tone patterns. Try again later.</AnalysisFailed>
  }
  if (view.state === 'loading') {
    return (
      <AnalysisSkeleton label="Analyzing your tone patterns">
        <div className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5">
          <Bone className="h-6 w-36" />
          {[0, 1].map((i) => (
            <div key={i} className="flex flex-col gap-2">
              <Bone className="h-4 w-44" />
              <Bone className="h-4 w-full" />
              <Bone className="h-4 w-2/3" />
            </div>
          ))}
          <Bone className="h-4 w-28" />
          <Bone className="h-4 w-3/4" />
          <Bone className="h-16 w-full rounded-2xl" />
        </div>
      </AnalysisSkeleton>
    )
  }
  const tone = view.value
  return (
    <section
      aria-labelledby="tone-title"
      className="flex flex-col gap-5 rounded-3xl border border-line bg-surface p-5"
    >
      <h2 id="tone-title" className="text-lg font-semibold">
        Tone Patterns
      </h2>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold text-accent">When honoring your gut:</h3>
        <p className="text-sm leading-relaxed">{tone.honoredTone}</p>
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold text-warm">When ignoring your gut:</h3>
        <p className="text-sm leading-relaxed">{tone.ignoredTone}</p>
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold">Key indicators:</h3>
        {tone.keyIndicators.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed text-muted">
            {tone.keyIndicators.map((indicator) => (
              <li key={indicator}>{indicator}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">None stand out yet.</p>
        )}
      </div>
      <p className="rounded-2xl bg-surface-2 px-4 py-3 text-sm leading-relaxed">{tone.guidance}</p>
    </section>
  )
}
