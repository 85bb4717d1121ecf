import { useLingui } from '@lingui/react/macro'
import { Sparkles } from 'lucide-react'
import { AnalysisSkeleton, Bone } from '@/components/ui/analysis-states'
import { InsightText } from '@/components/ui/insight-text'
import type { GuidanceView } from '../api/daily-guidance'

/**
 * The Daily Guidance card: the coach's words for today, appearing as they
 * stream in. The card keeps its place while it loads, so nothing below it jumps.
 */
export function DailyGuidanceCard({ view }: { view: GuidanceView }) {
  const { t } = useLingui()
  return (
    <section
      aria-labelledby="guidance-title"
      aria-busy={view.state === 'loading' || view.state === 'streaming'}
      className="flex min-h-44 flex-col gap-3 rounded-3xl border border-line bg-surface p-5"
    >
      <h2 id="guidance-title" className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden="true" size={18} className="text-warm" />
        {t`Daily Guidance`}
      </h2>
      {view.state === 'loading' ? (
        <AnalysisSkeleton label={t`Loading your guidance`}>
          <Bone className="h-5 w-2/3" />
          <Bone className="h-4 w-full" />
          <Bone className="h-4 w-5/6" />
          <Bone className="h-4 w-3/4" />
        </AnalysisSkeleton>
      ) : view.state === 'failed' ? (
        <p role="alert" className="text-muted">
          {t`Unable to load guidance right now. Try again later.`}
        </p>
      ) : (
        <InsightText text={view.text} className="text-[0.95rem] [&_h4]:text-base" />
      )}
    </section>
  )
}
