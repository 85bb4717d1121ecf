import { CHALLENGES, type FocusId } from '../../onboarding-content'
import { ChoiceStep } from '../choice-step'

/** Onboarding step 4: the challenge, among those of the chosen focus. */
export function ChallengeStep({
  focus,
  ...props
}: {
  focus: FocusId
  selected: string | null
  onSelect: (challenge: string) => void
}) {
  return (
    <ChoiceStep
      eyebrow="Your challenge"
      title="What feels most true for you?"
      label="Choose your challenge"
      options={CHALLENGES[focus].map((c) => ({ value: c, label: c }))}
      {...props}
    />
  )
}
