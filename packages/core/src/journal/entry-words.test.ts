import { describe, expect, it } from 'vitest'
import {
  editableWords,
  MAX_CUSTOM_NOTE,
  MAX_ENTRY_TEXT,
  outcomeOf,
  withOutcomeRestored,
  withWords,
} from './entry-words'
import { createEntry } from '../gamification/gamification'
import { uuid, tapDraft, voiceDraft } from '../test/fixtures'
import type { Entry } from './entry-schema'

const CONTEXT = { id: uuid(1), now: Date.parse('2025-11-03T08:15:00.000Z'), timeZone: 'UTC' }
const tap = (overrides = {}) => createEntry(tapDraft(overrides), CONTEXT)
const withOutcome = (entry: Entry): Entry => ({
  ...entry,
  consequence: 'It went well',
  consequenceDate: '2025-11-05T10:00:00.000Z',
  outcomeXp: 5,
})

describe('editableWords', () => {
  it('offers the description always, the decision and note only where they exist', () => {
    expect(editableWords(tap())).toEqual({
      description: true,
      decision: false,
      customNote: false,
      consequence: false,
    })
    expect(
      editableWords(withOutcome(tap({ context: 'Custom', customNote: 'Dog', decision: 'Yes' }))),
    ).toEqual({ description: true, decision: true, customNote: true, consequence: true })
  })

  it('offers nothing of a voice check-in but its outcome', () => {
    const voice = createEntry(voiceDraft(), CONTEXT)
    expect(editableWords(voice)).toEqual({
      description: false,
      decision: false,
      customNote: false,
      consequence: false,
    })
  })
})

describe('withWords', () => {
  const AT = '2026-11-27T10:00:00.000Z'

  it('changes the words, trimmed, and nothing else but when they were edited', () => {
    const entry = tap({ context: 'Custom', customNote: 'Dog', decision: 'Say yes' })
    const edit = withWords(
      entry,
      { description: '  A new description ', decision: 'Say no', customNote: ' Adopting a dog ' },
      AT,
    )
    expect(edit).toEqual({
      ok: true,
      entry: {
        ...entry,
        description: 'A new description',
        decision: 'Say no',
        customNote: 'Adopting a dog',
        wordsEditedAt: AT,
      },
    })
  })

  it('says nothing changed when the words are the same', () => {
    expect(withWords(tap(), { description: tapDraft().description })).toEqual({
      ok: true,
      entry: null,
    })
  })

  it('edits an outcome already logged, keeping when it was logged and what it earned', () => {
    const entry = withOutcome(tap())
    const edit = withWords(entry, { consequence: 'It went better than I thought' }, AT)
    expect(edit.ok && edit.entry).toEqual({
      ...entry,
      consequence: 'It went better than I thought',
      outcomeEditedAt: AT,
    })
  })

  it('refuses blank or too long words, naming the field', () => {
    expect(withWords(tap(), { description: '   ' })).toMatchObject({
      ok: false,
      field: 'description',
    })
    expect(withWords(tap(), { description: 'x'.repeat(MAX_ENTRY_TEXT + 1) })).toMatchObject({
      ok: false,
      field: 'description',
    })
    const custom = tap({ context: 'Custom', customNote: 'Dog' })
    expect(withWords(custom, { customNote: 'x'.repeat(MAX_CUSTOM_NOTE + 1) })).toMatchObject({
      ok: false,
      field: 'customNote',
    })
    expect(
      withWords(custom, { customNote: 'one two three four five six seven eight nine' }),
    ).toMatchObject({ ok: false, field: 'customNote', message: 'Keep it to 5 words.' })
    expect(withWords(custom, { customNote: ' Moving to a new city ' })).toMatchObject({
      ok: true,
    })
  })

  it('never adds a decision, a note or an outcome the check-in did not have', () => {
    expect(withWords(tap(), { decision: 'Say yes' })).toMatchObject({
      ok: false,
      field: 'decision',
    })
    expect(withWords(tap(), { customNote: 'Dog' })).toMatchObject({
      ok: false,
      field: 'customNote',
    })
    expect(withWords(tap(), { consequence: 'Fine' })).toMatchObject({
      ok: false,
      field: 'consequence',
    })
  })
})

describe('removing an outcome and its Undo', () => {
  it('puts the outcome back as it was, date included', () => {
    const entry = withOutcome(tap())
    const removed = outcomeOf(entry)!
    const cleared = { ...entry, consequence: null, consequenceDate: null }
    expect(withOutcomeRestored(cleared, removed)).toEqual(entry)
  })

  it('leaves an outcome logged since alone', () => {
    const removed = outcomeOf(withOutcome(tap()))!
    expect(withOutcomeRestored(withOutcome(tap()), removed)).toBeNull()
  })

  it('has nothing to keep for an entry without an outcome', () => {
    expect(outcomeOf(tap())).toBeNull()
  })
})
