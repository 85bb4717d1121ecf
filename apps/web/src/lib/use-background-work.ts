import { useEffect, useEffectEvent } from 'react'

/**
 * Runs background work (a scheduler, a watcher) for as long as `key` stays the same and is not
 * null, and stops it when the key changes or the component leaves. The work's code is loaded
 * only then: `load` resolves to its start, which returns its stop. The effect only subscribes;
 * what the work reads and writes belongs to it, outside React.
 */
export function useBackgroundWork(key: string | null, load: () => Promise<() => () => void>): void {
  // The latest `load`, without restarting the work when a render makes it anew.
  const loadWork = useEffectEvent(load)
  useEffect(() => {
    if (key === null) return
    let stop: (() => void) | undefined
    let left = false
    void loadWork().then((start) => {
      if (!left) stop = start()
    })
    return () => {
      left = true
      stop?.()
    }
  }, [key])
}
