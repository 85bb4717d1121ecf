import { CHALLENGES, type FocusId } from '../../onboarding-content'
import { ChoiceList } from '../choice-list'
import { StepLayout } from '../step-layout'

/** Onboarding step 4: the challenge within the chosen focus; choosing it moves on by itself. */
export function ChallengeStep({
  focus,
  selected,
  onChoose,
}: {
  focus: FocusId
  selected: string | null
  onChoose: (challenge: string) => void
}) {
  return (
    <StepLayout eyebrow="Your challenge" title="What feels most true for you?">
      <ChoiceList
        label="Choose your challenge"
        options={CHALLENGES[focus].map((c) => ({ value: c, label: c }))}
        selected={selected}
        onSelect={onChoose}
      />
    </StepLayout>
  )
}
