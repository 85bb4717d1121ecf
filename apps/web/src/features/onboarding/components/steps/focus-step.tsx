import { useLingui } from '@lingui/react/macro'
import { FOCUS_OPTIONS, type FocusId } from '../../onboarding-content'
import { ChoiceStep } from '../choice-step'

/** Onboarding step 3: the area of life to work on. */
export function FocusStep(props: { selected: FocusId | null; onSelect: (focus: FocusId) => void }) {
  const { t, i18n } = useLingui()
  const options = FOCUS_OPTIONS.map((o) => ({
    value: o.id,
    label: i18n._(o.label),
    hint: i18n._(o.description),
  }))
  return (
    <ChoiceStep
      eyebrow={t`Your focus`}
      title={t`Where do you most want to trust yourself?`}
      label={t`Choose your focus`}
      options={options}
      {...props}
    />
  )
}
