import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'
import { useLocation } from '@/lib/router'

/** What each history entry's screen had chosen, by the entry's key, for this tab's life. */
const memory = new Map<string, unknown>()

/**
 * `useState` that a history entry keeps: Back to it brings the value back (the Timeline's
 * search, month and how many check-ins it showed, so that the scroll position the app restores
 * finds the same cards), while a new visit starts afresh.
 */
export function useRememberedState<T>(name: string, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const { key } = useLocation()
  const id = `${key} ${name}`
  const [value, setValue] = useState<T>(() => (memory.has(id) ? (memory.get(id) as T) : initial))
  useEffect(() => {
    memory.set(id, value)
  }, [id, value])
  return [value, setValue]
}
