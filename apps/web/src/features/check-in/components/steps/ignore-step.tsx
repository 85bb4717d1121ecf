import type { WillIgnore } from '@hara/core'
import { ChoiceButton } from '@/components/ui/choice-button'
import { StepHeading } from '@/components/ui/step-frame'

const IGNORE_OPTIONS = [
  { value: 'no', label: 'No, I’ll honor it', hint: 'I’m going with my gut' },
  { value: 'yes', label: 'Yes, I’ll ignore it', hint: 'I’m going another way this time' },
  { value: 'not-sure', label: 'Not sure', hint: 'I haven’t decided yet' },
] as const

/** Whether the person will ignore the feeling. Shared by the tap and voice flows. */
export function IgnoreStep({
  selected,
  onChoose,
}: {
  selected: WillIgnore | undefined
  onChoose: (willIgnore: WillIgnore) => void
}) {
  return (
    <>
      <StepHeading
        title="Will you ignore this feeling?"
        lead="There is no wrong answer. Noticing is the practice."
      />
      <div className="flex flex-col gap-3">
        {IGNORE_OPTIONS.map((option) => (
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
