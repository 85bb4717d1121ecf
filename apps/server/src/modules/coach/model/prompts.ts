import { journalSummary } from '@hara/coach'
import type { CoachJsonType, CoachRequest, CoachResponse, Language } from '@hara/core'
import { z } from 'zod'

/**
 * What a model is asked for each coach type. The server owns every prompt (ADR 0010): the model sees the engine's computed answer and a summary of counts and
 * findings, never the raw journal, and writes only prose.
 */

export const SYSTEM_PROMPT = [
  'You are the coach inside Hara, an app that helps people train their intuition (their gut feeling).',
  'Voice: warm, short, second person, never clinical, never preachy. Plain words.',
  'Ground rules:',
  '- Write only the text fields you are asked for, from the FACTS given. Do not add facts.',
  '- Use only numbers that appear in FACTS. Never invent a count, percentage or date.',
  '- No medical, legal or financial advice. No diagnoses.',
  '- Never quote more than a few words of what the person wrote.',
  "- Keep every count as the engine wrote it, and the engine's judgement: an early sign stays an early sign; no 'most', 'usually', 'always' or 'track record' where a count is under three; never encourage following the gut where the engine says following it has cost the person.",
].join('\n')

const text = z.string().min(1).max(800)

/** The prose a model writes per JSON type; numbers and lists stay the engine's. */
export const proseSchemas = {
  daily_focus: z.object({ focus: text }),
  mission_generation: z.object({
    missions: z
      .array(z.object({ title: z.string().min(1).max(120), category: z.string().min(1).max(40) }))
      .length(3),
  }),
  pattern_analysis: z.object({
    patterns: z.array(
      z.object({
        title: text,
        observation: text,
        intuitionGuide: text,
        questions: z.array(text).length(2),
      }),
    ),
  }),
  signals_analysis: z.object({ signals: z.array(z.object({ signal: z.string(), insight: text })) }),
  trust_analysis: z.object({ honoredOutcome: text, ignoredOutcome: text, recommendation: text }),
  tone_analysis: z.object({ honoredTone: text, ignoredTone: text, guidance: text }),
} as const satisfies Record<CoachJsonType, z.ZodType>

const TASKS: Record<CoachJsonType, string> = {
  daily_focus:
    "Rewrite today's focus computed by the engine: one or two sentences with its finding and counts, and one small thing to try today that follows the engine's advice. Field: focus.",
  mission_generation:
    'Write exactly 3 short missions for today (title under 60 characters, category one or two words), each tied to something in FACTS. Keep the order and intent of the computed missions.',
  pattern_analysis:
    'Rewrite each computed pattern, in the same order and number: title, observation (keep its numbers), intuitionGuide (what to do about it) and exactly 2 questions.',
  signals_analysis:
    'For each computed signal, in the same order and with the same signal name, write a one- or two-sentence insight that keeps its counts.',
  trust_analysis:
    'Write honoredOutcome and ignoredOutcome (how each path tended to turn out, with the counts) and a recommendation that follows from comparing them. If FACTS say there are too few outcomes, say so.',
  tone_analysis:
    'Write honoredTone and ignoredTone (how the person sounds on each path) and guidance (one practical suggestion), keeping the numbers given.',
}

/** How the model is told the language to write in (ADR 0078); English says nothing. */
const IN_LANGUAGE: Record<Language, string> = {
  en: '',
  es: '\n\nAnswer in Spanish: warm and informal (tú), as a native speaker writes; keep every number as it is.',
  de: '\n\nAnswer in German: warm and informal (du), as a native speaker writes; keep every number as it is.',
}

/** The language line of a request's prompt. */
export const inLanguage = (request: CoachRequest) => IN_LANGUAGE[request.language ?? 'en']

/** The facts for a JSON type: the engine's answer, plus a journal summary where entries came in. */
export function jsonFacts(request: CoachRequest, computed: CoachResponse<CoachJsonType>) {
  const summary =
    'entries' in request ? journalSummary(request.entries, request.language) : undefined
  return { computed, ...(summary ? { journal: summary } : {}) }
}

export function jsonPrompt(type: CoachJsonType, facts: unknown, request: CoachRequest): string {
  return `${TASKS[type]}${inLanguage(request)}\n\nFACTS:\n${JSON.stringify(facts)}`
}

/** The prompt of a streaming type, and the facts it may draw numbers from. */
export function streamPrompt(
  request: Extract<CoachRequest, { type: 'voice_analysis' | 'daily_guidance' }>,
  engineText: string,
) {
  if (request.type === 'voice_analysis') {
    const facts = { label: request.label ?? null, engineReading: engineText }
    return {
      facts: [facts, request.transcript],
      prompt:
        'Reflect a spoken check-in back to the person in light markdown (short ### headings, bullets, **bold**): what they said, the body and emotion words they used, how they said it (hedged or sure), and end with one question to sit with. Under 180 words.' +
        inLanguage(request) +
        `\n\nTRANSCRIPT:\n${request.transcript}\n\nFACTS:\n${JSON.stringify(facts)}`,
    }
  }
  const facts = {
    userName: request.userName ?? null,
    journal: journalSummary(request.entries, request.language),
    engineGuidance: engineText,
  }
  return {
    facts: [facts],
    prompt:
      "Write today's guidance in light markdown (a short ### greeting, then bold lead-ins): how the last check-ins went, what stands out, one practice for today, one question to carry. Under 150 words." +
      inLanguage(request) +
      `\n\nFACTS:\n${JSON.stringify(facts)}`,
  }
}
