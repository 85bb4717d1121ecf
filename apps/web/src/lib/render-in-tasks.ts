import { options } from 'preact'

/**
 * Renders each batch of state changes when React would (ADR 0019), rather than always in a
 * microtask of the task that made it (Preact's default):
 *
 * - A change made while a person's discrete input is handled (a tap, a key, typing) renders
 *   before that event is done, as React renders its discrete updates synchronously. The next
 *   key or tap then meets the screen, and the state, that the last one made: Enter right after
 *   typing submits what was typed.
 * - Any other change (an answer from the network, a timer, code arriving) renders in a task of
 *   its own. Opening Home signed in is a chain of such changes: the session answers, the
 *   signed-in code runs, the journal is read, Home's code arrives. As microtasks they ran as one
 *   long task that kept the phone from answering a tap for 70 to 120 ms (more on a slow phone);
 *   as tasks, the browser can handle input and paint in between.
 *
 * Called once, before the first render.
 */
export function renderInTasks(): void {
  const channel = new MessageChannel()
  let pending: (() => void) | null = null
  const runPending = () => {
    const run = pending
    pending = null
    run?.()
  }
  channel.port1.onmessage = runPending
  options.debounceRendering = (flush) => {
    pending = flush
    if (isDiscrete(currentEvent())) queueMicrotask(runPending)
    else channel.port2.postMessage(null)
  }
}

/** The events React treats as discrete: one deliberate act of the person, each on its own. */
const DISCRETE = new Set([
  'auxclick',
  'beforeinput',
  'blur',
  'cancel',
  'change',
  'click',
  'close',
  'compositionend',
  'compositionstart',
  'compositionupdate',
  'contextmenu',
  'copy',
  'cut',
  'dblclick',
  'dragend',
  'dragstart',
  'drop',
  'focus',
  'focusin',
  'focusout',
  'input',
  'invalid',
  'keydown',
  'keypress',
  'keyup',
  'mousedown',
  'mouseup',
  'paste',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'popstate',
  'reset',
  'select',
  'submit',
  'touchcancel',
  'touchend',
  'touchstart',
])

function isDiscrete(event: Event | undefined): boolean {
  return event !== undefined && DISCRETE.has(event.type)
}

/** The event being dispatched right now, if any (`window.event`, which every browser keeps). */
function currentEvent(): Event | undefined {
  return typeof window === 'undefined' ? undefined : (window.event as Event | undefined)
}
