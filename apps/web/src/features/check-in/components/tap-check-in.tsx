import { DEFAULT_BODY_SIGNALS, DEFAULT_CATEGORIES, hasText, type TapDraft } from '@hara/core'
import { ArrowLeft } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { ChoiceButton } from '@/components/ui/choice-button'
import { TextArea } from '@/components/ui/text-area'
import { TextField } from '@/components/ui/text-field'
import { clearDraft, readDraft, writeDraft } from '@/lib/session-draft'
import { cn } from '@/lib/cn'
import { useActiveUserId } from '@/stores/journal'
import {
  initialTapFlow,
  parseTapFlow,
  previousStep,
  progressOf,
  stepAfterIgnore,
  type TapFields,
  type TapFlowState,
  type TapStep,
} from '../lib/tap-flow'

/** Per user, so a draft never shows up for someone else who signs in on the same tab. */
export const tapDraftKey = (userId: string | null) =>
  `hara:draft:${userId ?? 'anonymous'}:tap-check-in`

const GUT_OPTIONS = [
  { value: 'yes', label: 'Yes', hint: 'It feels right' },
  { value: 'no', label: 'No', hint: 'Something is off' },
  { value: 'pause', label: 'Pause', hint: 'Not yet, I need a moment' },
] as const

const IGNORE_OPTIONS = [
  { value: 'no', label: 'No, I’ll honor it', hint: 'I’m going with my gut' },
  { value: 'yes', label: 'Yes, I’ll ignore it', hint: 'I’m going another way this time' },
  { value: 'not-sure', label: 'Not sure', hint: 'I haven’t decided yet' },
] as const

export type TapCheckInProps = {
  /** Saves the check-in; the flow shows the celebration and leaves once it resolves. */
  onSave: (draft: TapDraft) => Promise<void> | void
  /** Leaves the flow from its first step. */
  onExit: () => void
}

/**
 * The tap check-in (spec sections 2, 4 and 5). Every step is one screen; answers are large
 * buttons; the draft survives a reload for the rest of the session.
 */
