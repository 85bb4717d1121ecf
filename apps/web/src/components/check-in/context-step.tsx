import { DEFAULT_CATEGORIES, hasText } from '@hara/core'
import { useState, type FormEvent } from 'react'
import { StepHeading } from '@/components/ui/step-frame'
import { TextField } from '@/components/ui/text-field'
import { ChoiceGrid } from './choice-grid'

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
      <ChoiceGrid
        options={DEFAULT_CATEGORIES}
        selected={selected}
        className="min-h-13 px-3"
        onChoose={onChoose}
      />
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
