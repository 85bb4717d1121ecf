import { ArrowLeft, Check } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { Screen } from '@/components/ui/screen'
import { TextField } from '@/components/ui/text-field'
import { ApiError } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useVerifyAccessCode } from '../api/verify-access-code'
import {
  AUTO_ADVANCE_MS,
  CHALLENGES,
  FOCUS_OPTIONS,
  WRONG_CODE_MS,
  type FocusId,
} from '../onboarding-content'

export type OnboardingResult = { focus: FocusId; challenge: string }

const STEP_COUNT = 6

/**
 * The six onboarding steps of spec section 2. A correct access code (checked by the server)
 * completes it; the caller stores the per-user flag and the choices.
 */
export function OnboardingFlow({ onComplete }: { onComplete: (result: OnboardingResult) => void }) {
  const [step, setStep] = useState(1)
  const [direction, setDirection] = useState<'forward' | 'back'>('forward')
  const [focus, setFocus] = useState<FocusId | null>(null)
  const [challenge, setChallenge] = useState<string | null>(null)
  const advanceTimer = useRef<number | undefined>(undefined)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => () => window.clearTimeout(advanceTimer.current), [])
  // Move focus to the new step's heading so screen readers announce it.
  useEffect(() => headingRef.current?.focus(), [step])

  const go = (next: number) => {
    setDirection(next > step ? 'forward' : 'back')
    setStep(next)
  }
  const advanceSoon = () => {
    window.clearTimeout(advanceTimer.current)
    advanceTimer.current = window.setTimeout(() => go(step + 1), AUTO_ADVANCE_MS)
  }

  return (
    <Screen className="gap-6">
      <div className="flex min-h-11 items-center gap-3">
        {step > 1 ? (
          <Button variant="ghost" size="icon" aria-label="Back" onClick={() => go(step - 1)}>
            <ArrowLeft aria-hidden="true" size={22} />
          </Button>
        ) : (
          <span className="size-11" aria-hidden="true" />
        )}
        <div
          className="flex flex-1 gap-1.5"
          role="progressbar"
          aria-label="Onboarding progress"
          aria-valuemin={1}
          aria-valuemax={STEP_COUNT}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${STEP_COUNT}`}
        >
          {Array.from({ length: STEP_COUNT }, (_, i) => (
            <span
              key={i}
              className={cn(
                'h-1.5 flex-1 rounded-full transition-colors duration-200',
                i < step ? 'bg-accent' : 'bg-surface-2',
              )}
            />
          ))}
        </div>
        <span className="size-11" aria-hidden="true" />
      </div>

      <div
        key={step}
        className={cn(
          'flex flex-1 flex-col gap-6 motion-safe:animate-[step-in_220ms_ease-out]',
          direction === 'back' && 'motion-safe:animate-[step-back_220ms_ease-out]',
        )}
      >
        {step === 1 ? (
          <StepLayout
            headingRef={headingRef}
            eyebrow="The science"
            title="Your gut is talking. Let's learn to listen."
            footer={<ContinueButton onClick={() => go(2)} />}
          >
            <p className="text-lg leading-relaxed text-muted">
              Your gut holds a dense web of around 500 million neurons, in constant conversation
              with your brain. Researchers call the sense of your body&apos;s inner signals{' '}
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
            headingRef={headingRef}
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
          <StepLayout
            headingRef={headingRef}
            eyebrow="Your focus"
            title="Where do you most want to trust yourself?"
          >
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
          <StepLayout
            headingRef={headingRef}
            eyebrow="Your challenge"
            title="What feels most true for you?"
          >
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
            headingRef={headingRef}
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
                <li
                  key={title}
                  className="flex gap-4 rounded-2xl border border-line bg-surface p-4"
                >
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
            headingRef={headingRef}
            onValid={() => onComplete({ focus: focus ?? 'career', challenge: challenge ?? '' })}
          />
        ) : null}
      </div>
    </Screen>
  )
}

function AccessCodeStep({
  headingRef,
  onValid,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>
  onValid: () => void
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const verify = useVerifyAccessCode()
  const errorTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(errorTimer.current), [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim() || verify.isPending) return
    verify.mutate(code, {
      onSuccess: onValid,
      onError: (err) => {
        const message =
          err instanceof ApiError && err.code !== 'invalid_code'
            ? err.message
            : 'Invalid code. Try again.'
        setError(message)
        window.clearTimeout(errorTimer.current)
        errorTimer.current = window.setTimeout(() => setError(undefined), WRONG_CODE_MS)
      },
    })
  }

  return (
    <StepLayout headingRef={headingRef} eyebrow="Early access" title="Enter your access code">
      <p className="text-lg text-muted">Hara is invite-only for now. Your code unlocks it.</p>
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Access code"
          name="access-code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          hint="Think about your intuition"
          error={error}
        />
        <Button type="submit" size="lg" disabled={!code.trim() || verify.isPending}>
          {verify.isPending ? 'Checking…' : 'Unlock Hara'}
        </Button>
      </form>
    </StepLayout>
  )
}

function StepLayout({
  headingRef,
  eyebrow,
  title,
  children,
  footer,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>
  eyebrow: string
  title: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-warm uppercase">{eyebrow}</p>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight outline-none"
        >
          {title}
        </h1>
      </header>
      <div className="flex flex-col gap-4">{children}</div>
      {footer ? <div className="mt-auto pt-4">{footer}</div> : null}
    </>
  )
}

function ContinueButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="lg" className="w-full" onClick={onClick}>
      Continue
    </Button>
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
