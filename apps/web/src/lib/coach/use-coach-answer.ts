import { startTransition, useEffect, useRef, useState } from 'react'

/**
 * Runs a coach request for a screen and tracks its state; the answer itself goes to the
 * journal store (the only cache of coach answers), which the screen reads. The request runs
 * when `enabled` turns true or `key` changes, and is aborted when the screen goes away.
 */
export type CoachLoad = 'idle' | 'loading' | 'failed' | 'done'

export function useCoachAnswer({
  key,
  enabled,
  load,
  onError,
}: {
  key: string
  enabled: boolean
  load: (signal: AbortSignal) => Promise<void>
  onError?: (error: unknown) => void
}): CoachLoad {
  const [state, setState] = useState<{ key: string; load: CoachLoad }>({ key, load: 'idle' })
  const latest = useRef({ load, onError })
  useEffect(() => {
    latest.current = { load, onError }
  })

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    latest.current
      .load(controller.signal)
      .then(() => {
        // The answer is in the journal already; the state only ends the loading look.
        if (!controller.signal.aborted) startTransition(() => setState({ key, load: 'done' }))
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        latest.current.onError?.(error)
        startTransition(() => setState({ key, load: 'failed' }))
      })
    return () => controller.abort()
  }, [key, enabled])

  if (!enabled) return 'idle'
  // Until the effect has started the request for this key, it is about to start.
  if (state.key !== key || state.load === 'idle') return 'loading'
  return state.load
}
