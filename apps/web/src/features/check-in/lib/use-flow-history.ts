import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useNavigate } from '@/lib/router'

/** What a step-by-step flow keeps in each of its history entries: how many steps in it is. */
type FlowEntryState = { flowDepth?: number }

export interface FlowHistory {
  /** How many steps the browser's history holds for this flow behind the current one. */
  depth: number
  /**
   * A step forward: one history entry, so the browser's or the phone's Back returns to it. A
   * step that follows one that only waited (`replace`) takes that one's entry instead.
   */
  forward: (options?: { replace?: boolean }) => void
  /**
   * The on-screen back arrow: one history entry back while there is one (the flow then steps
   * back as for the browser's Back), else `atStart`.
   */
  back: (atStart: () => void) => void
  /** Leaves the flow for `to`, taking its steps out of the history so Back does not return. */
  leave: (to: string) => void
  /** What the flow does when the history went back a step: it decides which step that is. */
  onStepBack: (stepBack: () => void) => void
}

/**
 * A step-by-step flow (the check-ins) in the browser's history: every step forward is an entry
 * of the same address, so Back, on screen, in the browser or on an Android phone, goes one step
 * back as the arrow does, instead of leaving the flow. The flow's own step back runs when the
 * history went back; a step forward in the history (the browser's Forward) changes nothing.
 * Leaving goes back over the flow's entries first, so a Back from where it led never lands in
 * the middle of a finished flow. Held by the route, which leaves the flow, and given to the
 * flow, which steps through it.
 */
export function useFlowHistory(): FlowHistory {
  const location = useLocation()
  const navigate = useNavigate()
  const depth = (location.state as FlowEntryState | null)?.flowDepth ?? 0
  const seen = useRef(depth)
  // For callbacks that run later (an upload's, an analysis's): the depth shown now, not then.
  const current = useRef(depth)
  const leavingTo = useRef<string | null>(null)
  const stepBack = useRef<() => void>(() => undefined)

  useEffect(() => {
    const before = seen.current
    seen.current = depth
    current.current = depth
    if (leavingTo.current !== null) {
      if (depth === 0) {
        const to = leavingTo.current
        leavingTo.current = null
        void navigate(to, { replace: true })
      }
      return
    }
    if (depth < before) stepBack.current()
  }, [depth, navigate])

  const here = `${location.pathname}${location.search}`
  const forward = useCallback(
    ({ replace = false }: { replace?: boolean } = {}) => {
      const now = current.current
      const state: FlowEntryState = { flowDepth: replace ? now : now + 1 }
      current.current = state.flowDepth ?? 0
      void navigate(here, { state, replace })
    },
    [navigate, here],
  )
  const back = useCallback(
    (atStart: () => void) => {
      if (current.current > 0) void navigate(-1)
      else atStart()
    },
    [navigate],
  )
  const leave = useCallback(
    (to: string) => {
      const now = current.current
      if (now === 0) return void navigate(to, { replace: true })
      leavingTo.current = to
      void navigate(-now)
    },
    [navigate],
  )
  const onStepBack = useCallback((handler: () => void) => {
    stepBack.current = handler
  }, [])
  return { depth, forward, back, leave, onStepBack }
}
