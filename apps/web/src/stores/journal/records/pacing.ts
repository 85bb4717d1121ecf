/** When the journal's background work runs: between frames, and after the screen has shown. */

/** Ends a short pause so the page can paint and answer taps between chunks of a long read. */
export function pause(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Runs `work` once the screen has shown the change (the celebration, the card): telling other
 * tabs and asking to keep the storage can wait a frame.
 */
export function afterPaint(work: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    work()
  }
  // A hidden tab paints no frame: it goes on a moment later all the same.
  setTimeout(once, 250)
  if (typeof requestAnimationFrame !== 'undefined') requestAnimationFrame(() => setTimeout(once, 0))
}
