import { useLingui } from '@lingui/react/macro'
import { editableWords, MAX_CUSTOM_NOTE, MAX_ENTRY_TEXT, type TapEntry } from '@hara/core'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { TextArea } from '@/components/ui/text-area'
import { TextField } from '@/components/ui/text-field'
import { editRefusalText } from '@/i18n/core-texts/edit-refusals'
import { useEditEntryWords } from '../api/edit-entry-words'

/**
 * The words of a tap check-in that earn nothing, editable: the description, the custom
 * category's name and the tracked decision (those it has). Saving rewrites the one check-in
 * and leaves XP, the streak and the achievements as they are; the core refuses blank words.
 */
export function EntryWordsForm({ entry }: { entry: TapEntry }) {
  const { t, i18n } = useLingui()
  const editable = editableWords(entry)
  const [description, setDescription] = useState(entry.description)
  const [note, setNote] = useState(entry.customNote ?? '')
  const [decision, setDecision] = useState(entry.decision ?? '')
  const saving = useEditEntryWords(entry.id)
  const words = {
    description,
    ...(editable.customNote ? { customNote: note } : {}),
    ...(editable.decision ? { decision } : {}),
  }
  const dirty =
    description !== entry.description ||
    (editable.customNote && note !== entry.customNote) ||
    (editable.decision && decision !== entry.decision)

  // Why the core refused the words, until the next try.
  const refused = saving.data?.refused?.message
  const error = refused === undefined ? null : editRefusalText(i18n, refused)
  const save = () => {
    if (!saving.isPending) saving.mutate(words)
  }

  return (
    <form
      aria-labelledby="your-words"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        save()
      }}
    >
      <div className="flex flex-col gap-1">
        <h2 id="your-words" className="text-lg font-semibold">
          {t`Your words`}
        </h2>
        <p className="text-sm text-muted">
          {t`Change them anytime. Your XP and streak stay as they are.`}
        </p>
      </div>
      <TextArea
        label={t`What was happening`}
        className="field-sizing-content min-h-28"
        value={description}
        maxLength={MAX_ENTRY_TEXT}
        onChange={(event) => setDescription(event.target.value)}
      />
      {editable.customNote ? (
        <TextField
          label={t`Category name`}
          hint={t`5 words maximum`}
          value={note}
          maxLength={MAX_CUSTOM_NOTE}
          onChange={(event) => setNote(event.target.value)}
        />
      ) : null}
      {editable.decision ? (
        <TextArea
          label={t`Your decision`}
          className="field-sizing-content min-h-20"
          value={decision}
          maxLength={MAX_ENTRY_TEXT}
          onChange={(event) => setDecision(event.target.value)}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={!dirty || saving.isPending}>
        {t`Save changes`}
      </Button>
    </form>
  )
}
