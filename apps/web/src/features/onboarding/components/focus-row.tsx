import { Trans, useLingui } from '@lingui/react/macro'
import { Check, Compass } from 'lucide-react'
import { useState } from 'react'
import { ActionRow } from '@/components/ui/action-row'
import { BottomSheet, SheetClose } from '@/components/ui/bottom-sheet'
import { Button } from '@/components/ui/button'
import { challengeText } from '@/i18n/core-texts/challenges'
import { cn } from '@/lib/cn'
import { useOnboardingChoices } from '@/stores/device'
import { keepChoices } from '../api/onboarding-choices'
import { CHALLENGES, FOCUS_OPTIONS, type FocusId } from '../onboarding-content'

/**
 * Settings' 'Your focus': the focus and the challenge chosen in onboarding, which steer today's
 * focus and the first mission until the journal speaks for itself (ADR 0052). The row says
 * what they are; its sheet changes them, the same choices as onboarding's steps 3 and 4.
 */
export function FocusRow() {
  const { t, i18n } = useLingui()
  const chosen = useOnboardingChoices()
  const [open, setOpen] = useState(false)
  const focus = FOCUS_OPTIONS.find((option) => option.id === chosen.focus)
  const label = focus ? i18n._(focus.label) : undefined
  const challenge = chosen.challenge ? challengeText(i18n, chosen.challenge) : null
  return (
    <BottomSheet
      open={open}
      onOpenChange={setOpen}
      title={t`Your focus`}
      description={t`What you want your gut's help with. Until your journal has a few days in it, Hara's focus and first mission start here.`}
      trigger={
        <ActionRow
          icon={<Compass size={20} />}
          label={t`Your focus`}
          description={label ? [label, challenge].filter(Boolean).join(' · ') : t`Not chosen`}
        />
      }
    >
      {open ? (
        <FocusChoices
          initial={{ focus: chosen.focus, challenge: chosen.challenge }}
          onSave={(focus, challenge) => {
            void keepChoices(focus, challenge)
            setOpen(false)
          }}
        />
      ) : null}
    </BottomSheet>
  )
}

function FocusChoices({
  initial,
  onSave,
}: {
  initial: { focus: FocusId | null; challenge: string | null }
  onSave: (focus: FocusId, challenge: string) => void
}) {
  const { t, i18n } = useLingui()
  const [focus, setFocus] = useState<FocusId | null>(initial.focus)
  const [challenge, setChallenge] = useState<string | null>(initial.challenge)
  const challenges = focus ? CHALLENGES[focus] : []
  return (
    <div className="flex flex-col gap-4">
      <Choices
        label={t`Primary focus`}
        options={FOCUS_OPTIONS.map((option) => ({ value: option.id, label: i18n._(option.label) }))}
        selected={focus}
        onSelect={(value) => {
          setFocus(value)
          if (value !== focus) setChallenge(null)
        }}
      />
      {focus ? (
        <Choices
          label={t`Your challenge`}
          options={challenges.map((text) => ({ value: text, label: challengeText(i18n, text) }))}
          selected={challenge}
          onSelect={setChallenge}
        />
      ) : null}
      <div className="flex flex-col gap-2">
        <Button
          disabled={!focus || !challenge}
          onClick={() => focus && challenge && onSave(focus, challenge)}
        >
          <Trans>Save</Trans>
        </Button>
        <SheetClose asChild>
          <Button variant="ghost">
            <Trans>Cancel</Trans>
          </Button>
        </SheetClose>
      </div>
    </div>
  )
}

function Choices<T extends string>({
  label,
  options,
  selected,
  onSelect,
}: {
  label: string
  options: { value: T; label: string }[]
  selected: T | null
  onSelect: (value: T) => void
}) {
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-col gap-2">
      <p className="text-sm font-semibold" aria-hidden="true">
        {label}
      </p>
      {options.map((option) => {
        const checked = option.value === selected
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onSelect(option.value)}
            className={cn(
              'flex min-h-12 items-center justify-between gap-3 rounded-2xl border px-4 py-2 text-left transition-colors duration-150',
              checked ? 'border-accent bg-accent/15' : 'border-line bg-surface hover:bg-surface-2',
            )}
          >
            <span className="font-medium">{option.label}</span>
            {checked ? (
              <Check aria-hidden="true" className="shrink-0 text-accent" size={20} />
            ) : null}
          </button>
        )
      })}
    </div>
  )
}
