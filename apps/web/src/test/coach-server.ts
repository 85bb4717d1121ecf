import { chunkText, coachRequestSchema, DONE_EVENT, encodeDelta } from '@hara/core'
import { todayOnDevice } from '@/stores/device'
import type { RecordedCall } from './network'

/**
 * The server's coach, for `recordNetwork`: `POST /functions/v1/gut-coach` answered by the
 * engine the server runs (JSON, or an event stream of the words a few at a time), and every
 * other call with 404, as a server that knows nothing else would. `fail` answers the types it
 * names with the coach's 503 instead.
 */
export function coachServer({ fail = [] }: { fail?: readonly string[] } = {}) {
  return async (call: RecordedCall): Promise<Response> => {
    if (call.path !== '/functions/v1/gut-coach') {
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 })
    }
    const type = (call.body as { type?: string }).type ?? ''
    if (fail.includes(type)) {
      return Response.json(
        { error: { code: 'unavailable', message: 'The coach is resting.' } },
        { status: 503 },
      )
    }
    // Loaded on first use, as the app loads the engine.
    const { answerCoach } = await import('@hara/coach')
    const reply = answerCoach(coachRequestSchema.parse(call.body), { day: todayOnDevice() })
    if (reply.kind === 'json') return Response.json(reply.body)
    const events = chunkText(reply.text).map(encodeDelta).join('') + DONE_EVENT
    return new Response(events, { headers: { 'Content-Type': 'text/event-stream' } })
  }
}

/** How many coach requests of `type` the calls hold. */
export const coachAsked = (calls: readonly RecordedCall[], type: string) =>
  calls.filter(
    (call) =>
      call.path === '/functions/v1/gut-coach' && (call.body as { type?: string }).type === type,
  ).length
