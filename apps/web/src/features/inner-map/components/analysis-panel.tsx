import type { AnalysisKind } from '@hara/core'
import type { ReactNode } from 'react'
import { AnalysisFailed, AnalysisSkeleton, Bone } from '@/components/ui/analysis-states'
import { useInnerMapAnalysis, type AnalysisResult } from '../api/inner-map-analysis'
import { EmptyState } from './empty-state'

/**
 * The shell of an Inner Map analysis tab (Signals, Trust, Tone): its empty text while the
 * journal cannot feed it, its failure message, a skeleton shaped like what is coming, and then
 * the analysis itself. Copy: docs/product.md#inner-map.
 */
export function AnalysisPanel<K extends AnalysisKind>({
  kind,
  empty,
  failed,
  loading,
  skeleton,
  children,
}: {
  kind: K
  /** Shown when the journal has nothing this analysis can read. */
  empty: string
  /** Shown when the coach could not answer. */
  failed: string
  /** What a screen reader hears while it loads. */
  loading: string
  skeleton: ReactNode
  children: (value: AnalysisResult<K>) => ReactNode
}) {
  const view = useInnerMapAnalysis(kind)
  if (view.state === 'insufficient') return <EmptyState>{empty}</EmptyState>
  if (view.state === 'failed') return <AnalysisFailed>{failed}</AnalysisFailed>
  if (view.state === 'loading')
    return <AnalysisSkeleton label={loading}>{skeleton}</AnalysisSkeleton>
  return children(view.value)
}

/** The card an analysis shows in: a titled section. */
export function AnalysisCard({
  titleId,
  title,
  children,
}: {
  titleId: string
  title: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-3xl border border-line bg-surface p-5"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * The skeleton of a card of two parts (honored and ignored) and a closing note: its title, each
 * part's bones (`part`), anything `after` them, and the note.
 */
export function TwoPartCardSkeleton({ part, after }: { part: ReactNode; after?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5">
      <Bone className="h-6 w-36" />
      {[0, 1].map((i) => (
        <div key={i} className="flex flex-col gap-2">
          {part}
        </div>
      ))}
      {after}
      <Bone className="h-16 w-full rounded-2xl" />
    </div>
  )
}
