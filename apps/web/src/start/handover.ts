/**
 * The requests the start script (first-screen.js, inline in the page) started before the
 * app's code arrived, handed over to the app. The script can share nothing with a module but
 * the window, so it leaves them under one name there; this module is the only reader. Each is
 * taken once: the first read of the session or the profile takes the early answer, later reads
 * ask again (an answer from before a sign-in would say signed out).
 */
export type StartedRequests = {
  /** `GET /api/auth/get-session`, asked on every start. */
  session?: Promise<Response>
  /** `GET /api/profile`, asked only when the device's last session is still live. */
  profile?: Promise<Response>
}

declare global {
  interface Window {
    /** Written only by src/start/first-screen.js, read only through this module. */
    __haraStart?: StartedRequests
  }
}

/** The request of that name the start script started, if it did and nobody took it yet. */
export function takeStarted(name: keyof StartedRequests): Promise<Response> | undefined {
  const started = window.__haraStart
  const request = started?.[name]
  if (started) started[name] = undefined
  return request
}

/** Drops a request that answers for nobody (the profile, when the session says signed out). */
export function dropStarted(name: keyof StartedRequests): void {
  void takeStarted(name)
}
