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

function later(show: (api: typeof sonnerToast) => void): void {
  void loadSonner().then(({ toast: api }) => show(api))
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => later((api) => api(message, data)),
  {
    success: (message: Message, data?: ExternalToast) => later((api) => api.success(message, data)),
    error: (message: Message, data?: ExternalToast) => later((api) => api.error(message, data)),
    info: (message: Message, data?: ExternalToast) => later((api) => api.info(message, data)),
    dismiss: (id?: string | number) => later((api) => api.dismiss(id)),
  },
)
