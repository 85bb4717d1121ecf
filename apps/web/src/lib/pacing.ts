/**
 * When work that can wait runs: between frames, after the frame that shows a change, or once
 * the page is idle. The journal, record sync, the reminders and the Timeline pace theirs here.
 */

/** Ends a short pause so the page can paint and answer taps between chunks of a long read. */
export function pause(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Runs `work` once the screen has shown the change (the celebration, the card) and the page is
 * idle: telling other tabs and asking to keep the storage can wait that long, and should not
 * take time from the frame that shows the person their check-in was saved.
 */
export function afterPaint(work: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    work()
  }
  // A hidden tab paints no frame and may never be idle: it goes on a moment later all the same.
  setTimeout(once, 500)
  if (typeof requestAnimationFrame === 'undefined') return
  const idle = (globalThis as { requestIdleCallback?: (run: () => void) => number })
    .requestIdleCallback
  requestAnimationFrame(() => {
    if (idle) idle(once)
    else setTimeout(once, 50)
  })
}

/**
 * Resolves once the next frame has been painted (a task after it), or in a task of its own
 * where there are no frames (a test, a worker): for work that follows a change the screen shows
 * and should not be done before that frame.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0)
    if (typeof requestAnimationFrame === 'undefined') later()
    else requestAnimationFrame(later)
  })
}
