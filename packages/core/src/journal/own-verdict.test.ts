import { describe, expect, it } from 'vitest'
import { createEntry } from '../gamification/gamification'
import { INITIAL_GAMIFICATION_STATE } from '../gamification/gamification-state'
import { recordOutcome, withoutOutcome } from '../gamification/outcome-changes'
import { toCoachEntry } from '../coach/coach-entry'
import { coachRequestSchemas, signalItems } from '../coach/coach-requests'
import { tapDraft, uuid } from '../test/fixtures'
import { outcomeOf, withOutcomeRestored } from './entry-words'
import { journalFileText, readJournalFile } from './journal-file'
import { summaryOf } from './journal-summary'
import { mergeEntries } from './merge-entries'
import { withChangedVerdict } from './own-verdict'

const NOW = Date.parse('2026-11-20T12:00:00Z')
const entry = createEntry(tapDraft({ strength: 'strong' }), {
  id: uuid(1),
  now: NOW,
  timeZone: 'UTC',
})
const logged = (verdict: 'right' | 'wrong' | 'hard-to-say' | null) =>
  recordOutcome(INITIAL_GAMIFICATION_STATE, summaryOf([entry]), entry, 'It went well', NOW, verdict)
    .entry

describe("the person's own verdict", () => {
  it('is kept with the outcome it judges, and only when given', () => {
    expect(logged('wrong').ownVerdict).toBe('wrong')
    expect('ownVerdict' in logged(null)).toBe(false)
    expect(entry.strength).toBe('strong')
  })

  it('changes on an outcome already logged, earning nothing, and never without an outcome', () => {
    const changed = withChangedVerdict(logged('right'), 'hard-to-say')!
    expect(changed.ownVerdict).toBe('hard-to-say')
    expect(changed.outcomeXp).toBe(logged('right').outcomeXp)
    expect(changed.consequenceDate).toBe(logged('right').consequenceDate)
    expect(withChangedVerdict(logged('right'), 'right')).toBeNull()
    expect('ownVerdict' in withChangedVerdict(logged('right'), null)!).toBe(false)
    expect(withChangedVerdict(entry, 'right')).toBeNull()
  })

  it('goes with a removed outcome and comes back with its Undo', () => {
    const withIt = logged('wrong')
    const removed = outcomeOf(withIt)!
    const without = withoutOutcome(withIt)!
    expect('ownVerdict' in without).toBe(false)
    expect(withOutcomeRestored(without, removed)?.ownVerdict).toBe('wrong')
  })

  it('reaches the coach with the strength, and the server accepts both', () => {
    const coach = toCoachEntry(logged('wrong'))
    expect(coach).toMatchObject({ strength: 'strong', ownVerdict: 'wrong' })
    const request = coachRequestSchemas.pattern_analysis.parse({
      type: 'pattern_analysis',
      entries: [coach],
    })
    expect(request.entries[0]).toMatchObject({ strength: 'strong', ownVerdict: 'wrong' })
    expect(signalItems([logged('wrong')])[0]).toMatchObject({
      strength: 'strong',
      ownVerdict: 'wrong',
    })
    expect(
      coachRequestSchemas.pattern_analysis.safeParse({
        type: 'pattern_analysis',
        entries: [{ ...coach, ownVerdict: 'maybe' }],
      }).success,
    ).toBe(false)
  })
})

describe('strength and the own verdict in a journal file and a merge', () => {
  it('go out with an export and come back with its import, and a merge keeps them', () => {
    const judged = logged('wrong')
    const file = journalFileText(
      { entries: [judged], gamification: INITIAL_GAMIFICATION_STATE, deletedEntries: [] },
      NOW,
    )
    const read = readJournalFile(file, 'UTC')
    expect(read.ok && read.journal.entries[0]).toMatchObject({
      strength: 'strong',
      ownVerdict: 'wrong',
    })
    const merged = mergeEntries([
      { entries: [entry], deletedEntries: [] },
      { entries: [judged], deletedEntries: [] },
    ])
    expect(merged.entries[0]).toMatchObject({ strength: 'strong', ownVerdict: 'wrong' })
  })
})
