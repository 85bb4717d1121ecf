import { useEffect, useRef, useState } from 'react'
import type { StepDirection } from '@/components/ui/step-frame'
import type { FlowHistory } from './use-flow-history'

export type StepFlowState<Step extends string, Fields> = { step: Step; fields: Fields }

/**
 * The step plumbing the tap and the voice check-ins share: the step on screen and the answers
 * so far, the direction the step frame slides, a step forward as one entry in the browser's
 * history (use-flow-history.ts), an answer (a light tap of the vibration motor, then the next
 * step), and the flow's own step back when the history went back. Which step comes before which
 * is the flow's pure state machine (`previous`, tap-flow.ts and voice-flow.ts).
 */
export function useStepFlow<Step extends string, Fields extends object>({
  initial,
  flow,
  previous,
  leave,
  waits,
  beforeStepBack,
  fieldsBackAt,
}: {
  initial: StepFlowState<Step, Fields> | (() => StepFlowState<Step, Fields>)
  flow: FlowHistory
  /** The step before this one; null leaves the flow. */
  previous: (state: StepFlowState<Step, Fields>) => Step | null
  /** Leaves the flow, back from its first step. */
  leave: () => void
  /** Steps that only wait: the step after one takes its history entry. */
  waits?: (step: Step) => boolean
  /** Runs before each step back (the voice flow cancels its upload or analysis). */
  beforeStepBack?: () => void
  /** The answers kept on a step back to `step` (all of them unless given). */
  fieldsBackAt?: (step: Step, fields: Fields) => Fields
}) {
  const [state, setState] = useState(initial)
  const [direction, setDirection] = useState<StepDirection>('forward')
  // The step on screen, for the callbacks of work that began on an earlier one.
  const shown = useRef<Step>(state.step)

  const goTo = (step: Step, fields: Fields = state.fields, dir: StepDirection = 'forward') => {
    if (dir === 'forward') flow.forward({ replace: waits?.(shown.current) ?? false })
    shown.current = step
    setDirection(dir)
    setState({ step, fields })
  }
  const answer = (patch: Partial<Fields>, next: Step) => {
    navigator.vibrate?.(10)
    goTo(next, { ...state.fields, ...patch })
  }
  const stepBack = () => {
    beforeStepBack?.()
    const before = previous(state)
    if (!before) return leave()
    goTo(before, fieldsBackAt ? fieldsBackAt(before, state.fields) : state.fields, 'back')
  }
  useEffect(() => flow.onStepBack(stepBack))

  return { state, setState, direction, goTo, answer, stepBack }
}
