import { useLingui } from '@lingui/react/macro'
import type { Entry, EntryDetails } from '@hara/core'
import { useState } from 'react'
import { BodyStep } from '@/components/check-in/body-step'
import { ContextStep } from '@/components/check-in/context-step'
import { GutQuestion, IgnoreQuestion } from '@/components/check-in/gut-questions'
import {
  fromLocalInput,
  HappenedAtField,
  toLocalInput,
} from '@/components/check-in/happened-at-field'
import { VOICE_LABEL_CHOICES } from '@/components/check-in/voice-labels'
import { Button } from '@/components/ui/button'
import { ChoiceButton } from '@/components/ui/choice-button'
import { StepHeading } from '@/components/ui/step-frame'
import { answerText } from '@/components/check-in/answer-texts'

/** The answers a check-in in full changes, one at a time. */
export type AnswerField = 'category' | 'body' | 'gut' | 'ignore' | 'label' | 'time'

/**
 * What the sheet for `field` shows: the question as the check-in asked it (the same
 * components), each answer saved as it is chosen (`onSave`); the strength stays open, as in the
 * check-in. `error` is why the last answer was refused.
 */
export function AnswerEditor({
  field,
  entry,
  onSave,
  past,
}: {
  field: AnswerField
  entry: Entry
  onSave: (details: EntryDetails, close?: boolean) => void
  /** An earlier day's check-in: the gut's questions in the past tense. */
  past: boolean
}) {
  const { t, i18n } = useLingui()
  switch (field) {
    case 'category':
      return entry.mode === 'tap' ? (
        <ContextStep
          selected={entry.customNote ? undefined : entry.context}
          onChoose={(context) => onSave({ context })}
          onCustom={(customNote) => onSave({ context: 'Custom', customNote })}
        />
      ) : null
    case 'body':
      return entry.mode === 'tap' ? (
        <BodyStep
          selected={entry.bodySensation}
          onChoose={(bodySensation) => onSave({ bodySensation })}
        />
      ) : null
    case 'gut':
      return (
        <GutQuestion
          gutFeeling={entry.gutFeeling}
          strength={entry.strength ?? undefined}
          onStrength={(strength) => onSave({ strength: strength ?? null }, false)}
          onChoose={(gutFeeling) => onSave({ gutFeeling })}
          past={past}
        />
      )
    case 'ignore':
      return (
        <IgnoreQuestion
          willIgnore={entry.willIgnore}
          onChoose={(willIgnore) => onSave({ willIgnore })}
          past={past}
        />
      )
    case 'label':
      return entry.mode === 'voice' ? (
        <>
          <StepHeading title={t`How does it feel?`} />
          <div className="flex flex-col gap-2.5">
            {VOICE_LABEL_CHOICES.map(({ value, label, hint }) => (
              <ChoiceButton
                key={value}
                label={answerText(i18n, label)}
                hint={answerText(i18n, hint)}
                selected={entry.label === value}
                onClick={() => onSave({ label: value })}
              />
            ))}
          </div>
        </>
      ) : null
    case 'time':
      return <TimeEditor entry={entry} onSave={onSave} />
  }
}

function TimeEditor({ entry, onSave }: { entry: Entry; onSave: (details: EntryDetails) => void }) {
  const { t } = useLingui()
  const [now] = useState(() => Date.now())
  const [value, setValue] = useState(() => toLocalInput(Date.parse(entry.timestamp)))
  const [error, setError] = useState<string | undefined>(undefined)
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        const ms = fromLocalInput(value)
        if (ms === null) setError(t`Choose a date and time.`)
        else if (ms > Date.now()) setError(t`Choose a time in the past.`)
        else onSave({ happenedAt: ms })
      }}
    >
      <HappenedAtField
        value={value}
        max={now}
        error={error}
        hint={t`Any moment in the past. The check-in moves to that day.`}
        onChange={(next) => {
          setValue(next)
          setError(undefined)
        }}
      />
      <Button type="submit">{t`Save time`}</Button>
    </form>
  )
}
