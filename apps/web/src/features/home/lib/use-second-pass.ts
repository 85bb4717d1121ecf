import { startTransition, useEffect, useState } from 'react'

/** Whether Home has painted its first pass in this page: its on-demand code is loaded since. */
let firstPassPainted = false

/**
 * False until Home's first render has been painted, then true (in a transition, which React
 * renders in slices that let a tap through). The parts whose code loads on demand (the
 * follow-up card, the insights' text, On this day) wait for it, each in its placeholder, so
 * the first paint (the greeting, the focus, the week) carries none of their work and waits for
 * none of their requests: with a ten-year journal all three show, and rendered with the rest
 * they held Home's first paint behind eight requests for their code (ADR 0085). Once painted,
 * Home shows them in its first render whenever it opens again.
 */
export function useSecondPass(): boolean {
  const [painted, setPainted] = useState(firstPassPainted)
  useEffect(() => {
    if (painted) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // A timeout queued from the frame's requestAnimationFrame runs once that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        firstPassPainted = true
        startTransition(() => setPainted(true))
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [painted])
  return painted
}
