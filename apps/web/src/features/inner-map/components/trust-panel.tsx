import { useLingui } from '@lingui/react/macro'
import { weeklyTrust } from '@hara/core'
import { useMemo } from 'react'
import { todayOnDevice } from '@/stores/device'
import { useEntries } from '@/stores/records'
import { Bone } from '@/components/ui/analysis-states'
import { AnalysisCard, AnalysisPanel, TwoPartCardSkeleton } from './analysis-panel'
import { TrustCurveChart } from './trust-curve-chart'
import { useCoachLanguage } from '@/lib/coach/coach-language'

/**
 * The Trust tab: 'Trust Curve' with the honored and ignored shares as bars,
 * what followed each, and the recommendation; under them, the honored share week by week,
 * computed on the device.
 */
export function TrustPanel() {
  const { t } = useLingui()
  const lang = useCoachLanguage()
  return (
    <AnalysisPanel
      kind="trust"
      empty={t`Start logging decisions and outcomes to see your trust patterns`}
      failed={t`Unable to analyze trust patterns. Try again later.`}
      loading={t`Analyzing your trust patterns`}
      skeleton={
        <TwoPartCardSkeleton
          part={
            <>
              <div className="flex justify-between">
                <Bone className="h-4 w-40" />
                <Bone className="h-4 w-10" />
              </div>
              <Bone className="h-3 w-full rounded-full" />
              <Bone className="h-4 w-5/6" />
            </>
          }
        />
      }
    >
      {(trust) => (
        <AnalysisCard titleId="trust-curve-heading" title={t`Trust Curve`}>
          <TrustBar
            label={t`Honored gut feelings`}
            percent={trust.honoredPercentage}
            outcome={trust.honoredOutcome}
            tone="accent"
          />
          <TrustBar
            label={t`Ignored gut feelings`}
            percent={trust.ignoredPercentage}
            outcome={trust.ignoredOutcome}
            tone="warm"
          />
          <p lang={lang} className="rounded-2xl bg-surface-2 px-4 py-3 text-sm leading-relaxed">
            {trust.recommendation}
          </p>
          <WeeklyTrust />
        </AnalysisCard>
      )}
    </AnalysisPanel>
  )
}

function TrustBar({
  label,
  percent,
  outcome,
  tone,
}: {
  label: string
  percent: number
  outcome: string
  tone: 'accent' | 'warm'
}) {
  const { t } = useLingui()
  const width = Math.min(100, Math.max(0, percent))
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-sm font-semibold">{label}</h3>
        <span className="font-semibold tabular" aria-hidden="true">
          {t`${percent}%`}
        </span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`${percent}%`}
        className="h-3 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={
            tone === 'accent' ? 'h-full rounded-full bg-accent' : 'h-full rounded-full bg-warm'
          }
          style={{ width: `${width}%` }}
        />
      </div>
      <p className="text-sm leading-relaxed text-muted">{outcome}</p>
    </div>
  )
}

function WeeklyTrust() {
  const entries = useEntries()
  const today = todayOnDevice()
  const weeks = useMemo(() => weeklyTrust(entries, today), [entries, today])
  return <TrustCurveChart weeks={weeks} />
}
