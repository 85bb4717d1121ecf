import { Trans, useLingui } from '@lingui/react/macro'
import { hasText } from '@hara/core'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { StepHeading } from '@/components/ui/step-frame'
import { TextArea } from '@/components/ui/text-area'

/** Tap step 2: the situation in a sentence or two; Continue needs non-blank text. */
export function DescribeStep({
  initial,
  onContinue,
}: {
  initial: string
  onContinue: (description: string) => void
}) {
  const { t } = useLingui()
  const [text, setText] = useState(initial)
  return (
    <>
      <StepHeading title={t`What’s happening?`} lead={t`A sentence or two is plenty.`} />
      <TextArea
        label={t`Describe the situation`}
        hideLabel
        placeholder={t`My friend asked me to invest in her new business…`}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="mt-auto">
        <Button
          size="lg"
          className="w-full"
          disabled={!hasText(text)}
          onClick={() => onContinue(text.trim())}
        >
          <Trans>Continue</Trans>
        </Button>
      </div>
    </>
  )
}
