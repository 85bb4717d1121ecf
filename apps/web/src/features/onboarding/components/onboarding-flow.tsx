import { Check } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { StepFrame, type StepDirection } from '@/components/ui/step-frame'
import { cn } from '@/lib/cn'
import { AUTO_ADVANCE_MS, CHALLENGES, FOCUS_OPTIONS, type FocusId } from '../onboarding-content'
import { AccessCodeStep } from './access-code-step'
import { ContinueButton, StepLayout } from './step-layout'

export type OnboardingResult = { focus: FocusId; challenge: string }

const STEP_COUNT = 6

/**
 * The six onboarding steps of spec section 2. A correct access code (checked by the server)
 * completes it; the caller stores the per-user flag and the choices.
 */
export function OnboardingFlow({ onComplete }: { onComplete: (result: OnboardingResult) => void }) {
  const [step, setStep] = useState(1)
  const [direction, setDirection] = useState<StepDirection>('forward')
  const [focus, setFocus] = useState<FocusId | null>(null)
  const [challenge, setChallenge] = useState<string | null>(null)
  const advanceTimer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(advanceTimer.current), [])

  const go = (next: number) => {
    setDirection(next > step ? 'forward' : 'back')
    setStep(next)
  }
  const advanceSoon = () => {
    window.clearTimeout(advanceTimer.current)
    advanceTimer.current = window.setTimeout(() => go(step + 1), AUTO_ADVANCE_MS)
  }

  return (
    <StepFrame
      stepKey={step}
      direction={direction}
      fit="page"
      onBack={step > 1 ? () => go(step - 1) : undefined}
      progress={{ label: 'Onboarding progress', value: step, max: STEP_COUNT, segmented: true }}
    >
      {step === 1 ? (
        <StepLayout
          eyebrow="The science"
          title="Your gut is talking. Let's learn to listen."
          footer={<ContinueButton onClick={() => go(2)} />}
        >
          <p className="text-lg leading-relaxed text-muted">
            Your gut holds a dense web of around 500 million neurons, in constant conversation with
            your brain. Researchers call the sense of your body&apos;s inner signals{' '}
            <em className="text-fg not-italic font-medium">interoception</em>.
          </p>
          <p className="text-lg leading-relaxed text-muted">
            Studies suggest that people who read these signals well tend to make better fast
            decisions. Like any sense, it grows sharper with practice. Hara is that practice.
          </p>
        </StepLayout>
      ) : null}

      {step === 2 ? (
        <StepLayout
          eyebrow="Know the difference"
          title="Intrusive thoughts vs. gut feelings"
          footer={<ContinueButton onClick={() => go(3)} />}
        >
          <div className="grid grid-cols-2 gap-3">
            <CompareCard
              title="Intrusive thoughts"
              tone="muted"
              items={[
                'Loud and repetitive',
                'Ask "what if…?"',
                'Urgent, anxious',
                'Live in your head',
              ]}
            />
            <CompareCard
              title="Gut feelings"
              tone="accent"
              items={[
                'Quiet and brief',
                'Simply know',
                'Calm, even when firm',
                'Felt in your body',
              ]}
            />
          </div>
        </StepLayout>
      ) : null}

      {step === 3 ? (
        <StepLayout eyebrow="Your focus" title="Where do you most want to trust yourself?">
          <ChoiceList
            label="Choose your focus"
            options={FOCUS_OPTIONS.map((o) => ({
              value: o.id,
              label: o.label,
              hint: o.description,
            }))}
            selected={focus}
            onSelect={(value) => {
              setFocus(value as FocusId)
              setChallenge(null)
              advanceSoon()
            }}
          />
        </StepLayout>
      ) : null}

      {step === 4 && focus ? (
        <StepLayout eyebrow="Your challenge" title="What feels most true for you?">
          <ChoiceList
            label="Choose your challenge"
            options={CHALLENGES[focus].map((c) => ({ value: c, label: c }))}
            selected={challenge}
            onSelect={(value) => {
              setChallenge(value)
              advanceSoon()
            }}
          />
        </StepLayout>
      ) : null}

      {step === 5 ? (
        <StepLayout
          eyebrow="How it works"
          title="Three small steps, every day"
          footer={<ContinueButton onClick={() => go(6)} />}
        >
          <ol className="flex flex-col gap-3">
            {[
              ['Notice', 'When you feel a signal, check in: tap or speak in under a minute.'],
              ['Choose', 'Note whether you honor it or not, and the decision you make.'],
              ['Learn', 'Log what happened. Your coach finds the patterns with you.'],
            ].map(([title, text], i) => (
              <li key={title} className="flex gap-4 rounded-2xl border border-line bg-surface p-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-on-accent tabular">
                  {i + 1}
                </span>
                <div>
                  <p className="font-semibold">{title}</p>
                  <p className="text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </StepLayout>
      ) : null}

      {step === 6 ? (
        <AccessCodeStep
          onValid={() => onComplete({ focus: focus ?? 'career', challenge: challenge ?? '' })}
        />
      ) : null}
    </StepFrame>
  )
}

function CompareCard({
  title,
  items,
  tone,
}: {
  title: string
  items: string[]
  tone: 'muted' | 'accent'
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-2xl border p-4',
        tone === 'accent' ? 'border-accent/50 bg-accent/10' : 'border-line bg-surface',
      )}
    >
      <h2 className={cn('font-semibold', tone === 'accent' ? 'text-accent' : 'text-fg')}>
        {title}
      </h2>
      <ul className="flex flex-col gap-2 text-sm text-muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

function ChoiceList({
  label,
  options,
  selected,
  onSelect,
}: {
  label: string
  options: { value: string; label: string; hint?: string }[]
  selected: string | null
  onSelect: (value: string) => void
}) {
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-col gap-3">
      {options.map((option) => {
        const checked = option.value === selected
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => {
              navigator.vibrate?.(10)
              onSelect(option.value)
            }}
            className={cn(
              'flex min-h-16 items-center justify-between gap-3 rounded-2xl border px-5 py-4 text-left transition-colors duration-150',
              checked ? 'border-accent bg-accent/15' : 'border-line bg-surface hover:bg-surface-2',
            )}
          >
            <span className="flex flex-col">
              <span className="text-lg font-semibold">{option.label}</span>
              {option.hint ? <span className="text-sm text-muted">{option.hint}</span> : null}
            </span>
            {checked ? (
              <Check aria-hidden="true" className="shrink-0 text-accent" size={22} />
            ) : null}
          </button>
        )
      })}
    </div>
  )
}
