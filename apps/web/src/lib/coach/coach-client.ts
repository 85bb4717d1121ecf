import {
  coachResponseSchemas,
  EventStreamDecoder,
  type CoachJsonType,
  type CoachRequestInput,
  type CoachResponse,
  type CoachStreamType,
} from '@hara/core'
import { ApiError, BAD_ANSWER, callApi, readResponse } from '@/lib/server-calls'
import { functionsApi as functions } from '@/lib/typed-clients'
import { coachLanguage } from './coach-language'
import { answerJsonLocally, isOffline, isUnreachable, streamLocally } from './local-coach'

/**
 * The one client of the coach (`POST /functions/v1/gut-coach`), shared by every feature that
 * asks it something. JSON answers are checked against the core's contract before anyone
 * caches them; streamed answers are read event by event as they arrive. Both take an
 * `AbortSignal`, so a screen that goes away cancels its request. When the server cannot be
 * reached, the coach answers on the device instead (local-coach.ts). Every request asks for
 * the language Hara speaks on this phone, unless it names one (coach-language.ts).
 */

/** The request in the phone's language, unless it names one. */
const inLanguage = <R extends { language?: string }>(request: R): R => ({
  language: coachLanguage(),
  ...request,
})

export { BAD_ANSWER }

export async function requestCoach<T extends CoachJsonType>(
  asked: CoachRequestInput<T> & { type: T },
  { signal }: { signal?: AbortSignal } = {},
): Promise<CoachResponse<T>> {
  const request = inLanguage(asked)
  if (isOffline()) return answerJsonLocally<T>(request)
  try {
    return await requestRemote<T>(request, signal)
  } catch (error) {
    if (isUnreachable(error) && !signal?.aborted) return answerJsonLocally<T>(request)
    throw error
  }
}

async function requestRemote<T extends CoachJsonType>(
  request: CoachRequestInput<T> & { type: T },
  signal: AbortSignal | undefined,
): Promise<CoachResponse<T>> {
  const json: CoachRequestInput = request
  const data = await callApi(
    () => functions['gut-coach'].$post({ json }, { init: { signal } }),
    ANY_JSON,
  )
  const parsed = coachResponseSchemas[request.type].safeParse(data)
  if (!parsed.success)
    throw new ApiError(200, BAD_ANSWER, 'The coach sent an answer Hara could not read.')
  return parsed.data as CoachResponse<T>
}

/** The answer as it came: it is checked above against the contract of the request's type. */
const ANY_JSON = { safeParse: (data: unknown) => ({ success: true as const, data }) }

/**
 * Streams a coach answer: `onText` gets the whole text so far after every event. Resolves with
 * the full text at `[DONE]`; rejects with an `ApiError` for a non-OK answer or a cut stream.
 */
export async function streamCoach(
  asked: CoachRequestInput<CoachStreamType>,
  options: { signal?: AbortSignal; onText?: (text: string) => void } = {},
): Promise<string> {
  const request = inLanguage(asked)
  if (isOffline()) return streamLocally(request, options)
  let received = false
  try {
    return await streamRemote(request, {
      ...options,
      onText: (text) => {
        received = true
        options.onText?.(text)
      },
    })
  } catch (error) {
    // Once the server's words have started, they are not replaced by the device's.
    if (isUnreachable(error) && !received && !options.signal?.aborted) {
      return streamLocally(request, options)
    }
    throw error
  }
}

async function streamRemote(
  request: CoachRequestInput<CoachStreamType>,
  { signal, onText }: { signal?: AbortSignal; onText?: (text: string) => void },
): Promise<string> {
  let res: Response
  try {
    res = await functions['gut-coach'].$post(
      { json: request },
      { init: { signal }, headers: { Accept: 'text/event-stream' } },
    )
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(0, 'network', "We couldn't reach Hara. Check your connection and try again.")
  }
  if (!res.ok || !res.body) await readResponse(res)
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  const decoder = new EventStreamDecoder()
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    const pieces = decoder.push(value)
    if (pieces.length > 0) {
      text += pieces.join('')
      onText?.(text)
    }
    if (decoder.done) {
      await reader.cancel()
      return text
    }
  }
  throw new ApiError(200, BAD_ANSWER, 'The coach stopped before finishing its answer.')
}

export { coachJournal } from '@hara/core'
