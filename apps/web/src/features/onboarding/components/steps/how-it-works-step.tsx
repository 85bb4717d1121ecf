import { ContinueButton, StepLayout } from '../step-layout'

const STEPS = [
  ['Notice', 'When you feel a signal, check in: tap or speak in under a minute.'],
  ['Choose', 'Note whether you honor it or not, and the decision you make.'],
  ['Learn', 'Log what happened. Your coach finds the patterns with you.'],
] as const

/** Onboarding step 5: the daily practice in three steps. */
export function HowItWorksStep({ onContinue }: { onContinue: () => void }) {
  return (
    <StepLayout
      eyebrow="How it works"
      title="Three small steps, every day"
      footer={<ContinueButton onClick={onContinue} />}
    >
      <ol className="flex flex-col gap-3">
        {STEPS.map(([title, text], i) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-line bg-surface p-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-on-accent tabular">
              {i + 1}
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </StepLayout>
  )
}
