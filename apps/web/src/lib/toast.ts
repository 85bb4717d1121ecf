import type * as SonnerModule from 'sonner'
import type { ExternalToast, toast as sonnerToast } from 'sonner'

/**
 * The app's toasts, with sonner's API, loaded the first time they are needed rather than with
 * the first screen (sonner is about 10 kB that no first screen shows). Calls keep their order:
 * each waits for the same module promise. A toast raised before the Toaster has mounted is
 * still shown: sonner replays active toasts to a Toaster that subscribes late.
 */
type Sonner = typeof SonnerModule
type Message = Parameters<typeof sonnerToast.success>[0]

let sonner: Promise<Sonner> | undefined
const wantedListeners = new Set<() => void>()

/** Starts loading sonner (once) and resolves with it. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner')
    for (const listener of wantedListeners) listener()
    wantedListeners.clear()
  }
  return sonner
}

/** Calls `listener` once, when the first toast is raised (at once if one already was). */
export function whenToastsWanted(listener: () => void): () => void {
  if (sonner) {
    listener()
    return () => {}
  }
  wantedListeners.add(listener)
  return () => wantedListeners.delete(listener)
}

/** The toasts raised, by id, with when: see `leaveToastsBehind`. */
const raised = new Map<string | number, number>()

function later(show: (api: typeof sonnerToast) => string | number | void): void {
  const at = Date.now()
  void loadSonner().then(({ toast: api }) => {
    const id = show(api)
    if (id !== undefined) raised.set(id, at)
  })
}

/**
 * A toast raised this long before a navigation belongs to the screen left behind; a quicker one
 * was raised by the step that led to the new screen (a save that then moves on) and is for it.
 */
export const TOAST_FOLLOWS_MS = 1500

/** On a new screen: puts away the toasts of the one before, so that none follows the person. */
export function leaveToastsBehind(now = Date.now()): void {
  if (!sonner) return
  for (const [id, at] of raised) {
    if (now - at < TOAST_FOLLOWS_MS) continue
    raised.delete(id)
    void sonner.then(({ toast: api }) => api.dismiss(id))
  }
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => later((api) => api(message, data)),
  {
    success: (message: Message, data?: ExternalToast) => later((api) => api.success(message, data)),
    error: (message: Message, data?: ExternalToast) => later((api) => api.error(message, data)),
    info: (message: Message, data?: ExternalToast) => later((api) => api.info(message, data)),
    dismiss: (id?: string | number) => void later((api) => void api.dismiss(id)),
  },
)
