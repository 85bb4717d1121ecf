import { Trans, useLingui } from '@lingui/react/macro'
import { customNoteProblem, DEFAULT_CATEGORIES, hasText } from '@hara/core'
import { useState, type FormEvent } from 'react'
import { categoryText } from '@/i18n/core-texts/categories'
import { customNoteProblemText } from '@/i18n/core-texts/custom-note'
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
  const { t, i18n } = useLingui()
  const [note, setNote] = useState('')
  // Blank is only not ready; too many words (or characters) is said at once.
  const problem = hasText(note) ? customNoteProblemText(i18n, note) : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (customNoteProblem(note) === null) onCustom(note.trim())
  }
  return (
    <>
      <StepHeading
        title={t`What is this about?`}
        lead={t`Pick the area of life this feeling is about.`}
      />
      <ChoiceGrid
        options={DEFAULT_CATEGORIES}
        say={(category) => categoryText(i18n, category)}
        selected={selected}
        className="min-h-13 px-3"
        onChoose={onChoose}
      />
      {/* 'Use' sits beside the field, level with it (under its label), so the step still fits
          a small phone with 'It happened earlier' below. */}
      <form onSubmit={submit} className="mt-auto flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t`Something else?`}
            placeholder={t`Name it in your own words`}
            hint={problem ? undefined : t`5 words maximum`}
            error={problem ?? undefined}
            enterKeyHint="next"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          aria-label={t`Use this category`}
          className="mt-[1.625rem] shrink-0"
          disabled={!hasText(note) || problem !== null}
        >
          <Trans>Use</Trans>
        </Button>
      </form>
    </>
  )
}
