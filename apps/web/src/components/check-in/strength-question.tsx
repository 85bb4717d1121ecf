import { useLingui } from '@lingui/react/macro'
import type { GutStrength } from '@hara/core'
import { PillChoice } from '@/components/ui/pill-choice'
import { answerText } from './answer-texts'

const STRENGTHS = [
  { value: 'faint', label: 'Faint' },
  { value: 'clear', label: 'Clear' },
  { value: 'strong', label: 'Strong' },
] as const

/**
 * "How strong is it?" in the gut step of the tap and the voice check-in: optional and one tap
 * (faint, clear or strong), answered before the gut's answer, which moves on as it always did.
 * Skipping it costs nothing; tapping the chosen one again takes it back.
 */
export function StrengthQuestion({
  strength,
  onChoose,
  past = false,
}: {
  strength: GutStrength | undefined
  onChoose: (strength: GutStrength | undefined) => void
  /** Of an earlier day's check-in: 'How strong was it?'. */
  past?: boolean
}) {
  const { t, i18n } = useLingui()
  return (
    <PillChoice
      label={past ? t`How strong was it?` : t`How strong is it?`}
      hint={t`Optional`}
      options={STRENGTHS.map(({ value, label }) => ({ value, label: answerText(i18n, label) }))}
      selected={strength}
      onChoose={(value) => onChoose(value ?? undefined)}
    />
  )
}