export function TapCheckIn({ onSave, onExit }: TapCheckInProps) {
  const draftKey = tapDraftKey(useActiveUserId())
  const [state, setState] = useState<TapFlowState>(
    () => readDraft(draftKey, parseTapFlow) ?? initialTapFlow,
  )
  const [direction, setDirection] = useState<'forward' | 'back'>('forward')
  const [saving, setSaving] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => writeDraft(draftKey, state), [draftKey, state])
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [state.step])

  const goTo = (
    step: TapStep,
    fields: TapFields = state.fields,
    dir: 'forward' | 'back' = 'forward',
  ) => {
    setDirection(dir)
    setState({ step, fields })
  }
  const answer = (patch: TapFields, next: TapStep) => {
    navigator.vibrate?.(10)
    goTo(next, { ...state.fields, ...patch })
  }
  const back = () => {
    const previous = previousStep(state)
    if (previous) goTo(previous, state.fields, 'back')
    else {
      clearDraft(draftKey)
      onExit()
    }
  }

  const save = async (decision: string | null) => {
    if (saving) return
    const f = state.fields
    setSaving(true)
    try {
      await onSave({
        mode: 'tap',
        context: f.context ?? 'Other',
        ...(f.customNote ? { customNote: f.customNote } : {}),
        description: f.description ?? '',
        bodySensation: f.bodySensation ?? '',
        gutFeeling: f.gutFeeling ?? 'pause',
        willIgnore: f.willIgnore ?? 'not-sure',
        decision: hasText(decision) ? decision.trim() : null,
      })
      clearDraft(draftKey)
    } finally {
      setSaving(false)
    }
  }

  const { index, total } = progressOf(state.step)

  return (
    <main className="mx-auto flex h-dvh w-full max-w-md flex-col overflow-hidden px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-[max(1.25rem,env(safe-area-inset-bottom))]">
      <div className="flex min-h-12 items-center gap-3">
        <Button variant="ghost" size="icon" aria-label="Back" onClick={back}>
          <ArrowLeft aria-hidden="true" size={22} />
        </Button>
        <div
          role="progressbar"
          aria-label="Check-in progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index}
          className="h-1.5 flex-1 overflow-hidden rounded-full bg-surface-2"
        >
          <div
            className="h-full rounded-full bg-accent transition-[width] duration-200"
            style={{ width: `${(index / total) * 100}%` }}
          />
        </div>
        <span className="w-11" aria-hidden="true" />
      </div>

      <div
        key={state.step}
        className={cn(
          'flex min-h-0 flex-1 flex-col gap-5 pt-4',
          direction === 'forward'
            ? 'motion-safe:animate-[step-in_200ms_ease-out]'
            : 'motion-safe:animate-[step-back_200ms_ease-out]',
        )}
      >
        {state.step === 'context' ? (
          <ContextStep
            headingRef={headingRef}
            selected={state.fields.context}
            onChoose={(context) => answer({ context, customNote: undefined }, 'describe')}
            onCustom={(note) => answer({ context: 'Custom', customNote: note }, 'describe')}
          />
        ) : null}
        {state.step === 'describe' ? (
          <DescribeStep
            headingRef={headingRef}
            initial={state.fields.description ?? ''}
            onContinue={(description) => answer({ description }, 'body')}
          />
        ) : null}
        {state.step === 'body' ? (
          <BodyStep
            headingRef={headingRef}
            selected={state.fields.bodySensation}
            onChoose={(bodySensation) => answer({ bodySensation }, 'gut')}
          />
        ) : null}
        {state.step === 'gut' ? (
          <StepFrame
            headingRef={headingRef}
            title="What is your gut telling you?"
            lead="Go with the first answer that comes."
          >
            <div className="flex flex-col gap-3">
              {GUT_OPTIONS.map((option) => (
                <ChoiceButton
                  key={option.value}
                  label={option.label}
                  hint={option.hint}
                  selected={state.fields.gutFeeling === option.value}
                  onClick={() => answer({ gutFeeling: option.value }, 'ignore')}
                />
              ))}
            </div>
          </StepFrame>
        ) : null}
        {state.step === 'ignore' ? (
          <StepFrame
            headingRef={headingRef}
            title="Will you ignore this feeling?"
            lead="There is no wrong answer. Noticing is the practice."
          >
            <div className="flex flex-col gap-3">
              {IGNORE_OPTIONS.map((option) => (
                <ChoiceButton
                  key={option.value}
                  label={option.label}
                  hint={option.hint}
                  selected={state.fields.willIgnore === option.value}
                  onClick={() =>
                    answer({ willIgnore: option.value }, stepAfterIgnore(option.value))
                  }
                />
              ))}
            </div>
          </StepFrame>
        ) : null}
        {state.step === 'gentle-reminder' ? (
          <StepFrame headingRef={headingRef} title="That’s okay" lead="">
            <div className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-6">
              <p className="text-lg leading-relaxed">
                Sometimes we choose another way, and that is part of learning too.
              </p>
              <p className="leading-relaxed text-muted">
                Write down what you decide. When you look back at how it turned out, your gut gets a
                little easier to hear next time.
              </p>
            </div>
            <div className="mt-auto">
              <Button size="lg" className="w-full" onClick={() => goTo('decision')}>
                Continue
              </Button>
            </div>
          </StepFrame>
        ) : null}
        {state.step === 'decision' ? (
          <DecisionStep
            headingRef={headingRef}
            initial={state.fields.decision ?? ''}
            saving={saving}
            onSave={(decision) => void save(decision)}
          />
        ) : null}
        {state.step === 'congratulations' ? (
          <StepFrame
            headingRef={headingRef}
            title={
              state.fields.willIgnore === 'no'
                ? 'You honored your gut'
                : 'You noticed, and that counts'
            }
            lead=""
          >
            <div className="flex flex-1 flex-col items-center justify-center gap-5 text-center">
              <span
                aria-hidden="true"
                className="size-28 rounded-full bg-[radial-gradient(circle_at_35%_30%,var(--orb-a),var(--orb-b)_45%,var(--orb-c))] shadow-[0_0_64px_-8px_var(--orb-a)] motion-safe:animate-pulse"
              />
              <p className="max-w-xs text-lg leading-relaxed text-muted">
                {state.fields.willIgnore === 'no'
                  ? 'Every time you listen, the signal gets a little clearer.'
                  : 'Staying with an unclear feeling takes courage. Give it time.'}
              </p>
            </div>
            <Button
              size="lg"
              variant="warm"
              className="w-full"
              disabled={saving}
              onClick={() => void save(null)}
            >
              {saving ? 'Saving…' : 'Save check-in'}
            </Button>
          </StepFrame>
        ) : null}
      </div>
    </main>
  )
}

