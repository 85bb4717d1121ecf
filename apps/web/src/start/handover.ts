/**
 * The requests the start script (first-screen.js, inline in the page) started before the
 * app's code arrived, handed over to the app. The script can share nothing with a module but
 * the window; rather than leave them under a global name, it listens for one event,
 * 'hara:take-started', and hands them to the callback the event carries. This module is the
 * only one that sends it. Each is
 * taken once: the first read of the session or the profile takes the early answer, later reads
 * ask again (an answer from before a sign-in would say signed out).
 */
export type StartedRequests = {
  /** `GET /api/auth/get-session`, asked on every start. */
  session?: Promise<Response>
  /** `GET /api/profile`, asked only when the device's last session is still live. */
  profile?: Promise<Response>
}

/** The event the start script listens for; its `detail` is the callback it calls. */
const TAKE_STARTED = 'hara:take-started'

/** What the start script handed over (the same object each time), if it ran. */
function startedRequests(): StartedRequests | undefined {
  let started: StartedRequests | undefined
  const hand = (given: StartedRequests) => {
    started = given
  }
  window.dispatchEvent(new CustomEvent(TAKE_STARTED, { detail: hand }))
  return started
}

/**
 * Hands `started` over as the start script does, for a start without it (tests). Returns
 * the function that stops handing it over.
 */
export function offerStarted(started: StartedRequests): () => void {
  const listener = (event: Event) =>
    (event as CustomEvent<(given: StartedRequests) => void>).detail(started)
  window.addEventListener(TAKE_STARTED, listener)
  return () => window.removeEventListener(TAKE_STARTED, listener)
}

/** The request of that name the start script started, if it did and nobody took it yet. */
export function takeStarted(name: keyof StartedRequests): Promise<Response> | undefined {
  const started = startedRequests()
  const request = started?.[name]
  if (started) started[name] = undefined
  return request
}

/** Drops a request that answers for nobody (the profile, when the session says signed out). */
export function dropStarted(name: keyof StartedRequests): void {
  void takeStarted(name)
}
