import { Mic, Sparkles } from 'lucide-react'
import { ChoiceButton } from '@/components/ui/choice-button'
import { StepHeading } from '@/components/ui/step-frame'

/** Voice step 4: personalized guidance (wantsResponse) or just record. */
export function ResponseStep({
  selected,
  onChoose,
}: {
  selected: boolean | undefined
  onChoose: (wantsResponse: boolean) => void
}) {
  return (
    <>
      <StepHeading title="What would help now?" lead="Your coach can reflect on what you said." />
      <div className="flex flex-col gap-3">
        <ChoiceButton
          label="Personalized guidance"
          hint="Get insights on what you shared"
          icon={<Sparkles size={22} />}
          selected={selected === true}
          onClick={() => onChoose(true)}
        />
        <ChoiceButton
          label="Just record"
          hint="Keep it in your journal for now"
          icon={<Mic size={22} />}
          selected={selected === false}
          onClick={() => onChoose(false)}
        />
      </div>
    </>
  )
}
