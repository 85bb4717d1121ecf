import { customNoteProblem, DEFAULT_CATEGORIES, hasText } from '@hara/core'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { StepHeading } from '@/components/ui/step-frame'
import { TextField } from '@/components/ui/text-field'
import { ChoiceGrid } from './choice-grid'

/**
 * Tap step 1: the area of life, or a custom note of at most five words, set with its 'Use'
 * button (or Enter), as the body step's own signal is. Past five words the field says so and the
 * button waits.
 */
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
  // Blank is only not ready; too many words (or characters) is said at once.
  const problem = hasText(note) ? customNoteProblem(note) : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (customNoteProblem(note) === null) onCustom(note.trim())
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
      {/* 'Use' sits beside the field, level with it (under its label), so the step still fits
          a small phone with 'It happened earlier' below. */}
      <form onSubmit={submit} className="mt-auto flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label="Something else?"
            placeholder="Name it in your own words"
            hint={problem ? undefined : '5 words maximum'}
            error={problem ?? undefined}
            enterKeyHint="next"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          aria-label="Use this category"
          className="mt-[1.625rem] shrink-0"
          disabled={!hasText(note) || problem !== null}
        >
          Use
        </Button>
      </form>
    </>
  )
}
