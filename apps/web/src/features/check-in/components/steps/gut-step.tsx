import type { GutFeeling } from '@hara/core'
import { ChoiceButton } from '@/components/ui/choice-button'
import { StepHeading } from '@/components/ui/step-frame'

const GUT_OPTIONS = [
  { value: 'yes', label: 'Yes', hint: 'It feels right' },
  { value: 'no', label: 'No', hint: 'Something is off' },
  { value: 'pause', label: 'Pause', hint: 'Not yet, I need a moment' },
] as const

/** What the gut says: yes, no or pause. Shared by the tap and voice flows. */
export function GutStep({
  selected,
  onChoose,
}: {
  selected: GutFeeling | undefined
  onChoose: (gutFeeling: GutFeeling) => void
}) {
  return (
    <>
      <StepHeading
        title="What is your gut telling you?"
        lead="Go with the first answer that comes."
      />
      <div className="flex flex-col gap-3">
        {GUT_OPTIONS.map((option) => (
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
