import type { GutFeeling, GutStrength, WillIgnore } from '@hara/core'
import type { ReactNode } from 'react'
import { ChoiceButton } from '@/components/ui/choice-button'
import { StepHeading } from '@/components/ui/step-frame'
import { StrengthQuestion } from './strength-question'

/**
 * The two questions of the gut, as the tap and the voice check-in ask them and as a check-in
 * in full changes them: what the gut says (with how strong it is), and whether the person will
 * ignore it.
 */

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

/** The words of a gut answer and of an ignore answer, as the questions offer them. */
export const GUT_ANSWER_LABELS = Object.fromEntries(
  GUT.options.map((option) => [option.value, option.label]),
) as Record<GutFeeling, string>
export const IGNORE_ANSWER_LABELS = Object.fromEntries(
  IGNORE.options.map((option) => [option.value, option.label]),
) as Record<WillIgnore, string>

/** "What is your gut telling you?", with the optional "How strong is it?" above the answers. */
export function GutQuestion({
  gutFeeling,
  strength,
  onStrength,
  onChoose,
}: {
  gutFeeling: GutFeeling | undefined
  strength: GutStrength | undefined
  onStrength: (strength: GutStrength | undefined) => void
  onChoose: (gutFeeling: GutFeeling) => void
}) {
  return (
    <QuestionStep {...GUT} selected={gutFeeling} onChoose={onChoose}>
      <StrengthQuestion strength={strength} onChoose={onStrength} />
    </QuestionStep>
  )
}

/** "Will you ignore this feeling?" */
export function IgnoreQuestion({
  willIgnore,
  onChoose,
}: {
  willIgnore: WillIgnore | undefined
  onChoose: (willIgnore: WillIgnore) => void
}) {
  return <QuestionStep {...IGNORE} selected={willIgnore} onChoose={onChoose} />
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
