import { describe, expect, it } from 'vitest'
import type { CoachType } from '@hara/core'
import type { Produced } from './checker'
import { journalIn, type EvalJournal } from './kit'
import { EVAL_DAY } from './run-eval'
import type { Unit } from './units'
import { wordingIssues } from './wording'

/** The wording checks, shown to fail on the sentences a careless coach wrote. */

const unit = (type: CoachType, label: string, text: string): Unit => ({
  type,
  label,
  text,
  numbersBacked: true,
})

const answer = (type: CoachType, ...texts: string[]): Produced => ({
  type,
  answer: { kind: 'json', type: 'daily_focus', body: { focus: '' } },
  claims: [],
  units: texts.map((t, i) => unit(type, `piece ${i + 1}`, t)),
})

const { voice } = journalIn('Europe/Lisbon', '2026-01-05')
const quiet: EvalJournal = {
  id: 'quiet',
  who: 'Someone',
  timeZone: 'Europe/Lisbon',
  entries: [],
  planted: [],
  mustNot: [],
}

const checks = (journal: EvalJournal, produced: Produced[]) =>
  wordingIssues(journal, produced, EVAL_DAY).map((i) => i.check)

describe('the wording checks', () => {
  it('count one sentence said in the patterns, the guidance and the focus', () => {
    const said = 'When you followed your gut: 16 of the 17 with a clear outcome turned out well.'
    const produced = [
      answer('pattern_analysis', `Following your gut has worked for you\n${said}`),
      answer('daily_guidance', 'In your last 7 check-ins you followed your gut 6 times.', said),
      answer('daily_focus', `${said} Today, when your gut speaks, give it a say.`),
    ]
    expect(checks(quiet, produced)).toEqual(['repeated sentence'])
    // Said once in other words, it is no repeat.
    produced[2] = answer(
      'daily_focus',
      'Following your gut turned out well 16 of the 17 times it had a clear outcome.',
    )
    produced[1] = answer('daily_guidance', 'It turned out well 16 of the 17 times you followed it.')
    expect(checks(quiet, produced)).toEqual([])
  })

  it('count the same "k of n" twice in one signal’s insight', () => {
    const produced = [
      answer(
        'signals_analysis',
        'Showed up 11 times; you followed it 11 of 11. When you followed it, 11 of 11 turned out well. It proved right 11 of 11 times.',
      ),
    ]
    expect(checks(quiet, produced)).toEqual(['count twice'])
  })

  it('count a certainty word said of a hedged transcript, not the speaker’s quoted words', () => {
    const journal = {
      ...quiet,
      entries: [
        voice(1, '09:00', { transcript: 'I think I will take the offer.', label: 'unclear' }),
        voice(2, '09:00', { transcript: 'I am not sure about this at all.', label: 'unclear' }),
      ],
    }
    // The engine's own insights: "I think I will" is a hedge, and "not sure" is only quoted.
    expect(checks(journal, [])).toEqual([])
  })
})
