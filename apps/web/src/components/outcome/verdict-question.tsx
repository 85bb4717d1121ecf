import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Entry, OwnVerdict } from '@hara/core'
import { useQuery } from '@/lib/query'
import { PillChoice } from '@/components/ui/pill-choice'
import { outcomeJudgeQueryOptions } from '@/lib/coach/outcome-judge-query'

const ANSWERS = [
  { value: 'right', label: msg`Yes` },
  { value: 'wrong', label: msg`No` },
  { value: 'hard-to-say', label: msg`Hard to say` },
] as const

/**
 * "Was your gut right?" when logging or editing an outcome: optional, Yes, No or Hard to say.
 * Until the person answers, the outcome reader's verdict on the words typed so far is offered as
 * the preselected answer, shown as such ('Read from your words'), and only when the reader is
 * confident (it judges the outcome right or wrong); otherwise nothing is preselected. Tapping
 * the offered answer confirms it. What the person chooses wins over any reading (the core's
 * verdict rule).
 */
export function VerdictQuestion({
  offered,
  answer,
  onAnswer,
  gut,
}: {
  /** What the gut said and whether it was followed (`gutCall`), said above the question. */
  gut?: string | null
  /** The reader's confident verdict (`useOfferedVerdict`), or null. */
  offered: OwnVerdict | null
  /** The person's answer; undefined until they tap one (null when they took it back). */
  answer: OwnVerdict | null | undefined
  onAnswer: (answer: OwnVerdict | null) => void
}) {
  const { t, i18n } = useLingui()
  const selected = answer === undefined ? offered : answer
  return (
    <div className="flex flex-col gap-1.5">
      {gut ? <p className="text-sm text-muted">{gut}</p> : null}
      <PillChoice
        label={t`Was your gut right?`}
        hint={answer === undefined && offered ? t`Read from your words` : t`Optional`}
        options={ANSWERS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
        selected={selected}
        // Tapping the offered answer takes it as the person's own; tapping their own takes it back.
        onChoose={(value) => onAnswer(value === null && answer === undefined ? offered : value)}
      />
    </div>
  )
}

/**
 * The reader's confident verdict on `text` for `entry`'s gut call; null when it is not sure, or
 * with no entry (pass none once the person has answered: nothing is then offered).
 */
export function useOfferedVerdict(
  entry: Entry | null | undefined,
  text: string,
): OwnVerdict | null {
  const judge = useQuery({ ...outcomeJudgeQueryOptions, enabled: Boolean(entry) }).data?.read
  if (!entry || !judge || text.trim() === '') return null
  const { ownVerdict: _own, ...rest } = entry
  return judge({ ...rest, consequence: text } as Entry)
}

/** The verdict a save keeps: the person's answer, else the offer they saw and left. */
export function verdictToSave(
  answer: OwnVerdict | null | undefined,
  offered: OwnVerdict | null,
): OwnVerdict | null {
  return answer === undefined ? offered : answer
}
