import { vi } from 'vitest'

/** A request the app sent to the server, as the server would read it. */
export interface RecordedCall {
  method: string
  path: string
  body: unknown
}

/**
 * Answers the app's requests at the network boundary (`fetch`), recording each one as the
 * server would read it (method, path, JSON body). `answer` returns the response for a call, now
 * or later (a promise); nothing, a 204. Throwing from it stands for a network failure. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function recordNetwork(
  answer: (call: RecordedCall) => Response | undefined | Promise<Response | undefined> = () =>
    undefined,
): RecordedCall[] {
  const calls: RecordedCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(
        new URL(String(input instanceof Request ? input.url : input), 'http://localhost'),
        init,
      )
      const text = await request.text()
      const call = {
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? (JSON.parse(text) as unknown) : null,
      }
      const response = await answer(call)
      calls.push(call)
      return response ?? new Response(null, { status: 204 })
    }),
  )
  return calls
}
