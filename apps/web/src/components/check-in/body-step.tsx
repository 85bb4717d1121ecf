import { Trans, useLingui } from '@lingui/react/macro'
import { DEFAULT_BODY_SIGNALS, hasText } from '@hara/core'
import { useState, type FormEvent } from 'react'
import { bodySignalText } from '@/i18n/core-texts/body-signals'
import { Button } from '@/components/ui/button'
import { StepHeading } from '@/components/ui/step-frame'
import { TextField } from '@/components/ui/text-field'
import { ChoiceGrid } from './choice-grid'

/** Tap step 3: one of the four body signals, or a custom one that needs text. */
export function BodyStep({
  selected,
  onChoose,
}: {
  selected: string | undefined
  onChoose: (signal: string) => void
}) {
  const { t, i18n } = useLingui()
  const isCustom = selected !== undefined && !DEFAULT_BODY_SIGNALS.includes(selected)
  const [custom, setCustom] = useState(isCustom ? selected : '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (hasText(custom)) onChoose(custom.trim())
  }
  return (
    <>
      <StepHeading
        title={t`Where do you feel it?`}
        lead={t`Notice your body for a breath or two.`}
      />
      <ChoiceGrid
        options={DEFAULT_BODY_SIGNALS}
        say={(signal) => bodySignalText(i18n, signal)}
        selected={selected}
        className="min-h-16 px-3"
        onChoose={onChoose}
      />
      <form onSubmit={submit} className="mt-auto flex flex-col gap-3">
        <TextField
          label={t`Something else?`}
          placeholder={t`e.g. Tingling hands`}
          enterKeyHint="next"
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={!hasText(custom)}>
          <Trans>Use this signal</Trans>
        </Button>
      </form>
    </>
  )
}
