import { useLingui } from '@lingui/react/macro'
import { hasText } from '@hara/core'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { StepFrame } from '@/components/ui/step-frame'
import { draftKey as deviceDraftKey } from '@/lib/device-keys'
import { clearDraft, readDraft, writeDraft } from '@/lib/session-draft'
import { useActiveUserId } from '@/stores/device'
import { earnedBy, useSaveCheckIn } from '../api/save-check-in'
import {
  initialTapFlow,
  parseTapFlow,
  previousStep,
  progressOf,
  type TapFields,
  type TapStep,
} from '../lib/tap-flow'
import type { FlowHistory } from '../lib/use-flow-history'
import { useSaving } from '../lib/use-saving'
import { useStepFlow } from '../lib/use-step-flow'
import { BodyStep } from '@/components/check-in/body-step'
import { CongratulationsStep } from './steps/congratulations-step'
import { ContextStep } from '@/components/check-in/context-step'
import { DecisionStep } from './steps/decision-step'
import { DescribeStep } from './steps/describe-step'
import { GentleReminderStep } from './steps/gentle-reminder-step'
import { GutAndIgnoreSteps } from './steps/gut-and-ignore-steps'
import { Celebration } from './celebration'
import { ResumedNote } from './resumed-note'

/** Per user, so a draft never shows up for someone else who signs in on the same tab. */
export const tapDraftKey = (userId: string | null) => deviceDraftKey(userId, 'tap-check-in')

export type TapCheckInProps = {
  /** When it happened, if the person chose 'It happened earlier'; null for now. */
  happenedAt: number | null
  /** Leaves the flow from its first step. */
  onExit: () => void
  /** The flow's steps in the browser's history, so Back steps back (the route holds it). */
  flow: FlowHistory
  /** Shown under the first step: 'It happened earlier'. */
  start?: ReactNode
}

/**
 * The tap check-in. Every step is one screen; answers are large buttons; the draft survives a
 * reload for the rest of the session, and a resumed one says so, with 'Start over', on the step
 * it resumes at. Back, on screen or the phone's, goes one step back; leaving from the first
 * step with something written asks before the draft is discarded. Once saved, the celebration
 * shows and the flow leaves for the Map; a save the phone refused keeps the draft on screen.
 */
export function TapCheckIn({ happenedAt, onExit, flow, start }: TapCheckInProps) {
  const { t } = useLingui()
  const draftKey = tapDraftKey(useActiveUserId())
  const discard = () => {
    clearDraft(draftKey)
    onExit()
  }
  const [draft] = useState(() => readDraft(draftKey, parseTapFlow))
  const [resumedAt, setResumedAt] = useState(draft?.step === 'context' ? undefined : draft?.step)
  const { state, setState, direction, goTo, answer } = useStepFlow<TapStep, TapFields>({
    initial: () => draft ?? initialTapFlow,
    flow,
    previous: previousStep,
    leave: discard,
  })
  const { saving, run } = useSaving()
  const checkIn = useSaveCheckIn(happenedAt)
  const earned = earnedBy(checkIn.data)
  const { leave } = flow
  const toMap = useCallback(() => leave('/map'), [leave])
  const [confirmDiscard, setConfirmDiscard] = useState(false)

  useEffect(() => writeDraft(draftKey, state), [draftKey, state])

  const back = () =>
    flow.back(() => {
      if (Object.values(state.fields).some(hasText)) setConfirmDiscard(true)
      else discard()
    })

  const save = (decision: string | null) =>
    run(async () => {
      const f = state.fields
      const saved = await checkIn.mutateAsync({
        mode: 'tap',
        context: f.context ?? 'Other',
        ...(f.customNote ? { customNote: f.customNote } : {}),
        description: f.description ?? '',
        bodySensation: f.bodySensation ?? '',
        gutFeeling: f.gutFeeling ?? 'pause',
        willIgnore: f.willIgnore ?? 'not-sure',
        decision: hasText(decision) ? decision.trim() : null,
        ...(f.strength ? { strength: f.strength } : {}),
      })
      if (saved.write.ok) clearDraft(draftKey)
    })

  const { index, total } = progressOf(state.step)
  const { fields } = state
  const startOver = () => {
    clearDraft(draftKey)
    setResumedAt(undefined)
    goTo(initialTapFlow.step, initialTapFlow.fields, 'back')
  }

  return (
    <>
      <StepFrame
        stepKey={state.step}
        direction={direction}
        onBack={back}
        progress={{ label: t`Check-in progress`, value: index, max: total }}
      >
        {resumedAt === state.step ? <ResumedNote fields={fields} onStartOver={startOver} /> : null}
        {state.step === 'context' ? (
          <ContextStep
            selected={fields.context}
            onChoose={(context) => answer({ context, customNote: undefined }, 'describe')}
            onCustom={(note) => answer({ context: 'Custom', customNote: note }, 'describe')}
          />
        ) : null}
        {state.step === 'context' ? start : null}
        {state.step === 'describe' ? (
          <DescribeStep
            initial={fields.description ?? ''}
            onContinue={(description) => answer({ description }, 'body')}
          />
        ) : null}
        {state.step === 'body' ? (
          <BodyStep
            selected={fields.bodySensation}
            onChoose={(bodySensation) => answer({ bodySensation }, 'gut')}
          />
        ) : null}
        <GutAndIgnoreSteps
          step={state.step}
          answers={fields}
          onStrength={(strength) => setState((s) => ({ ...s, fields: { ...s.fields, strength } }))}
          onAnswer={answer}
        />
        {state.step === 'gentle-reminder' ? (
          <GentleReminderStep decisionNext onContinue={() => goTo('decision')} />
        ) : null}
        {state.step === 'decision' ? (
          <DecisionStep
            initial={fields.decision ?? ''}
            saving={saving}
            onSave={(decision) => void save(decision)}
          />
        ) : null}
        {state.step === 'congratulations' ? (
          <CongratulationsStep
            willIgnore={fields.willIgnore}
            saving={saving}
            saveLabel={t`Save check-in`}
            onSave={() => void save(null)}
          />
        ) : null}
        <ConfirmDialog
          open={confirmDiscard}
          onOpenChange={setConfirmDiscard}
          title={t`Discard this check-in?`}
          description={t`What you've written here will be lost.`}
          confirmLabel={t`Discard`}
          onConfirm={discard}
        />
      </StepFrame>
      {earned ? <Celebration earned={earned} onDone={toMap} /> : null}
    </>
  )
}
