import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { editableDetails, entryCategory, type Entry, type EntryDetails } from '@hara/core'
import { useState } from 'react'
import { answerText } from '@/components/check-in/answer-texts'
import {
  GUT_ANSWER_LABELS,
  IGNORE_ANSWER_LABELS,
  IGNORE_ANSWER_LABELS_PAST,
} from '@/components/check-in/gut-questions'
import { VOICE_LABEL_CHOICES } from '@/components/check-in/voice-labels'
import { BottomSheet, SheetClose } from '@/components/ui/bottom-sheet'
import { Button } from '@/components/ui/button'
import { bodySignalText } from '@/i18n/core-texts/body-signals'
import { categoryText } from '@/i18n/core-texts/categories'
import { editRefusalText } from '@/i18n/core-texts/edit-refusals'
import { intlLocale } from '@/i18n/intl-locale'
import { toast } from '@/lib/toast'
import { STRENGTH_LABELS } from '@/lib/gut/strength-words'
import { todayOnDevice } from '@/stores/device'
import { AnswerEditor, type AnswerField } from './answer-editors'

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const

/** Each answer's name, and what its Change button (and its sheet) says. */
const FIELD_TEXTS: Record<AnswerField, { name: MessageDescriptor; change: MessageDescriptor }> = {
  category: { name: msg`Category`, change: msg`Change category` },
  body: { name: msg`Body signal`, change: msg`Change body signal` },
  label: { name: msg`How it felt`, change: msg`Change how it felt` },
  gut: { name: msg`Gut answer`, change: msg`Change gut answer` },
  ignore: { name: msg`Honored or ignored`, change: msg`Change honored or ignored` },
  time: { name: msg`When it happened`, change: msg`Change when it happened` },
}

/** One answer of the check-in, as a row: which it is, and what it says now. */
interface AnswerRow {
  field: AnswerField
  value: string
}

function rowsOf(i18n: I18n, entry: Entry, past: boolean): AnswerRow[] {
  const editable = editableDetails(entry)
  const rows: AnswerRow[] = []
  if (entry.mode === 'tap') {
    rows.push({ field: 'category', value: categoryText(i18n, entryCategory(entry)) })
    rows.push({ field: 'body', value: bodySignalText(i18n, entry.bodySensation) })
  } else {
    const label = VOICE_LABEL_CHOICES.find((choice) => choice.value === entry.label)
    rows.push({ field: 'label', value: label ? answerText(i18n, label.label) : entry.label })
  }
  if (editable.gutFeeling && entry.gutFeeling !== undefined) {
    const strength = entry.strength ? ` • ${answerText(i18n, STRENGTH_LABELS[entry.strength])}` : ''
    rows.push({
      field: 'gut',
      value: `${answerText(i18n, GUT_ANSWER_LABELS[entry.gutFeeling])}${strength}`,
    })
  }
  if (editable.willIgnore && entry.willIgnore !== undefined) {
    const labels = past ? IGNORE_ANSWER_LABELS_PAST : IGNORE_ANSWER_LABELS
    rows.push({ field: 'ignore', value: answerText(i18n, labels[entry.willIgnore]) })
  }
  const when = new Intl.DateTimeFormat(intlLocale(), WHEN).format(Date.parse(entry.timestamp))
  rows.push({ field: 'time', value: when })
  return rows
}

/**
 * The check-in's answers, each with Change: a sheet asks the question again as the check-in
 * did, and the answer is saved as it is chosen (the core's `withDetails`, through the store).
 * Nothing is earned or taken: the XP stays; a new time moves the check-in to its day.
 */
export function EntryAnswers({ entry }: { entry: Entry }) {
  // A check-in of an earlier day is spoken of in the past tense: 'Yes, I ignored it'.
  const { t, i18n } = useLingui()
  const past = entry.day < todayOnDevice()
  const [open, setOpen] = useState<AnswerField | null>(null)
  const [error, setError] = useState<string | null>(null)
  const save = async (details: EntryDetails, close = true) => {
    // Loaded when first used: the signed-in app's shared code stays as it was.
    const { editEntryDetails } = await import('@/stores/records/entry-edits')
    const result = await editEntryDetails(entry.id, details)
    if (result.refused) {
      setError(editRefusalText(i18n, result.refused.message))
      return
    }
    if (!result.write.ok) return
    setError(null)
    if (close) {
      setOpen(null)
      if (result.changed) {
        toast.success(t`Changes saved`, { description: t`Your XP stays as it is` })
      }
    }
  }
  return (
    <section aria-labelledby="your-answers" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="your-answers" className="text-lg font-semibold">
          {t`Your answers`}
        </h2>
        <p className="text-sm text-muted">{t`Correct any of them. Your XP stays as it is.`}</p>
      </div>
      <ul className="flex flex-col divide-y divide-line rounded-3xl border border-line bg-surface">
        {rowsOf(i18n, entry, past).map((row) => (
          <li key={row.field} className="flex items-center gap-3 px-5 py-2">
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="text-sm text-muted">{i18n._(FIELD_TEXTS[row.field].name)}</span>
              <span className="truncate font-medium">{row.value}</span>
            </div>
            <Button
              variant="secondary"
              className="shrink-0"
              aria-label={i18n._(FIELD_TEXTS[row.field].change)}
              onClick={() => {
                setError(null)
                setOpen(row.field)
              }}
            >
              {t`Change`}
            </Button>
          </li>
        ))}
      </ul>
      <BottomSheet
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpen(null)
        }}
        title={open ? i18n._(FIELD_TEXTS[open].change) : t`Change`}
        description={t`Your XP stays as it is.`}
      >
        {open ? (
          <AnswerEditor
            field={open}
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
          <Button variant="quiet">{t`Close`}</Button>
        </SheetClose>
      </BottomSheet>
    </section>
  )
}
