import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { StepHeading } from '@/components/ui/step-frame'

/**
 * After choosing to ignore the feeling. The tap flow goes on to the decision (`decisionNext`),
 * where the decision is written down; the voice flow saves here (`busy` while it does), so its
 * reminder points to where the outcome is noted later, the timeline.
 */
export function GentleReminderStep({
  onContinue,
  busy = false,
  decisionNext = false,
}: {
  onContinue: () => void
  busy?: boolean
  decisionNext?: boolean
}) {
  const { t } = useLingui()
  return (
    <>
      <StepHeading title={t`That’s okay`} />
      <div className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-6">
        <p className="text-lg leading-relaxed">
          <Trans>Sometimes we choose another way, and that is part of learning too.</Trans>
        </p>
        <p className="leading-relaxed text-muted">
          {decisionNext
            ? t`Write down what you decide. When you look back at how it turned out, your gut gets a little easier to hear next time.`
            : t`Once you know how it turned out, note it on this check-in in your timeline. Looking back makes your gut a little easier to hear next time.`}
        </p>
      </div>
      <div className="mt-auto">
        <Button size="lg" className="w-full" disabled={busy} onClick={onContinue}>
          {busy ? t`Saving…` : t`Continue`}
        </Button>
      </div>
    </>
  )
}
