import { describe, expect, it } from 'vitest'
import { hearThemes } from './themes'
import { readTopic } from './topic'

describe('the topic of a spoken check-in', () => {
  it.each([
    [
      "My manager wants an answer on the new role before next quarter's budget planning",
      'Work',
      ['your manager', 'the new role', 'next quarter'],
    ],
    ['My sister asked to borrow money again and I feel awful', 'Relationship', ['your sister']],
    ['The doctor says I need to sleep more and cut the coffee', 'Health', ['The doctor']],
    ['Should I put my savings into the stock my cousin keeps pushing?', 'Financial', []],
    ['I just feel off today and I do not know why', 'Personal', []],
  ])('%s → %s', (transcript, category, heard) => {
    const topic = readTopic(transcript)
    expect(topic.category).toBe(category)
    for (const phrase of heard) expect(topic.heard).toContain(phrase)
  })

  it('weighs people, roles and settings over single money words', () => {
    // Two money words (budget, pay) against a boss and a team: work.
    expect(readTopic('My boss wants the team to cut the budget and our pay').category).toBe('Work')
    // One money word and nothing else: money.
    expect(readTopic('I keep thinking about the budget').category).toBe('Financial')
  })
})

describe('themes a coach hears', () => {
  const themes = (text: string) => hearThemes(text).map((t) => t.theme)

  it.each([
    ['I already said yes to too much this month', 'overcommitment'],
    ["I've got too much on my plate and now this", 'overcommitment'],
    ["I'm exhausted, running on empty", 'fatigue'],
    ['Everyone expects me to host again', 'expectations'],
    ["I don't want to let them down", 'expectations'],
    ["I'm so excited but also really scared", 'excited-and-afraid'],
    ["I'm not sure I'm good enough, who am I to lead this", 'doubt'],
  ])('%s → %s', (text, theme) => {
    expect(themes(text)).toContain(theme)
  })

  it('hears none in a plain account, and excitement alone is no mix with fear', () => {
    expect(themes('We went to the market and bought apples')).toEqual([])
    expect(themes("I'm excited about the trip")).toEqual([])
  })

  it('gives the sentence that carries the theme, as said', () => {
    const [first] = hearThemes(
      "The principal asked me to run the fair. I Already Said Yes to too much this month. It's a lot.",
    )
    expect(first).toMatchObject({
      theme: 'overcommitment',
      sentence: 'I Already Said Yes to too much this month.',
    })
  })
})
