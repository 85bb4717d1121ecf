import { useLingui } from '@lingui/react/macro'
import { hasText, type VoiceLabel } from '@hara/core'
import { useLayoutEffect, useRef, useState } from 'react'
import { ChoiceButton } from '@/components/ui/choice-button'
import { StepHeading } from '@/components/ui/step-frame'
import { TextArea } from '@/components/ui/text-area'
import { answerText } from '@/components/check-in/answer-texts'
import { VOICE_LABEL_CHOICES } from '@/components/check-in/voice-labels'

/**
 * Voice step 3: what was heard, correctable by typing (recognisers make mistakes), and how it
 * feels. A label goes on once the transcript is not blank. The words' box grows with them into
 * the room the step has, and past it scrolls inside, so the labels always fit the screen and no
 * text is cut off above an empty gap.
 */
export function LabelStep({
  transcript,
  selected,
  onChoose,
}: {
  transcript: string
  selected: VoiceLabel | undefined
  onChoose: (label: VoiceLabel, transcript: string) => void
}) {
  const { t, i18n } = useLingui()
  const [text, setText] = useState(transcript)
  const ready = hasText(text)
  const box = useRef<HTMLTextAreaElement>(null)
  useLayoutEffect(() => {
    const node = box.current
    if (!node) return
    node.style.height = 'auto'
    node.style.height = `${node.scrollHeight + 2}px`
  }, [text])
  return (
    <>
      <StepHeading
        title={t`How does it feel?`}
        lead={t`Here is what I heard. Fix any word I got wrong.`}
      />
      <TextArea
        label={t`Your words`}
        value={text}
        ref={box}
        onChange={(e) => setText(e.target.value)}
        rootClassName="min-h-0"
        className="min-h-20 overflow-y-auto"
      />
      <div className="mt-auto flex shrink-0 flex-col gap-2.5">
        {VOICE_LABEL_CHOICES.map(({ value, label, hint }) => (
          <ChoiceButton
            key={value}
            label={answerText(i18n, label)}
            hint={answerText(i18n, hint)}
            selected={selected === value}
            disabled={!ready}
            onClick={() => onChoose(value, text.trim())}
          />
        ))}
      </div>
    </>
  )
}
