import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { generateText, Output, streamText } from 'ai'
import type { CoachJsonType, CoachRequest, CoachResponse } from '@hara/core'
import type { z } from 'zod'
import type { Env } from '../../../env'
import { allowedNumbers, GroundedSentences } from './grounding'
import { hasProse, mergeProse, type Merged } from './merge'
import { jsonFacts, jsonPrompt, proseSchemas, streamPrompt, SYSTEM_PROMPT } from './prompts'

/**
 * Any OpenAI-compatible chat model through the AI SDK (`COACH_PROVIDER=openai`). The engine's
 * answer always exists first; the model only rewrites its prose, within a time limit and with
 * one retry. Every failure throws, and the caller serves the engine's answer instead.
 */

export type StreamStart =
  | { ok: true; chunks: AsyncIterable<string> }
  | { ok: false; error: unknown }

export interface CoachModel {
  readonly id: string
  /** The engine's answer with the model's grounded prose, and which fields were replaced. */
  writeProse<T extends CoachJsonType>(
    type: T,
    request: CoachRequest,
    engine: CoachResponse<T>,
    signal: AbortSignal,
  ): Promise<Merged<T>>
  /**
   * The model's stream, grounded sentence by sentence. It waits for the first text, so that a
   * model that fails or stays silent is known before anything is sent.
   */
  stream(
    request: Extract<CoachRequest, { type: 'voice_analysis' | 'daily_guidance' }>,
    engineText: string,
    signal: AbortSignal,
  ): Promise<StreamStart & { dropped?: () => number }>
  /** Whether the endpoint answers its model list, within a second or two. */
  ping(): Promise<boolean>
}

export function createOpenAIModel(env: Env): CoachModel {
  const baseURL = (env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/$/, '')
  const provider = createOpenAICompatible({
    name: 'coach',
    baseURL,
    apiKey: env.OPENAI_API_KEY,
    supportsStructuredOutputs: true,
  })
  const model = provider.chatModel(env.COACH_MODEL ?? 'gpt-4o-mini')
  const timeoutMs = env.COACH_TIMEOUT_MS

  return {
    id: env.COACH_MODEL ?? 'gpt-4o-mini',

    async writeProse(type, request, engine, signal) {
      if (!hasProse(type, engine)) return { body: engine, replaced: [] }
      const facts = jsonFacts(request, engine)
      const { output } = await generateText({
        model,
        system: SYSTEM_PROMPT,
        prompt: jsonPrompt(type, facts, request),
        output: Output.object({ schema: proseSchemas[type] as z.ZodType<object> }),
        maxRetries: 1,
        timeout: timeoutMs,
        abortSignal: signal,
      })
      return mergeProse(type, engine, output, allowedNumbers(facts))
    },

    async stream(request, engineText, signal) {
      const { prompt, facts } = streamPrompt(request, engineText)
      const grounded = new GroundedSentences(allowedNumbers(...facts))
      let failure: unknown
      const result = streamText({
        model,
        system: SYSTEM_PROMPT,
        prompt,
        maxRetries: 1,
        timeout: { totalMs: timeoutMs * 4, chunkMs: timeoutMs },
        abortSignal: signal,
        onError: ({ error }) => {
          failure = error
        },
      })
      const iterator = result.textStream[Symbol.asyncIterator]()
      // Wait for the first piece of text: until then the engine can still answer instead.
      let first: IteratorResult<string>
      try {
        do first = await iterator.next()
        while (!first.done && first.value === '')
      } catch (error) {
        return { ok: false, error }
      }
      if (first.done) return { ok: false, error: failure ?? new Error('The model sent no text.') }
      async function* chunks() {
        let piece: IteratorResult<string> = first
        while (!piece.done) {
          const ready = grounded.push(piece.value)
          if (ready) yield ready
          piece = await iterator.next()
        }
        const rest = grounded.flush()
        if (rest) yield rest
        if (failure) throw failure
      }
      return { ok: true, chunks: chunks(), dropped: () => grounded.dropped }
    },

    async ping() {
      try {
        const res = await fetch(`${baseURL}/models`, {
          headers: env.OPENAI_API_KEY ? { Authorization: `Bearer ${env.OPENAI_API_KEY}` } : {},
          signal: AbortSignal.timeout(1500),
        })
        await res.body?.cancel()
        return res.ok
      } catch {
        return false
      }
    },
  }
}
