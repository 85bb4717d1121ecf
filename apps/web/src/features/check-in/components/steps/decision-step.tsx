import { Trans, useLingui } from '@lingui/react/macro'
import { hasText } from '@hara/core'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { StepHeading } from '@/components/ui/step-frame'
import { TextArea } from '@/components/ui/text-area'

/** Tap, after ignoring: the optional decision. 'Track this decision' shows only with text. */
export function DecisionStep({
  initial,
  saving,
  onSave,
}: {
  initial: string
  saving: boolean
  onSave: (decision: string | null) => void
}) {
  const { t } = useLingui()
  const [text, setText] = useState(initial)
  return (
    <>
      <StepHeading
        title={t`What did you decide?`}
        lead={t`Optional. Tracking it lets you log how it turned out.`}
      />
      <TextArea
        label={t`Your decision`}
        hideLabel
        placeholder={t`I said yes to the extra project…`}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="mt-auto flex flex-col gap-2">
        {hasText(text) ? (
          <Button size="lg" className="w-full" disabled={saving} onClick={() => onSave(text)}>
            <Trans>Track this decision</Trans>
          </Button>
        ) : null}
        <Button variant="quiet" className="w-full" disabled={saving} onClick={() => onSave(null)}>
          <Trans>skip for now</Trans>
        </Button>
      </div>
    </>
  )
}
