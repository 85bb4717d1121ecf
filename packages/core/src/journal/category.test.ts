import { describe, expect, it } from 'vitest'
import { classifyTranscript, entryCategory } from './category'
import { journal, tapDraft, voiceDraft } from '../test/fixtures'

function voiceCategory(transcript: string) {
  const [entry] = journal([{ at: 0, draft: voiceDraft({ transcript }) }]).entries
  return entryCategory(entry!)
}

function tapCategory(context: string, customNote?: string) {
  const [entry] = journal([{ at: 0, draft: tapDraft({ context, customNote }) }]).entries
  return entryCategory(entry!)
}

describe('voice transcripts', () => {
  it.each([
    ["I'm thinking about putting my savings into this stock my cousin keeps pushing", 'Financial'],
    ['The rent on the new flat is more than I can really afford', 'Financial'],
    ['Should I lend him the money? Something in me says no.', 'Financial'],
    ['My boyfriend wants us to move in together and I feel a knot', 'Relationship'],
    ["My mom called again and I didn't pick up", 'Relationship'],
    ['We broke up last month and he texted me today', 'Relationship'],
    ["I've had a headache all week and I can't sleep", 'Health'],
    ['The doctor wants me to try a new medication', 'Health'],
    ['My boss asked me to lead the new project', 'Work'],
    ['I have a job interview on Thursday with a startup', 'Work'],
    ["I can't decide between the two options", 'Decision'],
    ["I'm torn about whether to go to the party", 'Decision'],
    ['I just feel off today and I do not know why', 'Personal'],
  ])('%s -> %s', (transcript, category) => {
    expect(voiceCategory(transcript)).toBe(category)
  })

  it('reads an empty transcript as Personal', () => {
    expect(classifyTranscript('')).toBe('Personal')
  })

  it('matches whole words only', () => {
    expect(classifyTranscript('I spent the evening networking and painting')).toBe('Financial')
    expect(classifyTranscript('networking event, painting class, a rental car, a payday')).toBe(
      'Personal',
    )
  })

  it('ignores case and runs of white space in phrases', () => {
    expect(classifyTranscript('SHOULD   I TAKE IT')).toBe('Decision')
    expect(classifyTranscript('MY MANAGER')).toBe('Work')
  })

  it('picks the category with the most hits, and the listed order on a tie', () => {
    expect(classifyTranscript('A meeting with my manager about my salary')).toBe('Work')
    expect(classifyTranscript('My salary and my boss')).toBe('Financial')
    expect(classifyTranscript('My partner and my diet')).toBe('Relationship')
  })
})

describe('tap entries', () => {
  it('use their context', () => {
    expect(tapCategory('Work')).toBe('Work')
    expect(tapCategory('Entrepreneurship')).toBe('Entrepreneurship')
  })

  it('show the custom note for a Custom context, or Custom when it is blank', () => {
    expect(tapCategory('Custom', 'Moving abroad')).toBe('Moving abroad')
    expect(tapCategory('Custom', '  ')).toBe('Custom')
  })

  it('show the custom note whatever the context says', () => {
    expect(tapCategory('Other', 'Adopting a dog')).toBe('Adopting a dog')
    expect(tapCategory('Other')).toBe('Other')
  })

  it('are General without a context', () => {
    const [entry] = journal([{ at: 0, draft: tapDraft() }]).entries
    expect(entryCategory({ ...entry!, mode: 'tap', context: ' ' } as never)).toBe('General')
  })
})
