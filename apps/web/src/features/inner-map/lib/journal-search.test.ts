import type { Entry } from '@hara/core'
import { describe, expect, it } from 'vitest'
import { fold, searchEntries, searchTerms } from './journal-search'

const tap = (id: string, words: Partial<Extract<Entry, { mode: 'tap' }>>) =>
  ({
    id,
    mode: 'tap',
    description: '',
    decision: null,
    consequence: null,
    ...words,
  }) as Entry
const voice = (id: string, transcript: string, consequence: string | null = null) =>
  ({ id, mode: 'voice', transcript, aiInsights: 'ignored words', consequence }) as Entry

const journal = [
  tap('1', { description: 'My friend asked me to invest', decision: 'Said no' }),
  tap('2', { description: 'Shelter visit', customNote: 'Adopting a dog' }),
  voice('3', 'The café owner offered me a job'),
  tap('4', { description: 'Second project', consequence: 'It went badly, I regret it' }),
]
const ids = (query: string) => searchEntries(journal, query).map((entry) => entry.id)

describe('searchEntries', () => {
  it('finds a word in the description, decision, custom note, transcript or outcome', () => {
    expect(ids('invest')).toEqual(['1'])
    expect(ids('said')).toEqual(['1'])
    expect(ids('dog')).toEqual(['2'])
    expect(ids('owner')).toEqual(['3'])
    expect(ids('regret')).toEqual(['4'])
  })

  it('finds what the card shows: the category, a custom category, the body signal, the label', () => {
    const cards = [
      tap('5', { context: 'Finance', bodySensation: 'Dropped stomach', description: 'Loan' }),
      tap('6', { context: 'Other', customNote: 'Garden', bodySensation: 'Warm chest' }),
      { ...voice('7', 'I think I will go'), label: 'unease' } as Entry,
    ]
    const found = (query: string) => searchEntries(cards, query).map((entry) => entry.id)
    expect(found('finance')).toEqual(['5'])
    expect(found('Dropped')).toEqual(['5'])
    expect(found('garden')).toEqual(['6'])
    expect(found('warm')).toEqual(['6'])
    expect(found('unease')).toEqual(['7'])
  })

  it("does not look in the coach's words", () => {
    expect(ids('ignored')).toEqual([])
  })

  it('needs every word, in any order, ignoring case and accents, newest first', () => {
    expect(ids('REGRET badly')).toEqual(['4'])
    expect(ids('badly invest')).toEqual([])
    expect(ids('Cafe')).toEqual(['3'])
    expect(ids('e')).toEqual(['4', '3', '2', '1'])
  })

  it('matches nothing for a blank query', () => {
    expect(ids('   ')).toEqual([])
  })
})

describe('the words of a query', () => {
  it('are folded and not repeated', () => {
    expect(searchTerms('  Dog  dog Café ')).toEqual(['dog', 'cafe'])
    expect(fold('Ångström')).toBe('angstrom')
  })
})
