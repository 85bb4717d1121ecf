import { journalIn, type EvalJournal } from '../kit'

/**
 * Sam, a nurse in Sydney, four weeks. Planted: in his relationship he answers "not sure" far
 * more than he follows or overrides his gut. The trust score counts "not sure" as not honored,
 * but no sentence may call those answers "ignored".
 */
const { tap } = journalIn('Australia/Sydney', '2026-01-05')

export const sam: EvalJournal = {
  id: 'sam',
  who: 'Sam, nurse',
  timeZone: 'Australia/Sydney',
  entries: [
    tap(1, '20:00', {
      context: 'Relationship',
      said: 'Jess wants me to meet her parents next weekend',
      body: 'Dropped stomach',
      gut: 'pause',
      ignore: 'not-sure',
      outcome: ['Went okay, bit awkward. Hard to say.', 'mixed'],
    }),
    tap(2, '07:00', {
      context: 'Work',
      said: 'Extra night shift offered again',
      body: 'Tight chest',
      gut: 'no',
      ignore: 'no',
      outcome: ['Said no and slept. Good call.', 'good'],
    }),
    tap(4, '21:30', {
      context: 'Relationship',
      said: 'Jess asked how I feel about moving cities for her job',
      body: 'Tight chest',
      gut: 'pause',
      ignore: 'not-sure',
    }),
    tap(5, '06:45', {
      context: 'Work',
      said: 'Charge nurse role is opening up',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
    }),
    tap(6, '19:00', {
      context: 'Relationship',
      said: 'Anniversary plans, she wants a big party',
      body: 'Dropped stomach',
      gut: 'no',
      ignore: 'not-sure',
      outcome: [
        'We had the party, I was drained and we fought after. Should have said what I felt.',
        'bad',
      ],
    }),
    tap(8, '07:15', {
      context: 'Work',
      said: 'Colleague wants to swap Christmas shifts',
      body: 'Numb',
      gut: 'pause',
      ignore: 'not-sure',
    }),
    tap(9, '20:45', {
      context: 'Relationship',
      said: "Jess's brother wants to stay with us for a month",
      body: 'Tight chest',
      gut: 'no',
      ignore: 'not-sure',
      decision: 'Let him stay',
      outcome: ["It's been really hard. I regret not speaking up.", 'bad'],
    }),
    tap(11, '14:00', {
      context: 'Work',
      said: "Patient's family complaint: answer now or wait?",
      body: 'Dropped stomach',
      gut: 'pause',
      ignore: 'no',
      outcome: ['Waited till I was calm, the talk went fine.', 'good'],
    }),
    tap(13, '18:30', {
      context: 'Relationship',
      said: 'She wants to book a holiday with her friends, and me',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      outcome: ['Wonderful trip.', 'good'],
    }),
    tap(15, '07:00', {
      context: 'Work',
      said: 'Overtime again',
      body: 'Tight chest',
      gut: 'no',
      ignore: 'yes',
      outcome: ['Shattered all week.', 'bad'],
    }),
    tap(16, '21:00', {
      context: 'Relationship',
      said: 'We talked about kids and I froze',
      body: 'Numb',
      gut: 'pause',
      ignore: 'not-sure',
    }),
    tap(19, '20:15', {
      context: 'Relationship',
      said: "Another weekend at her parents'",
      body: 'Dropped stomach',
      gut: 'no',
      ignore: 'yes',
      outcome: ['Went, was miserable, snapped at everyone.', 'bad'],
    }),
    tap(20, '15:30', {
      context: 'Work',
      said: 'Training course on Saturday',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
    }),
    tap(22, '19:30', {
      context: 'Relationship',
      said: 'Jess suggested couples counselling',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      outcome: ['First session was good, glad we went.', 'good'],
    }),
    tap(24, '06:50', {
      context: 'Work',
      said: 'Team lead asked me to mentor a new grad',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      outcome: ['Really rewarding.', 'good'],
    }),
    tap(25, '21:15', {
      context: 'Relationship',
      said: "Should I tell her I'm not ready to move?",
      body: 'Tight chest',
      gut: 'no',
      ignore: 'not-sure',
    }),
  ],
  planted: [
    {
      what: 'in his relationship he is often not sure whether to follow his gut',
      in: ['pattern_analysis'],
      among: { context: 'Relationship', path: 'answered' },
      hits: { path: 'not-sure' },
    },
    {
      what: 'trust: the not-followed times told apart, "not sure" named as such',
      in: ['trust_analysis'],
      among: { path: 'not-honored' },
      hits: { path: 'not-sure' },
      says: /weren't sure 7 times/,
    },
  ],
  mustNot: [
    {
      in: ['daily_focus', 'pattern_analysis', 'daily_guidance', 'trust_analysis'],
      pattern:
        /you (ignored|went against|overrode) your gut 9\b|9 times you (ignored|went against)/i,
      why: 'seven of those nine were "not sure", not ignoring',
    },
  ],
}
