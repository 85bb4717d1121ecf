import type { CoachType, Pattern } from '@hara/core'
import type { CoachAnswer } from '../src/engine'

/**
 * An answer cut into the pieces a person reads as one thing (a pattern card, a mission, a
 * signal's insight, each trust text): the eval checks each piece on its own, since advice and
 * the evidence behind it sit in the same piece.
 */
export interface Unit {
  type: CoachType
  label: string
  text: string
  /** Whether every number in it must come from a claim (tone's per-100-words rates do not). */
  numbersBacked: boolean
  /** What the unit is about when its text does not say (a signal's name above its insight). */
  heading?: string
}

/** Strings of a JSON answer, for numeric field checks. */
interface SignalRow {
  signal: string
  insight: string
  accuracy: number | null
  appearances?: number
  judged?: number
}

export function unitsOf(answer: CoachAnswer): Unit[] {
  const unit = (label: string, text: string, numbersBacked = true): Unit => ({
    type: answer.type,
    label,
    text,
    numbersBacked,
  })
  if (answer.kind === 'stream') {
    if (answer.type === 'voice_analysis') return [unit('voice', answer.text, false)]
    // Guidance: the week's recap, then what stands out with its advice and question.
    const paragraphs = answer.text.split(/\n\n+/).filter((p) => !p.startsWith('#'))
    return [
      unit('recap', paragraphs[0] ?? ''),
      unit('what stands out', paragraphs.slice(1).join('\n')),
    ]
  }
  const body = answer.body as Record<string, unknown>
  switch (answer.type) {
    case 'daily_focus':
      return [unit('focus', String(body.focus))]
    case 'mission_generation':
      return (body.missions as { title: string }[]).map((m, i) => unit(`mission ${i + 1}`, m.title))
    case 'day_plan':
      return [
        unit('focus', String(body.focus)),
        ...(body.missions as { title: string }[]).map((m, i) => unit(`mission ${i + 1}`, m.title)),
      ]
    case 'pattern_analysis':
      return (body.patterns as Pattern[]).map((p, i) =>
        unit(
          `pattern ${i + 1}`,
          [p.title, p.observation, p.intuitionGuide, ...p.questions].join('\n'),
        ),
      )
    case 'signals_analysis':
      return 'signals' in body
        ? (body.signals as SignalRow[]).map((s) => ({
            ...unit(`signal ${s.signal}`, s.insight),
            heading: s.signal,
          }))
        : []
    case 'trust_analysis':
      return 'recommendation' in body
        ? (['honoredOutcome', 'ignoredOutcome', 'recommendation'] as const).map((key) =>
            unit(key, String(body[key])),
          )
        : []
    case 'tone_analysis':
      return 'guidance' in body
        ? [
            unit('honoredTone', String(body.honoredTone), false),
            unit('ignoredTone', String(body.ignoredTone), false),
            unit('keyIndicators', (body.keyIndicators as string[]).join('\n'), false),
            unit('guidance', String(body.guidance), false),
          ]
        : []
  }
}

export type { SignalRow }
