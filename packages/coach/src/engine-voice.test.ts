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

  it('reflects the topic, the heart of it, the themes, the body, the hedging, and ends with a question', () => {
    const text = stream({ type: 'voice_analysis', transcript, label: 'unease' })
    expect(text).toContain('### What you noticed')
    expect(text).toContain('This is about work: your boss and the new project.')
    expect(text).toContain(
      "The heart of it seems to be this: “Maybe I'm just tired, I guess I should say yes.”",
    )
    expect(text).toContain('You named the feeling unease')
    expect(text).toContain('### What I hear\n\n- You sound tired.')
    expect(text).toContain('Your body spoke up: “My chest got tight and my stomach dropped.”')
    // Quotes keep the speaker's casing.
    expect(text).toContain('You hedged (“Maybe”, “I guess” and “should”)')
    expect(text).toMatch(/### A question to sit with\n\n[^\n]+\?$/)
  })

  it('reads the topic from the whole transcript: people and roles outweigh one money word', () => {
    const text = stream({
      type: 'voice_analysis',
      transcript:
        "My manager wants me to take the team lead role, and she needs an answer before next quarter's budget planning. I already said yes to too much this month.",
    })
    expect(text).toContain('This is about work: your manager, the team lead role and next quarter.')
    expect(text).not.toMatch(/about (money|financial)/i)
    expect(text).toContain(
      'The heart of it seems to be this: “I already said yes to too much this month.”',
    )
    expect(text).toContain('You have already said yes to a lot')
  })

  it('hears excitement mixed with fear, and other people’s expectations, in natural sentences', () => {
    const text = stream({
      type: 'voice_analysis',
      transcript:
        "I'm excited about the new job but honestly terrified. My parents expect me to stay near home and I don't want to let them down.",
    })
    expect(text).toContain('Excitement and fear are both here.')
    expect(text).toContain("Other people's expectations are in the room.")
    expect(text).toContain('This is about someone close to you')
    expect(text).not.toMatch(/You spoke about [a-z]+:/)
  })

  it('quotes a recogniser’s lower-case "i" as "I"', () => {
    const text = stream({ type: 'voice_analysis', transcript: 'i think i should wait, maybe' })
    expect(text).toContain('“I think”')
    expect(text).not.toContain('“i think”')
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

  it('compares how the person speaks before honoring and before not following their gut', () => {
    const answer = answerCoach(
      {
        type: 'tone_analysis',
        items: [
          item('I definitely know this is right, my chest feels open and calm', true),
          item('I know what I want, I am sure about the move', true),
          item('Clearly the right call, I know it in my body', true),
          item('Maybe I should go, I guess it could be fine, I suppose', false),
          item("I don't know, maybe it's nothing, I guess I should just agree", false),
          item('Maybe, I guess, it might be okay', false),
        ],
      },
      { day: DAY },
    )
    expect(answer.kind).toBe('json')
    const tone = answer.kind === 'json' ? (answer.body as Record<string, unknown>) : {}
    expect(tone.honoredTone).toMatch(
      /^Across 3 check-ins, about \d+ words each\. More sure than tentative: \d+ sure words against 0 hedges\./,
    )
    expect(tone.ignoredTone).toMatch(/More tentative than sure: \d+ hedges against 0 sure words\./)
    expect(tone.keyIndicators).toEqual(
      expect.arrayContaining([
        "'Maybe' when not following it (3 of 3)",
        "'I guess' when not following it (3 of 3)",
      ]),
    )
    expect(tone.guidance).toMatch(
      /^You hedge more when you go on not to follow your gut: \d+ hedges per 100 words against 0/,
    )
  })

  it('with too little on one side, says so plainly instead of comparing', () => {
    const answer = answerCoach(
      {
        type: 'tone_analysis',
        items: [item('Maybe this is fine, maybe not', true), item('Maybe I will wait', true)],
      },
      { day: DAY },
    )
    const tone = answer.kind === 'json' ? (answer.body as Record<string, unknown>) : {}
    expect(tone.ignoredTone).toBe('No voice check-in yet where you went on not to follow your gut.')
    expect(tone.honoredTone).toBe(
      'Across 2 check-ins, about 5 words each. More tentative than sure: 3 hedges against 1 sure word. You named it unclear 2 of 2 times.',
    )
    expect(tone.keyIndicators).toEqual(["'Maybe' (2 of 2 check-ins)"])
    expect(tone.guidance).toBe(
      "Too little to compare yet: 2 spoken check-ins where you went on to honor your gut and 0 where you didn't. Three or more of each will show whether you sound different when you are about to set your gut aside.",
    )
    expect(JSON.stringify(tone)).not.toMatch(/0 of each|balanced between/)
  })

  it('names no difference the data cannot show', () => {
    const same = (honored: boolean) => item('I think it is fine, I know what I want', honored)
    const answer = answerCoach(
      { type: 'tone_analysis', items: [true, true, true, false, false, false].map(same) },
      { day: DAY },
    )
    const tone = answer.kind === 'json' ? (answer.body as Record<string, unknown>) : {}
    expect(tone.guidance).toMatch(/^No clear difference in how you sound either way/)
    expect(tone.keyIndicators).toEqual([
      "'I know' (6 of 6 check-ins)",
      "'I think' (6 of 6 check-ins)",
    ])
  })

  it('never quotes a transcript that speaks of self-harm', () => {
    const answer = answerCoach(
      { type: 'tone_analysis', items: [item('I want to die', false)] },
      { day: DAY },
    )
    expect(answer).toMatchObject({ body: { insufficient: true } })
  })
})
