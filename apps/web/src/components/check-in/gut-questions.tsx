import { useLingui } from '@lingui/react/macro'
import type { GutFeeling, GutStrength, WillIgnore } from '@hara/core'
import type { ReactNode } from 'react'
import { ChoiceButton } from '@/components/ui/choice-button'
import { StepHeading } from '@/components/ui/step-frame'
import { StrengthQuestion } from './strength-question'
import { answerText } from './answer-texts'

/**
 * The two questions of the gut, as the tap and the voice check-in ask them and as a check-in
 * in full changes them: what the gut says (with how strong it is), and whether the person will
 * ignore it. A check-in of an earlier day is asked about in the past tense ('Did you ignore this
 * feeling?'): weeks later, 'Will you…' asks about a moment that is gone.
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

const GUT_PAST = {
  title: 'What was your gut telling you?',
  lead: 'The first answer that came then.',
  options: [
    { value: 'yes', label: 'Yes', hint: 'It felt right' },
    { value: 'no', label: 'No', hint: 'Something was off' },
    { value: 'pause', label: 'Pause', hint: 'Not yet, I needed a moment' },
  ],
} as const

const IGNORE_PAST = {
  title: 'Did you ignore this feeling?',
  lead: 'There is no wrong answer. Noticing is the practice.',
  options: [
    { value: 'no', label: 'No, I honored it', hint: 'I went with my gut' },
    { value: 'yes', label: 'Yes, I ignored it', hint: 'I went another way that time' },
    { value: 'not-sure', label: 'Not sure', hint: 'I hadn’t decided yet' },
  ],
} as const

const labelsOf = <T extends string>(options: readonly { value: T; label: string }[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.label])) as Record<T, string>

/** The words of a gut answer and of an ignore answer, as the questions offer them. */
export const GUT_ANSWER_LABELS = labelsOf<GutFeeling>(GUT.options)
export const IGNORE_ANSWER_LABELS = labelsOf<WillIgnore>(IGNORE.options)
/** …and as they are said of an earlier day's check-in. */
export const IGNORE_ANSWER_LABELS_PAST = labelsOf<WillIgnore>(IGNORE_PAST.options)

/** "What is your gut telling you?", with the optional "How strong is it?" above the answers. */
export function GutQuestion({
  gutFeeling,
  strength,
  onStrength,
  onChoose,
  past = false,
}: {
  gutFeeling: GutFeeling | undefined
  strength: GutStrength | undefined
  onStrength: (strength: GutStrength | undefined) => void
  onChoose: (gutFeeling: GutFeeling) => void
  /** Asked of an earlier day's check-in: in the past tense. */
  past?: boolean
}) {
  return (
    <QuestionStep {...(past ? GUT_PAST : GUT)} selected={gutFeeling} onChoose={onChoose}>
      <StrengthQuestion strength={strength} onChoose={onStrength} past={past} />
    </QuestionStep>
  )
}

/** "Will you ignore this feeling?" */
export function IgnoreQuestion({
  willIgnore,
  onChoose,
  past = false,
}: {
  willIgnore: WillIgnore | undefined
  onChoose: (willIgnore: WillIgnore) => void
  /** Asked of an earlier day's check-in: 'Did you ignore this feeling?'. */
  past?: boolean
}) {
  return (
    <QuestionStep {...(past ? IGNORE_PAST : IGNORE)} selected={willIgnore} onChoose={onChoose} />
  )
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
  const { i18n } = useLingui()
  return (
    <>
      <StepHeading title={answerText(i18n, title)} lead={answerText(i18n, lead)} />
      {children}
      <div className="flex flex-col gap-3">
        {options.map((option) => (
          <ChoiceButton
            key={option.value}
            label={answerText(i18n, option.label)}
            hint={answerText(i18n, option.hint)}
            selected={selected === option.value}
            onClick={() => onChoose(option.value)}
          />
        ))}
      </div>
    </>
  )
}
