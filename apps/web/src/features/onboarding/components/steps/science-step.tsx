import { Trans, useLingui } from '@lingui/react/macro'
import { ContinueButton, StepLayout } from '../step-layout'

/** Onboarding step 1: what the gut is, and why listening to it can be practised. */
export function ScienceStep({ onContinue }: { onContinue: () => void }) {
  const { t } = useLingui()
  return (
    <StepLayout
      eyebrow={t`The science`}
      title={t`Your gut is talking. Let's learn to listen.`}
      footer={<ContinueButton onClick={onContinue} />}
    >
      <p className="text-lg leading-relaxed text-muted">
        <Trans>
          Your gut holds a dense web of around 500 million neurons, in constant conversation with
          your brain. Researchers call the sense of your body&apos;s inner signals{' '}
          <em className="text-fg not-italic font-medium">interoception</em>.
        </Trans>
      </p>
      <p className="text-lg leading-relaxed text-muted">
        <Trans>
          Studies suggest that people who read these signals well tend to make better fast
          decisions. Like any sense, it grows sharper with practice. Hara is that practice.
        </Trans>
      </p>
    </StepLayout>
  )
}
