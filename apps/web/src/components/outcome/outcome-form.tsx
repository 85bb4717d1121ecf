import { Trans, useLingui } from '@lingui/react/macro'
import { hasText, type Earned, type OwnVerdict } from '@hara/core'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { TextArea } from '@/components/ui/text-area'
import { useSaveOutcome } from './save-outcome'
import { gutCall } from './gut-call'
import { useHeldEntry } from './use-held-entry'
import { useOfferedVerdict, VerdictQuestion, verdictToSave } from './verdict-question'

/**
 * Logging an outcome (docs/product.md#timeline, 'Log outcome'): a text area ('What
 * happened? How did it turn out?', at least 100 px) with Cancel and Save, Save disabled while
 * the text is blank. Saving sets the entry's consequence and consequenceDate in the journal and
 * earns the outcome XP, once per entry. One form for the two places that log an
 * outcome: the Timeline's card, where it opens in place, and Home's "How did it turn out?",
 * where it opens in a sheet; it lives below the features so both can use it. Given the text
 * of an outcome already logged, it edits those words instead, which earns nothing. Both ask,
 * optionally, "Was your gut right?" (verdict-question.tsx), kept with the outcome.
 */
export function OutcomeForm({
  entryId,
  initial,
  onSaved,
  onEdited,
  onCancel,
}: {
  entryId: string
  /** The outcome already logged, to edit its words. */
  initial?: string
  /** Called once the outcome is in the journal, with what it earned. */
  onSaved?: (earned: Earned) => void
  /** Called once the edited words are in the journal. */
  onEdited?: () => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const [text, setText] = useState(initial ?? '')
  const saving = useSaveOutcome(entryId, initial !== undefined, { onSaved, onEdited })
  const entry = useHeldEntry(entryId)
  // The person's answer: undefined until they tap one; an edit starts from the one they gave.
  const [answer, setAnswer] = useState<OwnVerdict | null | undefined>(undefined)
  const given = answer === undefined && initial !== undefined ? entry?.ownVerdict : undefined
  const chosen = given ?? answer
  const offered = useOfferedVerdict(chosen === undefined ? entry : null, text)
  const save = () => {
    if (saving.isPending) return
    saving.mutate({ text, verdict: verdictToSave(chosen, offered) })
  }
  return (
    <form
      aria-label={initial === undefined ? t`Log outcome` : t`Edit outcome`}
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (hasText(text)) save()
      }}
    >
      <TextArea
        label={t`Outcome`}
        hideLabel
        autoFocus
        placeholder={t`What happened? How did it turn out?`}
        className="min-h-[100px]"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <VerdictQuestion
        offered={offered}
        answer={chosen}
        onAnswer={setAnswer}
        gut={entry ? gutCall(entry) : null}
      />
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={!hasText(text) || saving.isPending}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  )
}
