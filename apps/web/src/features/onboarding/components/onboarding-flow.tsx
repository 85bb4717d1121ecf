import { useEffect, useRef, useState } from 'react'
import { StepFrame, type StepDirection } from '@/components/ui/step-frame'
import { AUTO_ADVANCE_MS, type FocusId } from '../onboarding-content'
import { AccessCodeStep } from './steps/access-code-step'
import { ChallengeStep } from './steps/challenge-step'
import { DifferenceStep } from './steps/difference-step'
import { FocusStep } from './steps/focus-step'
import { HowItWorksStep } from './steps/how-it-works-step'
import { ScienceStep } from './steps/science-step'

export type OnboardingResult = { focus: FocusId; challenge: string }

const STEP_COUNT = 6

/**
 * The six onboarding steps of spec section 2, one file each under steps/. A correct access code
 * (checked by the server) completes it; the caller stores the per-user flag and the choices.
 */
export function OnboardingFlow({ onComplete }: { onComplete: (result: OnboardingResult) => void }) {
  const [step, setStep] = useState(1)
  const [direction, setDirection] = useState<StepDirection>('forward')
  const [focus, setFocus] = useState<FocusId | null>(null)
  const [challenge, setChallenge] = useState<string | null>(null)
  const advanceTimer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(advanceTimer.current), [])

  const go = (next: number) => {
    setDirection(next > step ? 'forward' : 'back')
    setStep(next)
  }
  const advanceSoon = () => {
    window.clearTimeout(advanceTimer.current)
    advanceTimer.current = window.setTimeout(() => go(step + 1), AUTO_ADVANCE_MS)
  }

  return (
    <StepFrame
      stepKey={step}
      direction={direction}
      fit="page"
      onBack={step > 1 ? () => go(step - 1) : undefined}
      progress={{ label: 'Onboarding progress', value: step, max: STEP_COUNT, segmented: true }}
    >
      {step === 1 ? <ScienceStep onContinue={() => go(2)} /> : null}
      {step === 2 ? <DifferenceStep onContinue={() => go(3)} /> : null}
      {step === 3 ? (
        <FocusStep
          selected={focus}
          onSelect={(value) => {
            setFocus(value)
            setChallenge(null)
            advanceSoon()
          }}
        />
      ) : null}
      {step === 4 && focus ? (
        <ChallengeStep
          focus={focus}
          selected={challenge}
          onSelect={(value) => {
            setChallenge(value)
            advanceSoon()
          }}
        />
      ) : null}
      {step === 5 ? <HowItWorksStep onContinue={() => go(6)} /> : null}
      {step === 6 ? (
        <AccessCodeStep
          onValid={() => onComplete({ focus: focus ?? 'career', challenge: challenge ?? '' })}
        />
      ) : null}
    </StepFrame>
  )
}
