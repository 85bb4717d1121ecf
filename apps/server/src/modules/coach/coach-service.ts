import { answerCoach } from '@hara/coach'
import {
  chunkText,
  isStreamType,
  type CoachJsonType,
  type CoachRequest,
  type CoachResponse,
  type CoachStreamType,
} from '@hara/core'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logging/logger'
import { createOpenAIModel, type CoachModel } from './model/openai-model'

/** A request the coach answers as a stream, which a model may write instead of the engine. */
const isStreamRequest = (
  request: CoachRequest,
): request is Extract<CoachRequest, { type: CoachStreamType }> => isStreamType(request.type)

/**
 * The coach behind `POST /functions/v1/gut-coach`: the grounded engine always answers first;
 * with `COACH_PROVIDER=openai` a model rewrites the prose, and any failure of the model (an
 * error, a timeout, an answer out of schema) falls back to the engine's answer. Only the type,
 * sizes, timings and the kind of failure are logged, never content.
 */

export type CoachReply =
  | { kind: 'json'; body: CoachResponse<CoachJsonType> }
  | { kind: 'stream'; chunks: AsyncIterable<string> }

export type CoachHealth =
  | { provider: 'builtin'; status: 'ok' }
  | { provider: 'openai'; model: string; status: 'ok' | 'unreachable' }

export interface Coach {
  answer(request: CoachRequest, signal: AbortSignal): Promise<CoachReply>
  health(): Promise<CoachHealth>
}

/** The engine's text as a stream, a few words per event, as a model would send it. */
async function* engineChunks(text: string): AsyncIterable<string> {
  for (const chunk of chunkText(text)) yield chunk
}

const today = () => new Date().toISOString().slice(0, 10)

/** Health pings at most this often, so /api/health stays fast. */
const PING_TTL_MS = 30_000

export function createCoach(deps: { env: Env; logger: Logger; model?: CoachModel }): Coach {
  const { env, logger } = deps
  const model = deps.model ?? (env.COACH_PROVIDER === 'openai' ? createOpenAIModel(env) : null)
  let lastPing: { at: number; ok: Promise<boolean> } | null = null

  const fallback = (type: string, reason: unknown, started: number) =>
    logger.warn('coach: model failed, the built-in engine answered', {
      type,
      reason: reasonOf(reason),
      ms: Math.round(performance.now() - started),
    })

  return {
    async answer(request, signal) {
      const computed = answerCoach(request, { day: today() })
      if (computed.kind === 'stream') {
        if (!model || !isStreamRequest(request) || computed.text === '' || isCare(computed.text)) {
          return { kind: 'stream', chunks: engineChunks(computed.text) }
        }
        const started = performance.now()
        const streamed = await model.stream(request, computed.text, signal)
        if (!streamed.ok) {
          fallback(request.type, streamed.error, started)
          return { kind: 'stream', chunks: engineChunks(computed.text) }
        }
        return {
          kind: 'stream',
          chunks: logged(streamed.chunks, request.type, started, streamed.dropped),
        }
      }
      if (!model) return { kind: 'json', body: computed.body }
      const started = performance.now()
      try {
        const { body, replaced } = await model.writeProse(
          computed.type,
          request,
          computed.body,
          signal,
        )
        if (replaced.length > 0) {
          logger.info('coach: model prose replaced by the engine’s', {
            type: request.type,
            fields: replaced,
          })
        }
        return { kind: 'json', body }
      } catch (error) {
        fallback(request.type, error, started)
        return { kind: 'json', body: computed.body }
      }
    },

    async health() {
      if (!model) return { provider: 'builtin', status: 'ok' }
      if (!lastPing || Date.now() - lastPing.at > PING_TTL_MS) {
        lastPing = { at: Date.now(), ok: model.ping() }
      }
      return {
        provider: 'openai',
        model: model.id,
        status: (await lastPing.ok) ? 'ok' : 'unreachable',
      }
    },
  }

  async function* logged(
    chunks: AsyncIterable<string>,
    type: string,
    started: number,
    dropped?: () => number,
  ) {
    try {
      yield* chunks
    } catch (error) {
      logger.warn('coach: model stream broke off', { type, reason: reasonOf(error) })
    } finally {
      const count = dropped?.() ?? 0
      if (count > 0)
        logger.info('coach: streamed sentences left out for ungrounded numbers', { type, count })
      logger.debug('coach: model stream done', {
        type,
        ms: Math.round(performance.now() - started),
      })
    }
  }
}

/** The crisis message is never rewritten by a model. */
function isCare(text: string): boolean {
  return text.includes('findahelpline.com')
}

/** What kind of failure, without any content: the error's name and status, not its message. */
function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const status = (error as { statusCode?: number }).statusCode
    const cause = error.cause instanceof Error ? `/${error.cause.name}` : ''
    return `${error.name}${status ? ` ${status}` : ''}${cause}`
  }
  return 'unknown'
}
