import { journalIn, type EvalJournal } from '../kit'

/**
 * Priya, a PhD student in Bengaluru, three weeks, sixteen check-ins and almost no outcomes.
 * Planted: she goes along with social plans against her "no" far more than anywhere else; with
 * one outcome that says how it went, nothing may claim what pays off.
 */
const { tap } = journalIn('Asia/Kolkata', '2026-01-12')

export const priya: EvalJournal = {
  id: 'priya',
  who: 'Priya, PhD student',
  timeZone: 'Asia/Kolkata',
  entries: [
    tap(1, '19:00', {
      context: 'Social',
      said: 'Cousins want me at the sangeet all weekend and I have a deadline',
      body: 'Dropped stomach',
      gut: 'no',
      ignore: 'yes',
    }),
    tap(2, '10:00', {
      context: 'Work',
      said: 'Supervisor wants a draft chapter by Friday',
      body: 'Tight chest',
      gut: 'pause',
      ignore: 'no',
      decision: 'Ask for two more weeks',
      outcome: ['She agreed, and the chapter is much better for it.', 'good'],
    }),
    tap(3, '20:30', {
      context: 'Social',
      said: "Lab dinner tonight. I'm exhausted.",
      body: 'Numb',
      gut: 'no',
      ignore: 'yes',
    }),
    tap(4, '11:30', {
      context: 'Work',
      said: 'Conference abstract due, is the result solid enough?',
      body: 'Tight chest',
      gut: 'no',
      ignore: 'no',
    }),
    tap(5, '18:15', {
      context: 'Social',
      said: "Roommate's birthday plans, everyone's going",
      body: 'Dropped stomach',
      gut: 'no',
      ignore: 'yes',
    }),
    tap(6, '07:30', {
      context: 'Health',
      said: 'Morning run or sleep in?',
      body: 'Numb',
      gut: 'pause',
      ignore: 'no',
    }),
    tap(7, '09:45', {
      context: 'Work',
      said: 'Offer to TA a course next term',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      decision: 'Accept the TA offer',
      outcome: ["Not sure yet, they haven't confirmed the schedule.", 'open'],
    }),
    tap(8, '21:00', {
      context: 'Social',
      said: 'Said I would join the trek next month',
      body: 'Dropped stomach',
      gut: 'no',
      ignore: 'yes',
      decision: 'Join the trek',
    }),
    tap(10, '10:15', {
      context: 'Work',
      said: 'Reviewer 2 wants the whole section rewritten',
      body: 'Tight chest',
      gut: 'pause',
      ignore: 'not-sure',
    }),
    tap(11, '19:45', {
      context: 'Social',
      said: 'Neighbour aunty invited me for Sunday lunch',
      body: 'Numb',
      gut: 'no',
      ignore: 'yes',
    }),
    tap(12, '23:00', {
      context: 'Health',
      said: 'Late chai again?',
      body: 'Numb',
      gut: 'no',
      ignore: 'yes',
    }),
    tap(13, '12:00', {
      context: 'Work',
      said: 'Collaboration request from another lab',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
    }),
    tap(14, '20:00', {
      context: 'Social',
      said: 'Reunion call with school friends',
      body: 'Dropped stomach',
      gut: 'no',
      ignore: 'yes',
    }),
    tap(16, '09:30', {
      context: 'Work',
      said: 'Asked to present at group meeting',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
    }),
    tap(17, '19:00', {
      context: 'Social',
      said: 'Department party, I really want a quiet night',
      body: 'Numb',
      gut: 'no',
      ignore: 'no',
    }),
    tap(19, '08:00', {
      context: 'Health',
      said: 'Trial yoga class before lab',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
    }),
  ],
  planted: [
    {
      what: 'social plans: she went against her gut far more than elsewhere',
      in: ['pattern_analysis', 'daily_focus'],
      among: { context: 'Social', path: 'answered' },
      hits: { path: 'ignored' },
    },
    {
      what: 'too few outcomes to tell where her gut is right',
      in: ['pattern_analysis'],
      among: {},
      hits: { outcome: 'judged' },
    },
    {
      what: 'trust: too few outcomes to compare',
      in: ['trust_analysis'],
      says: /Too few outcomes to compare yet/,
    },
  ],
  mustNot: [
    {
      in: [
        'daily_focus',
        'pattern_analysis',
        'mission_generation',
        'daily_guidance',
        'signals_analysis',
        'trust_analysis',
      ],
      pattern: /pays off|has worked for you|track record|worth trusting|has cost you/i,
      why: 'one outcome cannot show what pays off',
    },
  ],
}
