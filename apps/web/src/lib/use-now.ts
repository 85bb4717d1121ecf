import { startTransition, useEffect, useState } from 'react'

/**
 * The current time, refreshed every `intervalMs` so relative times ('5 min ago') stay true. A
 * tick is never urgent: it renders as a transition, which yields to anything the person does.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => startTransition(() => setNow(new Date())), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}
