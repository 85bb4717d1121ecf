import { FOCUS_OPTIONS, type FocusId } from '../../onboarding-content'
import { ChoiceStep } from '../choice-step'

const OPTIONS = FOCUS_OPTIONS.map((o) => ({ value: o.id, label: o.label, hint: o.description }))

/** Onboarding step 3: the area of life to work on. */
export function FocusStep(props: { selected: FocusId | null; onSelect: (focus: FocusId) => void }) {
  return (
    <ChoiceStep
      eyebrow="Your focus"
      title="Where do you most want to trust yourself?"
      label="Choose your focus"
      options={OPTIONS}
      {...props}
    />
  )
}
