import { useLingui } from '@lingui/react/macro'
import { Bone } from '@/components/ui/analysis-states'
import { AnalysisCard, AnalysisPanel, TwoPartCardSkeleton } from './analysis-panel'
import { useCoachLanguage } from '@/lib/coach/coach-language'

/**
 * The Tone tab: 'Tone Patterns', how you sound when honoring and when ignoring
 * your gut, the key indicators and the guidance.
 */
export function TonePanel() {
  const { t } = useLingui()
  const lang = useCoachLanguage()
  return (
    <AnalysisPanel
      kind="tone"
      empty={t`Start logging voice check-ins to see your tone patterns`}
      failed={t`Unable to analyze tone patterns. Try again later.`}
      loading={t`Analyzing your tone patterns`}
      skeleton={
        <TwoPartCardSkeleton
          part={
            <>
              <Bone className="h-4 w-44" />
              <Bone className="h-4 w-full" />
              <Bone className="h-4 w-2/3" />
            </>
          }
          after={
            <>
              <Bone className="h-4 w-28" />
              <Bone className="h-4 w-3/4" />
            </>
          }
        />
      }
    >
      {(tone) => (
        <AnalysisCard titleId="tone-title" title={t`Tone Patterns`}>
          <div className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold text-accent">{t`When honoring your gut:`}</h3>
            <p className="text-sm leading-relaxed">{tone.honoredTone}</p>
          </div>
          <div className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold text-warm">{t`When ignoring your gut:`}</h3>
            <p className="text-sm leading-relaxed">{tone.ignoredTone}</p>
          </div>
          <div className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold">{t`Key indicators:`}</h3>
            {tone.keyIndicators.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed text-muted">
                {tone.keyIndicators.map((indicator) => (
                  <li key={indicator}>{indicator}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t`None stand out yet.`}</p>
            )}
          </div>
          <p lang={lang} className="rounded-2xl bg-surface-2 px-4 py-3 text-sm leading-relaxed">
            {tone.guidance}
          </p>
        </AnalysisCard>
      )}
    </AnalysisPanel>
  )
}
