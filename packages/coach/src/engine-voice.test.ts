import { describe, expect, it } from 'vitest'
import { answerCoach } from './engine'
import { CRISIS_MESSAGE } from './text/crisis'

const DAY = '2026-03-01'

function stream(request: Parameters<typeof answerCoach>[0]): string {
  const answer = answerCoach(request, { day: DAY })
  if (answer.kind !== 'stream') throw new Error('expected a stream')
  return answer.text
}

describe('voice analysis', () => {
  const transcript =
    "My boss asked me to lead the new project and I said I'd think about it. My chest got tight and my stomach dropped. Maybe I'm just tired, I guess I should say yes."

  it('reflects what was said, the body and emotion words, the hedging, and ends with a question', () => {
    const text = stream({ type: 'voice_analysis', transcript, label: 'unease' })
    expect(text).toContain('### What you noticed')
    expect(text).toContain('You spoke about work: “My boss asked me to lead the new project')
    expect(text).toContain('You named the feeling unease')
    expect(text).toMatch(/\*\*Body:\*\* .*\*\*chest\*\*.*\*\*tight\*\*.*\*\*stomach\*\*/)
    expect(text).toMatch(/You hedged \(“maybe”, “i guess” and “should”\)/)
    expect(text).toMatch(/### A question to sit with\n\n[^\n]+\?$/)
  })

  it('is the same for the same transcript and day', () => {
    expect(stream({ type: 'voice_analysis', transcript })).toBe(
      stream({ type: 'voice_analysis', transcript }),
    )
  })

  it('answers crisis language with care instead of an analysis', () => {
    const text = stream({
      type: 'voice_analysis',
      transcript: "Honestly I don't want to live anymore",
    })
    expect(text).toBe(CRISIS_MESSAGE)
    expect(text).toContain('988')
    expect(text).toContain('116 123')
  })

  it('daily guidance answers crisis language in an entry with care too', () => {
    const text = stream({
      type: 'daily_guidance',
      entries: [
        {
          mode: 'voice',
          timestamp: '2026-02-28T10:00:00.000Z',
          transcript: 'I keep thinking about killing myself',
        },
      ],
    })
    expect(text).toBe(CRISIS_MESSAGE)
  })
})

describe('tone analysis', () => {
  const item = (transcript: string, honored: boolean) => ({
    transcript,
    label: 'unclear' as const,
    aiInsights: '',
    honored,
  })

  it('compares how the person speaks before honoring and before ignoring their gut', () => {
    const answer = answerCoach(
      {
        type: 'tone_analysis',
        items: [
          item('I definitely know this is right, my chest feels open and calm', true),
          item('I know what I want, I am sure about the move', true),
          item('Maybe I should go, I guess it could be fine, I suppose', false),
          item("I don't know, maybe it's nothing, I guess I should just agree", false),
        ],
      },
      { day: DAY },
    )
    expect(answer.kind).toBe('json')
    const tone = answer.kind === 'json' ? (answer.body as Record<string, unknown>) : {}
    expect(tone.honoredTone).toMatch(
      /^Across 2 check-ins, about \d+ words each, more sure than tentative/,
    )
    expect(tone.ignoredTone).toMatch(/more tentative than sure/)
    expect(tone.keyIndicators).toEqual(
      expect.arrayContaining([
        "'maybe' when ignoring (2 of 2)",
        "'i guess' when ignoring (2 of 2)",
      ]),
    )
    expect(tone.guidance).toMatch(/^You hedge more when you go on to ignore your gut/)
  })

  it('with one side only, lists the person’s own words and asks for the other side', () => {
    const answer = answerCoach(
      {
        type: 'tone_analysis',
        items: [item('Maybe this is fine, maybe not', true), item('Maybe I will wait', true)],
      },
      { day: DAY },
    )
    const tone = answer.kind === 'json' ? (answer.body as Record<string, unknown>) : {}
    expect(tone.ignoredTone).toBe('No voice check-in yet where you went on to ignore your gut.')
    expect(tone.keyIndicators).toEqual(["'maybe' (2 of 2 check-ins)"])
    expect(tone.guidance).toMatch(/^Record a voice check-in/)
  })

  it('never quotes a transcript that speaks of self-harm', () => {
    const answer = answerCoach(
      { type: 'tone_analysis', items: [item('I want to die', false)] },
      { day: DAY },
    )
    expect(answer).toMatchObject({ body: { insufficient: true } })
  })
})
