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

/** The product's toast time (the Toaster's `duration`). */
export const TOAST_MS = 5000

/**
 * Each toast's own end: sonner holds a toast for as long as a pointer rests on it, and on a
 * phone the last tap leaves the pointer there (a toast that appeared under the finger stayed
 * 13 s and more). A toast ends at its time whatever the pointer does; raised again under the
 * same id, it starts again.
 */
const endings = new Map<string | number, ReturnType<typeof setTimeout>>()

function endOnTime(api: typeof sonnerToast, id: string | number, duration = TOAST_MS) {
  clearTimeout(endings.get(id))
  if (!Number.isFinite(duration)) return
  endings.set(
    id,
    setTimeout(() => {
      endings.delete(id)
      api.dismiss(id)
    }, duration),
  )
}

/**
 * The control last tapped or clicked (a button, a link, a field), where it was then, and when;
 * null before any. A control in a dialog is not kept: the dialog closes as its toast comes.
 */
let lastTap: { control: Element; rect: DOMRect; at: number } | null = null
if (typeof window !== 'undefined') {
  window.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const control = target?.closest('button, a, input, textarea, [role="button"]') ?? target
      lastTap =
        control && !control.closest('[role="dialog"], [role="alertdialog"]')
          ? { control, rect: control.getBoundingClientRect(), at: Date.now() }
          : null
    },
    { capture: true, passive: true },
  )
}

/**
 * The band a toast takes at the bottom, above the navigation (app/toaster.tsx): from 5.75rem
 * over the bottom edge to about 15rem. A toast raised by a tap on a control in it (Save changes
 * at the end of a form) comes at the top instead, so it never covers what was just tapped. A
 * dialog's button leaves it below: the dialog closes as the toast comes.
 */
const BAND_PX = { from: 5.75 * 16, to: 15 * 16 }

/** 'top-center' when `rect` (the control tapped) lies where a bottom toast would sit. */
export function toastPlace(
  rect: Pick<DOMRect, 'top' | 'bottom'> | null,
  height = typeof window === 'undefined' ? 0 : window.innerHeight,
): ExternalToast['position'] {
  if (rect === null || rect.bottom <= rect.top) return undefined
  const bandTop = height - BAND_PX.to
  const bandBottom = height - BAND_PX.from
  return rect.bottom > bandTop && rect.top < bandBottom ? 'top-center' : undefined
}

/** A tap this recent raised the toast (a save answers within it). */
const TAP_RAISES_MS = 3000

/**
 * Where the control that raised the toast is: where it is now, or where it was when tapped if
 * it has been drawn again meanwhile (a form that saved is drawn anew for its new words).
 */
function tappedRect(now = Date.now()): Pick<DOMRect, 'top' | 'bottom'> | null {
  if (lastTap === null || now - lastTap.at > TAP_RAISES_MS) return null
  return lastTap.control.isConnected ? lastTap.control.getBoundingClientRect() : lastTap.rect
}

function later(
  show: (api: typeof sonnerToast, data: ExternalToast) => string | number | void,
  data: ExternalToast = {},
): void {
  const at = Date.now()
  const position = toastPlace(tappedRect())
  const placed = position ? { position, ...data } : data
  void loadSonner().then(({ toast: api }) => {
    const id = show(api, placed)
    if (id === undefined) return
    raised.set(id, at)
    endOnTime(api, id, data.duration)
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
  (message: Message, data?: ExternalToast) => later((api, placed) => api(message, placed), data),
  {
    success: (message: Message, data?: ExternalToast) =>
      later((api, placed) => api.success(message, placed), data),
    error: (message: Message, data?: ExternalToast) =>
      later((api, placed) => api.error(message, placed), data),
    info: (message: Message, data?: ExternalToast) =>
      later((api, placed) => api.info(message, placed), data),
    /** Puts a toast away; with none ever raised (sonner never asked for), there is none to. */
    dismiss: (id?: string | number) => {
      if (sonner) void sonner.then(({ toast: api }) => api.dismiss(id))
    },
  },
)
