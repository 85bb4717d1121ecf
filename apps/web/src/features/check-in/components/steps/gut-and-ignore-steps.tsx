import type { GutFeeling, GutStrength, WillIgnore } from '@hara/core'
import { GutQuestion, IgnoreQuestion } from '@/components/check-in/gut-questions'
import { stepAfterIgnore } from '../../lib/after-ignore'
import type { GutAnswers } from '../../lib/gut-answers'

/**
 * The two steps the tap and the voice flows share: what the gut says (yes, no or pause), then
 * whether the person will ignore it. Shows the one `step` names, nothing for any other step;
 * an answer goes to `onAnswer` with the step that follows it. The gut step also asks, optionally,
 * how strong the feeling is (`onStrength`, which stays on the step).
 */
export function GutAndIgnoreSteps({
  step,
  answers: { gutFeeling, willIgnore, strength },
  onStrength,
  onAnswer,
}: {
  step: string
  answers: GutAnswers
  onStrength: (strength: GutStrength | undefined) => void
  onAnswer: (
    answer: { gutFeeling: GutFeeling } | { willIgnore: WillIgnore },
    next: 'ignore' | ReturnType<typeof stepAfterIgnore>,
  ) => void
}) {
  if (step === 'gut') {
    return (
      <GutQuestion
        gutFeeling={gutFeeling}
        strength={strength}
        onStrength={onStrength}
        onChoose={(value) => onAnswer({ gutFeeling: value }, 'ignore')}
      />
    )
  }
  if (step === 'ignore') {
    const choose = (value: WillIgnore) => onAnswer({ willIgnore: value }, stepAfterIgnore(value))
    return <IgnoreQuestion willIgnore={willIgnore} onChoose={choose} />
  }
  return null
}
