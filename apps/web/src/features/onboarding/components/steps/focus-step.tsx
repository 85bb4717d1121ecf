import { FOCUS_OPTIONS, type FocusId } from '../../onboarding-content'
import { ChoiceList } from '../choice-list'
import { StepLayout } from '../step-layout'

/** Onboarding step 3: the area of life to work on; choosing it moves on by itself. */
export function FocusStep({
  selected,
  onChoose,
}: {
  selected: FocusId | null
  onChoose: (focus: FocusId) => void
}) {
  return (
    <StepLayout eyebrow="Your focus" title="Where do you most want to trust yourself?">
      <ChoiceList
        label="Choose your focus"
        options={FOCUS_OPTIONS.map((o) => ({ value: o.id, label: o.label, hint: o.description }))}
        selected={selected}
        onSelect={(value) => onChoose(value as FocusId)}
      />
    </StepLayout>
  )
}
