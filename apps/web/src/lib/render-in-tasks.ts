import { options } from 'preact'

/**
 * Renders each batch of state changes in a task of its own, as React's scheduler does, rather
 * than in a microtask of the task that made the change (Preact's default; ADR 0019). Opening
 * Home signed in is a chain of changes: the session answers, the signed-in code runs, the
 * journal is read, Home's code arrives. As microtasks they ran as one long task that kept the
 * phone from answering a tap for 70 to 120 ms (more on a slow phone); as tasks, the browser can
 * handle input and paint in between. Called once, before the first render.
 */
export function renderInTasks(): void {
  const channel = new MessageChannel()
  let pending: (() => void) | null = null
  channel.port1.onmessage = () => {
    const run = pending
    pending = null
    run?.()
  }
  options.debounceRendering = (flush) => {
    pending = flush
    channel.port2.postMessage(null)
  }
}
