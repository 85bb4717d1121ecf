import type { CoachRequest, Language, TrustItem } from '@hara/core'
import { describe, expect, it } from 'vitest'
import { answerCoach } from './engine'
import { judgeOutcome, readOutcome } from './text/outcome'

/**
 * The coach in Spanish and German (ADR 0078): the same counts in the person's language, and
 * where it would read their words without a word list for that language, it says it cannot tell.
 */

const DAY = '2026-03-01'

function json(request: CoachRequest) {
  const answer = answerCoach(request, { day: DAY })
  if (answer.kind !== 'json') throw new Error('expected JSON')
  return answer.body as Record<string, unknown>
}
function stream(request: CoachRequest): string {
  const answer = answerCoach(request, { day: DAY })
  if (answer.kind !== 'stream') throw new Error('expected a stream')
  return answer.text
}
const trust = (items: TrustItem[], language?: Language) =>
  json({ type: 'trust_analysis', items, ...(language ? { language } : {}) })

describe('outcomes in a language whose words the coach does not read', () => {
  const wentBadly: TrustItem = {
    honored: false,
    willIgnore: 'yes',
    consequence: 'Big mistake',
    decision: null,
  }

  it('reads English words in English, and none in Spanish or German', () => {
    expect(readOutcome('Big mistake').valence).toBe('bad')
    expect(readOutcome('Big mistake', 'es')).toEqual({ valence: 'unknown', statedVerdict: null })
    expect(readOutcome('Fue un gran error', 'es').valence).toBe('unknown')
    expect(readOutcome('Ein großer Fehler', 'de').valence).toBe('unknown')
  })

  it("counts an outcome by the person's own verdict in every language", () => {
    for (const language of ['en', 'es', 'de'] as const) {
      expect(judgeOutcome('Salió fatal', false, 'no', 'right', language)).toEqual({
        valence: 'bad',
        gut: 'right',
      })
      expect(judgeOutcome('Salió fatal', false, 'no', 'hard-to-say', language).gut).toBeNull()
    }
  })

  it('says an outcome without a verdict shows nothing yet, and counts one with a verdict', () => {
    expect(trust([wentBadly]).ignoredOutcome).toBe(
      'Of 1 time you went against your gut, 0 turned out well and 1 badly.',
    )
    expect(trust([wentBadly], 'es').ignoredOutcome).toBe(
      'Fuiste en contra de tu intuición 1 vez; aún no has anotado ningún resultado que muestre cómo fue.',
    )
    expect(trust([wentBadly], 'de').ignoredOutcome).toBe(
      'Du hast 1 Mal gegen dein Bauchgefühl gehandelt; es ist noch kein Ergebnis festgehalten, das zeigt, wie es ausging.',
    )
    expect(trust([{ ...wentBadly, ownVerdict: 'right' }], 'es').ignoredOutcome).toBe(
      'De 1 vez que fuiste en contra de tu intuición, 0 salieron bien y 1 mal.',
    )
  })
})

describe('plurals by the language’s rules', () => {
  const open = (n: number): TrustItem[] =>
    Array.from({ length: n }, (_, i) => ({ honored: true, consequence: null, decision: `D${i}` }))

  it('says one and many as Spanish and German say them', () => {
    expect(trust(open(1), 'es').recommendation).toContain(
      '1 decisión registrada sigue esperando un resultado.',
    )
    expect(trust(open(2), 'es').recommendation).toContain(
      '2 decisiones registradas siguen esperando un resultado.',
    )
    expect(trust(open(1), 'de').recommendation).toContain(
      '1 festgehaltene Entscheidung wartet noch auf ein Ergebnis.',
    )
    expect(trust(open(2), 'de').recommendation).toContain(
      '2 festgehaltene Entscheidungen warten noch auf ein Ergebnis.',
    )
    expect(trust(open(1), 'es').honoredOutcome).toBe(
      'Hiciste caso a tu intuición 1 vez; aún no has anotado ningún resultado que muestre cómo fue.',
    )
  })
})

describe('a voice check-in in Spanish or German', () => {
  const transcript =
    'Mi jefe me pidió liderar el proyecto. Tengo el pecho apretado y creo que diré que sí.'

  it('quotes where it began and the feeling named, and says it cannot read the rest', () => {
    const text = stream({ type: 'voice_analysis', transcript, label: 'unease', language: 'es' })
    expect(text).toContain('### Lo que notaste')
    expect(text).toContain('Empezaste con esto: “Mi jefe me pidió liderar el proyecto.”')
    expect(text).toContain('A lo que sientes lo llamaste inquietud')
    expect(text).toContain('Todavía no sé leer en español las palabras del cuerpo')
    expect(text).toMatch(/### Una pregunta para quedarte\n\n¿[^\n]+\?$/)
    // No English list read on Spanish words: no topic, no themes, no hedges.
    expect(text).not.toMatch(/This is about|You hedged|What I hear|Your body spoke/)
  })

  it('says so in German too', () => {
    const text = stream({
      type: 'voice_analysis',
      transcript: 'Mein Chef will eine Antwort. Vielleicht sage ich ja.',
      language: 'de',
    })
    expect(text).toContain('Du hast so angefangen: “Mein Chef will eine Antwort.”')
    expect(text).toContain('kann ich auf Deutsch noch nicht lesen')
    expect(text).toMatch(/### Eine Frage zum Nachspüren\n\n[^\n]+\?$/)
  })
})

describe('the tone of voice check-ins in Spanish', () => {
  it('counts what was said on each side, and says it cannot tell how the person sounds', () => {
    const item = (honored: boolean) => ({ transcript: 'Quizás sí, no lo sé bien', honored })
    const body = json({
      type: 'tone_analysis',
      items: [item(true), item(true), item(false)],
      language: 'es',
    })
    expect(body).toEqual({
      honoredTone:
        'En 2 check-ins, unas 6 palabras cada uno. Todavía no sé leer en español las palabras de duda o de seguridad, así que no puedo decir cómo suenas.',
      ignoredTone:
        'Un check-in, de unas 6 palabras. Todavía no sé leer en español las palabras de duda o de seguridad, así que no puedo decir cómo suenas.',
      keyIndicators: [],
      guidance: expect.stringContaining('fíjate tú en si das rodeos'),
    })
  })
})

describe('crisis language in Spanish and German', () => {
  it('is heard in the person’s language and answered with help in it', () => {
    const es = stream({
      type: 'voice_analysis',
      transcript: 'A veces pienso que no quiero vivir así.',
      language: 'es',
    })
    expect(es).toContain('**España:** llama al **024**')
    expect(es).toContain('findahelpline.com')
    const de = stream({
      type: 'voice_analysis',
      transcript: 'Ich will nicht mehr leben.',
      language: 'de',
    })
    expect(de).toContain('TelefonSeelsorge, **0800 111 0 111**')
    expect(de).toContain('findahelpline.com')
  })
})
