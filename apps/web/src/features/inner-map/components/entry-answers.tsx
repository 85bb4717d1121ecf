import { editableDetails, entryCategory, type Entry, type EntryDetails } from '@hara/core'
import { useState } from 'react'
import {
  GUT_ANSWER_LABELS,
  IGNORE_ANSWER_LABELS,
  IGNORE_ANSWER_LABELS_PAST,
} from '@/components/check-in/gut-questions'
import { VOICE_LABEL_CHOICES } from '@/components/check-in/voice-labels'
import { BottomSheet, SheetClose } from '@/components/ui/bottom-sheet'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { STRENGTH_LABELS } from '@/lib/gut/strength-words'
import { todayOnDevice } from '@/stores/device'
import { AnswerEditor, type AnswerField } from './answer-editors'

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const

/** One answer of the check-in, as a row: its name, what it says now, and Change. */
interface AnswerRow {
  field: AnswerField
  name: string
  value: string
}

function rowsOf(entry: Entry, past: boolean): AnswerRow[] {
  const editable = editableDetails(entry)
  const rows: AnswerRow[] = []
  if (entry.mode === 'tap') {
    rows.push({ field: 'category', name: 'Category', value: entryCategory(entry) })
    rows.push({ field: 'body', name: 'Body signal', value: entry.bodySensation })
  } else {
    const label = VOICE_LABEL_CHOICES.find((choice) => choice.value === entry.label)
    rows.push({ field: 'label', name: 'How it felt', value: label?.label ?? entry.label })
  }
  if (editable.gutFeeling && entry.gutFeeling !== undefined) {
    const strength = entry.strength ? ` • ${STRENGTH_LABELS[entry.strength]}` : ''
    rows.push({
      field: 'gut',
      name: 'Gut answer',
      value: `${GUT_ANSWER_LABELS[entry.gutFeeling]}${strength}`,
    })
  }
  if (editable.willIgnore && entry.willIgnore !== undefined) {
    rows.push({
      field: 'ignore',
      name: 'Honored or ignored',
      value: (past ? IGNORE_ANSWER_LABELS_PAST : IGNORE_ANSWER_LABELS)[entry.willIgnore],
    })
  }
  const when = new Intl.DateTimeFormat('en-US', WHEN).format(Date.parse(entry.timestamp))
  rows.push({ field: 'time', name: 'When it happened', value: when })
  return rows
}

/**
 * The check-in's answers, each with Change: a sheet asks the question again as the check-in
 * did, and the answer is saved as it is chosen (the core's `withDetails`, through the store).
 * Nothing is earned or taken: the XP stays; a new time moves the check-in to its day.
 */
export function EntryAnswers({ entry }: { entry: Entry }) {
  // A check-in of an earlier day is spoken of in the past tense: 'Yes, I ignored it'.
  const past = entry.day < todayOnDevice()
  const [open, setOpen] = useState<AnswerRow | null>(null)
  const [error, setError] = useState<string | null>(null)
  const save = async (details: EntryDetails, close = true) => {
    // Loaded when first used: the signed-in app's shared code stays as it was.
    const { editEntryDetails } = await import('@/stores/records/entry-edits')
    const result = await editEntryDetails(entry.id, details)
    if (result.refused) {
      setError(result.refused.message)
      return
    }
    if (!result.write.ok) return
    setError(null)
    if (close) {
      setOpen(null)
      if (result.changed) {
        toast.success('Changes saved', { description: 'Your XP stays as it is' })
      }
    }
  }
  return (
    <section aria-labelledby="your-answers" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="your-answers" className="text-lg font-semibold">
          Your answers
        </h2>
        <p className="text-sm text-muted">Correct any of them. Your XP stays as it is.</p>
      </div>
      <ul className="flex flex-col divide-y divide-line rounded-3xl border border-line bg-surface">
        {rowsOf(entry, past).map((row) => (
          <li key={row.field} className="flex items-center gap-3 px-5 py-2">
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="text-sm text-muted">{row.name}</span>
              <span className="truncate font-medium">{row.value}</span>
            </div>
            <Button
              variant="secondary"
              className="shrink-0"
              aria-label={`Change ${row.name.toLowerCase()}`}
              onClick={() => {
                setError(null)
                setOpen(row)
              }}
            >
              Change
            </Button>
          </li>
        ))}
      </ul>
      <BottomSheet
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpen(null)
        }}
        title={open ? `Change ${open.name.toLowerCase()}` : 'Change'}
        description="Your XP stays as it is."
      >
        {open ? (
          <AnswerEditor
            field={open.field}
            entry={entry}
            past={past}
            onSave={(details, close) => void save(details, close)}
          />
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <SheetClose asChild>
          <Button variant="quiet">Close</Button>
        </SheetClose>
      </BottomSheet>
    </section>
  )
}
