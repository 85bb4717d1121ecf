import { useLingui } from '@lingui/react/macro'
import { challengeText } from '@/i18n/core-texts/challenges'
import { CHALLENGES, type FocusId } from '../../onboarding-content'
import { ChoiceStep } from '../choice-step'

/** Onboarding step 4: the challenge, among those of the chosen focus. */
export function ChallengeStep({
  focus,
  ...props
}: {
  focus: FocusId
  selected: string | null
  onSelect: (challenge: string) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <ChoiceStep
      eyebrow={t`Your challenge`}
      title={t`What feels most true for you?`}
      label={t`Choose your challenge`}
      options={CHALLENGES[focus].map((c) => ({ value: c, label: challengeText(i18n, c) }))}
      {...props}
    />
  )
}
