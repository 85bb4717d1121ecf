import { chunkText, coachRequestSchema, type CoachJsonType, type CoachResponse } from '@hara/core'
import { ApiError } from '@/lib/server-calls'
import { todayOnDevice } from '@/stores/device'

/**
 * The coach on the device: when the server cannot be reached, the same grounded
 * engine the server runs answers here. It is loaded only then, so it costs the first screen
 * nothing. A configured model is a server thing; offline, the engine's own words are used.
 */

/** Whether a failed call means the server could not be reached (rather than refused). */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 0 || error.status === 502 || error.status === 504)
  )
}

/** Whether the device says it is offline, so the network need not be tried at all. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/** The request is checked as the server would check it, then answered by the engine. */
async function answer(request: unknown) {
  const { answerCoach } = await import('@hara/coach')
  const parsed = coachRequestSchema.safeParse(request)
  if (!parsed.success)
    throw new ApiError(400, 'invalid_body', 'The coach could not read this request.')
  return answerCoach(parsed.data, { day: todayOnDevice() })
}

export async function answerJsonLocally<T extends CoachJsonType>(request: {
  type: T
}): Promise<CoachResponse<T>> {
  const reply = await answer(request)
  if (reply.kind !== 'json') throw new Error(`${reply.type} is not answered as JSON`)
  return reply.body as CoachResponse<T>
}

/** Streams the local answer a few words at a time, as the server would. */
export async function streamLocally(
  request: { type: string },
  { signal, onText }: { signal?: AbortSignal; onText?: (text: string) => void },
): Promise<string> {
  const reply = await answer(request)
  if (reply.kind !== 'stream') throw new Error(`${reply.type} is not streamed`)
  let text = ''
  for (const chunk of chunkText(reply.text)) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError')
    text += chunk
    onText?.(text)
    await new Promise((resolve) => setTimeout(resolve, 16))
  }
  return text
}
