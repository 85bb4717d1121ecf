import { journalIn, type EvalJournal } from '../kit'

/**
 * Hugo, a sales lead in Lyon, four weeks. Planted: a narrow finding inside a broad one. Every
 * time he went against a "no" it went badly (7 of 7), but five of the seven were work decisions
 * made after 9 pm; the other two were elsewhere (a morning with his sister, an afternoon with
 * friends). Following his gut went well most of the time. A careful coach says when and where
 * first ("work after 9 pm"), not only "going against a no has cost you". His last check-in is
 * spoken and hedged ("I think I will"): its insight must not call him sure.
 */
const { tap, voice } = journalIn('Europe/Paris', '2026-01-05')

const lateWork: [number, string, string, string, string][] = [
  [
    1,
    '21:30',
    'The client wants a discount agreed tonight',
    'Give the 15% discount',
    'They asked for more the week after. It went badly.',
  ],
  [
    6,
    '22:10',
    'My manager asks me to promise the March target on a call',
    'Promise the target',
    'Missed it and had to explain. Bad outcome.',
  ],
  [
    11,
    '21:45',
    'A late email asks me to take over the Nordic accounts',
    'Take the accounts',
    'Overloaded for weeks, it went badly.',
  ],
  [
    16,
    '22:30',
    'Sign the reseller deal before the weekend, they say',
    'Sign tonight',
    'The terms hurt us, a mistake.',
  ],
  [
    21,
    '21:15',
    'Agree to fly to Milan tomorrow at dawn',
    'Book the flight',
    'Exhausted, the meeting went badly.',
  ],
]

export const hugo: EvalJournal = {
  id: 'hugo',
  who: 'Hugo, sales lead',
  timeZone: 'Europe/Paris',
  entries: [
    ...lateWork.map(([day, time, said, decision, outcome]) =>
      tap(day, time, {
        context: 'Work',
        said,
        body: 'Tight chest',
        gut: 'no',
        ignore: 'yes',
        decision,
        outcome: [outcome, 'bad'],
      }),
    ),
    tap(3, '09:30', {
      context: 'Relationship',
      said: 'My sister wants me to co-sign her flat lease',
      body: 'Dropped stomach',
      gut: 'no',
      ignore: 'yes',
      decision: 'Co-sign the lease',
      outcome: ['She missed two payments and I had to cover them. It went badly.', 'bad'],
    }),
    tap(13, '15:00', {
      context: 'Social',
      said: 'Friends want me to join the ski trip I cannot afford',
      body: 'Dropped stomach',
      gut: 'no',
      ignore: 'yes',
      decision: 'Go on the trip',
      outcome: ['Spent far too much and regretted it.', 'bad'],
    }),
    tap(2, '10:00', {
      context: 'Work',
      said: 'A calm morning to plan the quarter',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      decision: 'Block the morning for planning',
      outcome: ['The plan held up all month, it went well.', 'good'],
    }),
    tap(4, '11:15', {
      context: 'Work',
      said: 'Should I turn down the trade fair stand?',
      body: 'Tight chest',
      gut: 'no',
      ignore: 'no',
      decision: 'Decline the stand',
      outcome: ['Saved the budget, it went well.', 'good'],
    }),
    tap(5, '19:00', {
      context: 'Relationship',
      said: 'Dinner with Claire on Friday?',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      outcome: ['A lovely evening, it went well.', 'good'],
    }),
    tap(8, '08:45', {
      context: 'Health',
      said: 'Start running before work',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      outcome: ['Feeling much better, it went well.', 'good'],
    }),
    tap(9, '14:30', {
      context: 'Work',
      said: 'Hire the junior who interviewed today?',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      decision: 'Make the offer',
      outcome: ['She is great, it went well.', 'good'],
    }),
    tap(10, '21:50', {
      context: 'Social',
      said: 'Stay for one more drink?',
      body: 'Heavy shoulders',
      gut: 'no',
      ignore: 'no',
      outcome: ['Went home and slept well. Good call.', 'good'],
    }),
    tap(12, '10:30', {
      context: 'Work',
      said: 'Push back on the new CRM rollout date',
      body: 'Tight chest',
      gut: 'no',
      ignore: 'no',
      decision: 'Ask for two more weeks',
      outcome: ['Got the time, it went well.', 'good'],
    }),
    tap(15, '18:00', {
      context: 'Health',
      said: 'Skip the gym, knee hurts',
      body: 'Heavy shoulders',
      gut: 'pause',
      ignore: 'no',
      outcome: ['The knee still hurt a week later. It went badly.', 'bad'],
    }),
    tap(18, '09:00', {
      context: 'Work',
      said: 'Call the unhappy client myself',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      outcome: ['They stayed with us, it went well.', 'good'],
    }),
    tap(20, '12:30', {
      context: 'Finance',
      said: 'Move the savings to the fixed account?',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      outcome: ['Mixed: the rate is fine, the lock-in annoys me.', 'mixed'],
    }),
    tap(23, '22:00', {
      context: 'Work',
      said: 'Answer the angry email now or tomorrow?',
      body: 'Tight chest',
      gut: 'pause',
      ignore: 'no',
      outcome: ['Waited until morning, it went well.', 'good'],
    }),
    tap(24, '11:00', {
      context: 'Work',
      said: 'Take the team lead role?',
      body: 'Dropped stomach',
      gut: 'pause',
      ignore: 'not-sure',
    }),
    tap(26, '19:30', {
      context: 'Relationship',
      said: 'Visit my parents this weekend?',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      decision: 'Go on Saturday',
    }),
    voice(27, '08:10', {
      transcript:
        'The Milan office wants me to lead the launch. I think I will say yes, probably. My chest is tight when I picture the travel.',
      label: 'unclear',
    }),
  ],
  planted: [
    {
      what: 'a narrow finding first: work after 9 pm against the gut, 5 of the 7 overrides that went badly',
      in: ['pattern_analysis', 'daily_focus'],
      among: { context: 'Work', slot: 'night', path: 'ignored', outcome: 'judged' },
      hits: { outcome: 'bad' },
      across: true,
      first: true,
    },
  ],
  mustNot: [],
}