type HeadingRef = RefObject<HTMLHeadingElement | null>

function StepFrame({
  headingRef,
  title,
  lead,
  children,
}: {
  headingRef: HeadingRef
  title: string
  lead: string
  children: ReactNode
}) {
  return (
    <>
      <header className="flex flex-col gap-1.5">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-[1.75rem] leading-tight font-bold tracking-tight outline-none"
        >
          {title}
        </h1>
        {lead ? <p className="text-base text-muted">{lead}</p> : null}
      </header>
      {children}
    </>
  )
}

function ContextStep({
  headingRef,
  selected,
  onChoose,
  onCustom,
}: {
  headingRef: HeadingRef
  selected: string | undefined
  onChoose: (context: string) => void
  onCustom: (note: string) => void
}) {
  const [note, setNote] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (hasText(note)) onCustom(note.trim())
  }
  return (
    <StepFrame
      headingRef={headingRef}
      title="What is this about?"
      lead="Pick the area of life this feeling is about."
    >
      <div className="grid grid-cols-2 gap-2.5">
        {DEFAULT_CATEGORIES.map((category) => (
          <ChoiceButton
            key={category}
            label={category}
            selected={selected === category}
            className="min-h-13 px-3"
            onClick={() => onChoose(category)}
          />
        ))}
      </div>
      <form onSubmit={submit} className="mt-auto">
        <TextField
          label="Something else?"
          placeholder="Name it in your own words"
          hint="5 words maximum"
          enterKeyHint="next"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </form>
    </StepFrame>
  )
}

function DescribeStep({
  headingRef,
  initial,
  onContinue,
}: {
  headingRef: HeadingRef
  initial: string
  onContinue: (description: string) => void
}) {
  const [text, setText] = useState(initial)
  const ready = hasText(text)
  return (
    <StepFrame
      headingRef={headingRef}
      title="What’s happening?"
      lead="A sentence or two is plenty."
    >
      <TextArea
        label="Describe the situation"
        hideLabel
        placeholder="My friend asked me to invest in her new business…"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="mt-auto">
        <Button
          size="lg"
          className="w-full"
          disabled={!ready}
          onClick={() => onContinue(text.trim())}
        >
          Continue
        </Button>
      </div>
    </StepFrame>
  )
}

function BodyStep({
  headingRef,
  selected,
  onChoose,
}: {
  headingRef: HeadingRef
  selected: string | undefined
  onChoose: (signal: string) => void
}) {
  const isCustom = selected !== undefined && !DEFAULT_BODY_SIGNALS.includes(selected)
  const [custom, setCustom] = useState(isCustom ? selected : '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (hasText(custom)) onChoose(custom.trim())
  }
  return (
    <StepFrame
      headingRef={headingRef}
      title="Where do you feel it?"
      lead="Notice your body for a breath or two."
    >
      <div className="grid grid-cols-2 gap-2.5">
        {DEFAULT_BODY_SIGNALS.map((signal) => (
          <ChoiceButton
            key={signal}
            label={signal}
            selected={selected === signal}
            className="min-h-16 px-3"
            onClick={() => onChoose(signal)}
          />
        ))}
      </div>
      <form onSubmit={submit} className="mt-auto flex flex-col gap-3">
        <TextField
          label="Something else?"
          placeholder="e.g. Tingling hands"
          enterKeyHint="next"
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={!hasText(custom)}>
          Use this signal
        </Button>
      </form>
    </StepFrame>
  )
}

function DecisionStep({
  headingRef,
  initial,
  saving,
  onSave,
}: {
  headingRef: HeadingRef
  initial: string
  saving: boolean
  onSave: (decision: string | null) => void
}) {
  const [text, setText] = useState(initial)
  return (
    <StepFrame
      headingRef={headingRef}
      title="What did you decide?"
      lead="Optional. Tracking it lets you log how it turned out."
    >
      <TextArea
        label="Your decision"
        hideLabel
        placeholder="I said yes to the extra project…"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="mt-auto flex flex-col gap-2">
        {hasText(text) ? (
          <Button size="lg" className="w-full" disabled={saving} onClick={() => onSave(text)}>
            Track this decision
          </Button>
        ) : null}
        <Button
          variant="ghost"
          className="w-full text-muted"
          disabled={saving}
          onClick={() => onSave(null)}
        >
          skip for now
        </Button>
      </div>
    </StepFrame>
  )
}
