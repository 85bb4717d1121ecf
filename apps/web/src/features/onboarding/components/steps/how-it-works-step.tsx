import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ContinueButton, StepLayout } from '../step-layout'

const STEPS = [
  [msg`Notice`, msg`When you feel a signal, check in: tap or speak in under a minute.`],
  [msg`Choose`, msg`Note whether you honor it or not, and the decision you make.`],
  [msg`Learn`, msg`Log what happened. Your coach finds the patterns with you.`],
] as const

/** Onboarding step 5: the daily practice in three steps. */
export function HowItWorksStep({ onContinue }: { onContinue: () => void }) {
  const { t, i18n } = useLingui()
  return (
    <StepLayout
      eyebrow={t`How it works`}
      title={t`Three small steps, every day`}
      footer={<ContinueButton onClick={onContinue} />}
    >
      <ol className="flex flex-col gap-3">
        {STEPS.map(([title, text], i) => (
          <li key={i} className="flex gap-4 rounded-2xl border border-line bg-surface p-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-on-accent tabular">
              {i + 1}
            </span>
            <div>
              <p className="font-semibold">{i18n._(title)}</p>
              <p className="text-muted">{i18n._(text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </StepLayout>
  )
}
