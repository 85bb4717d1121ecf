import { DEFAULT_CATEGORIES, hasText } from '@hara/core'
import { useState, type FormEvent } from 'react'
import { ChoiceButton } from '@/components/ui/choice-button'
import { StepHeading } from '@/components/ui/step-frame'
import { TextField } from '@/components/ui/text-field'

/** Tap step 1: the area of life, or a custom note of a few words (Enter sets it). */
export function ContextStep({
  selected,
  onChoose,
  onCustom,
}: {
  selected: string | undefined
  onChoose: (context: string) => void
  onCustom: (note: string) => void
}) {
  const [note, setNote] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (hasText(note)) onCustom(note.trim())
  }
  return (
    <>
      <StepHeading
        title="What is this about?"
        lead="Pick the area of life this feeling is about."
      />
      <div className="grid grid-cols-2 gap-2.5">
        {DEFAULT_CATEGORIES.map((category) => (
          <ChoiceButton
            key={category}
            label={category}
            selected={selected === category}
            className="min-h-13 px-3"
            onClick={() => onChoose(category)}
          />
        ))}
      </div>
      <form onSubmit={submit} className="mt-auto">
        <TextField
          label="Something else?"
          placeholder="Name it in your own words"
          hint="5 words maximum"
          enterKeyHint="next"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </form>
    </>
  )
}
