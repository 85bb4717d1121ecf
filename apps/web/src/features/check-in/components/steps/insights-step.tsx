import { Trans, useLingui } from '@lingui/react/macro'
import { Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { InsightText } from '@/components/ui/insight-text'
import { StepHeading } from '@/components/ui/step-frame'

/**
 * Voice steps 5 and 6: the coach's analysis as it streams in (`streaming`), then all of it with
 * 'Save & Continue'. Rendered from its markdown subset, never as HTML.
 */
export function InsightsStep({
  text,
  streaming,
  onContinue,
}: {
  text: string
  streaming: boolean
  onContinue: () => void
}) {
  const { t } = useLingui()
  return (
    <>
      <StepHeading
        title={streaming ? t`Reflecting on what you said…` : t`Your insights`}
        lead={streaming ? t`Your coach is writing.` : undefined}
      />
      <section
        aria-label={t`AI Insights`}
        aria-busy={streaming}
        className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto rounded-3xl border border-line bg-surface p-5"
      >
        <h2 className="flex items-center gap-1.5 text-sm font-semibold text-accent">
          <Sparkles aria-hidden="true" size={16} />
          <Trans>AI Insights</Trans>
        </h2>
        {text ? (
          <InsightText text={text} />
        ) : (
          <div className="flex flex-col gap-2" aria-hidden="true">
            <span className="h-3 w-full rounded-full bg-surface-2 motion-safe:animate-pulse" />
            <span className="h-3 w-5/6 rounded-full bg-surface-2 motion-safe:animate-pulse" />
            <span className="h-3 w-2/3 rounded-full bg-surface-2 motion-safe:animate-pulse" />
          </div>
        )}
      </section>
      <Button size="lg" className="w-full" disabled={streaming} onClick={onContinue}>
        <Trans>Save &amp; Continue</Trans>
      </Button>
    </>
  )
}
