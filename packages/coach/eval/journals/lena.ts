import { journalIn, type EvalJournal } from '../kit'

/**
 * Lena, new to Hara in Berlin: two weeks, four check-ins. Planted: nothing is a pattern yet;
 * the coach must say so, and frame anything it sees as an early sign.
 */
const { tap } = journalIn('Europe/Berlin', '2026-02-02')

export const lena: EvalJournal = {
  id: 'lena',
  who: 'Lena, new to Hara',
  timeZone: 'Europe/Berlin',
  entries: [
    tap(0, '20:00', {
      context: 'Finance',
      said: 'Flatmate wants to split a new couch, 600 euros',
      body: 'Tight chest',
      gut: 'no',
      ignore: 'yes',
      decision: 'Split the couch',
      outcome: ["Regret it, it's huge and ugly.", 'bad'],
    }),
    tap(3, '09:00', {
      context: 'Work',
      said: 'Asked to lead the sprint retro',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      outcome: ['Went great.', 'good'],
    }),
    tap(7, '19:00', {
      context: 'Social',
      said: 'Dinner with the climbing group',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
    }),
    tap(14, '18:30', {
      context: 'Social',
      said: 'Drinks after work again',
      body: 'Numb',
      gut: 'no',
      ignore: 'yes',
    }),
  ],
  planted: [
    {
      what: 'focus: too little to see a pattern, or an early sign said as one',
      in: ['daily_focus'],
      says: /too few|early sign/i,
    },
    {
      what: 'trust: too few outcomes to compare',
      in: ['trust_analysis'],
      says: /Too few outcomes to compare yet/,
    },
  ],
  mustNot: [
    {
      in: ['daily_focus', 'pattern_analysis', 'mission_generation', 'daily_guidance'],
      pattern: /\bmost\b|overruled|\b1 of 1\b|track record|usually|always/i,
      why: 'four check-ins are not a pattern',
    },
  ],
}
