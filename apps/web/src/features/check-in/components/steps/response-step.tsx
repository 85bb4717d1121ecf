import { useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
  return (
    <>
      <StepHeading
        title={t`What would help now?`}
        lead={t`Your coach can reflect on what you said.`}
      />
      <div className="flex flex-col gap-3">
        <ChoiceButton
          label={t`Personalized guidance`}
          hint={t`Get insights on what you shared`}
          icon={<Sparkles size={22} />}
          selected={selected === true}
          onClick={() => onChoose(true)}
        />
        <ChoiceButton
          label={t`Just record`}
          hint={t`Keep it in your journal for now`}
          icon={<Mic size={22} />}
          selected={selected === false}
          onClick={() => onChoose(false)}
        />
      </div>
    </>
  )
}
