import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { StepFrame, type StepDirection } from '@/components/ui/step-frame'
import { draftKey } from '@/lib/device-keys'
import { clearDraft, readDraft, writeDraft } from '@/lib/session-draft'
import { useActiveUserId } from '@/stores/device'
import { AUTO_ADVANCE_MS, FOCUS_OPTIONS, type FocusId } from '../onboarding-content'
import { AccessCodeStep } from './steps/access-code-step'
import { ChallengeStep } from './steps/challenge-step'
import { DifferenceStep } from './steps/difference-step'
import { FocusStep } from './steps/focus-step'
import { HowItWorksStep } from './steps/how-it-works-step'
import { ScienceStep } from './steps/science-step'

export type OnboardingResult = { focus: FocusId; challenge: string }

const STEP_COUNT = 6

/** Where a person is in onboarding, kept per account so that a reload resumes there. */
export type OnboardingDraft = { step: number; focus: FocusId | null; challenge: string | null }

const START: OnboardingDraft = { step: 1, focus: null, challenge: null }

/** Reads a kept draft back; anything else starts at the beginning. */
export function parseOnboardingDraft(value: unknown): OnboardingDraft | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { step, focus, challenge } = value as Record<string, unknown>
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 1 || step > STEP_COUNT) {
    return undefined
  }
  const known = FOCUS_OPTIONS.find((option) => option.id === focus)?.id ?? null
  // The challenge step needs a focus: without one, resume at the focus step.
  return {
    step: step === 4 && known === null ? 3 : step,
    focus: known,
    challenge: typeof challenge === 'string' ? challenge : null,
  }
}

/**
 * The six onboarding steps, one file each under steps/. A correct access code (checked by the
 * server) completes it; the caller stores the per-user flag and the choices. The step reached
 * and the choices survive a reload, per account.
 */
export function OnboardingFlow({
  onComplete,
  signOut,
}: {
  onComplete: (result: OnboardingResult) => void
  /** The access-code step's way out for someone without a code. */
  signOut?: { run: () => void; pending: boolean }
}) {
  const { t } = useLingui()
  const key = draftKey(useActiveUserId(), 'onboarding')
  const [initial] = useState(() => readDraft(key, parseOnboardingDraft) ?? START)
  const [step, setStep] = useState(initial.step)
  const [direction, setDirection] = useState<StepDirection>('forward')
  const [focus, setFocus] = useState<FocusId | null>(initial.focus)
  const [challenge, setChallenge] = useState<string | null>(initial.challenge)
  const advanceTimer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(advanceTimer.current), [])
  useEffect(
    () => writeDraft(key, { step, focus, challenge } satisfies OnboardingDraft),
    [key, step, focus, challenge],
  )

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
      progress={{ label: t`Onboarding progress`, value: step, max: STEP_COUNT, segmented: true }}
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
          signOut={signOut}
          onValid={() => {
            clearDraft(key)
            onComplete({ focus: focus ?? 'career', challenge: challenge ?? '' })
          }}
        />
      ) : null}
    </StepFrame>
  )
}
