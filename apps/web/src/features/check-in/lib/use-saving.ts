import { useCallback, useRef, useState } from 'react'

/** How long a save runs before its button shows it is busy. */
export const SHOW_SAVING_AFTER_MS = 200

/**
 * A check-in's save: a second tap while it runs does nothing, at once, and the button shows it
 * busy only when the save takes a moment. A save is one write on the phone, done in a few
 * dozen milliseconds: a busy state drawn and undrawn in that time would only be a flicker, and
 * a frame of work on a slow phone.
 */
export function useSaving() {
  const running = useRef(false)
  const [saving, setSaving] = useState(false)
  const run = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return
    running.current = true
    const slow = setTimeout(() => setSaving(true), SHOW_SAVING_AFTER_MS)
    try {
      await work()
    } finally {
      clearTimeout(slow)
      running.current = false
      setSaving(false)
    }
  }, [])
  return { saving, run }
}
