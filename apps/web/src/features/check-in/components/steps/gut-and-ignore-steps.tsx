import type { GutFeeling, GutStrength, WillIgnore } from '@hara/core'
import type { ReactNode } from 'react'
import { ChoiceButton } from '@/components/ui/choice-button'
import { StepHeading } from '@/components/ui/step-frame'
import { stepAfterIgnore } from '../../lib/after-ignore'
import { StrengthQuestion } from './strength-question'

const GUT = {
  title: 'What is your gut telling you?',
  lead: 'Go with the first answer that comes.',
  options: [
    { value: 'yes', label: 'Yes', hint: 'It feels right' },
    { value: 'no', label: 'No', hint: 'Something is off' },
    { value: 'pause', label: 'Pause', hint: 'Not yet, I need a moment' },
  ],
} as const

const IGNORE = {
  title: 'Will you ignore this feeling?',
  lead: 'There is no wrong answer. Noticing is the practice.',
  options: [
    { value: 'no', label: 'No, I’ll honor it', hint: 'I’m going with my gut' },
    { value: 'yes', label: 'Yes, I’ll ignore it', hint: 'I’m going another way this time' },
    { value: 'not-sure', label: 'Not sure', hint: 'I haven’t decided yet' },
  ],
} as const

/**
 * The two steps the tap and the voice flows share: what the gut says (yes, no or pause), then
 * whether the person will ignore it. Shows the one `step` names, nothing for any other step;
 * an answer goes to `onAnswer` with the step that follows it. The gut step also asks, optionally,
 * how strong the feeling is (`onStrength`, which stays on the step).
 */
export function GutAndIgnoreSteps({
  step,
  gutFeeling,
  willIgnore,
  strength,
  onStrength,
  onAnswer,
}: {
  step: string
  gutFeeling: GutFeeling | undefined
  willIgnore: WillIgnore | undefined
  strength: GutStrength | undefined
  onStrength: (strength: GutStrength | undefined) => void
  onAnswer: (
    answer: { gutFeeling: GutFeeling } | { willIgnore: WillIgnore },
    next: 'ignore' | ReturnType<typeof stepAfterIgnore>,
  ) => void
}) {
  if (step === 'gut') {
    const choose = (value: GutFeeling) => onAnswer({ gutFeeling: value }, 'ignore')
    return (
      <QuestionStep {...GUT} selected={gutFeeling} onChoose={choose}>
        <StrengthQuestion strength={strength} onChoose={onStrength} />
      </QuestionStep>
    )
  }
  if (step === 'ignore') {
    const choose = (value: WillIgnore) => onAnswer({ willIgnore: value }, stepAfterIgnore(value))
    return <QuestionStep {...IGNORE} selected={willIgnore} onChoose={choose} />
  }
  return null
}

function QuestionStep<T extends string>({
  title,
  lead,
  options,
  selected,
  onChoose,
  children,
}: {
  /** Shown between the lead and the answers. */
  children?: ReactNode
  title: string
  lead: string
  options: readonly { value: T; label: string; hint: string }[]
  selected: T | undefined
  onChoose: (value: T) => void
}) {
  return (
    <>
      <StepHeading title={title} lead={lead} />
      {children}
      <div className="flex flex-col gap-3">
        {options.map((option) => (
          <ChoiceButton
            key={option.value}
            label={option.label}
            hint={option.hint}
            selected={selected === option.value}
            onClick={() => onChoose(option.value)}
          />
        ))}
      </div>
    </>
  )
}
