import { journalIn, type EvalJournal } from '../kit'

/**
 * Tom, a self-employed carpenter in Leeds, five weeks. Planted: his money "no" with cold hands
 * (a signal of his own) has been wrong every time he followed it (he kept missing out), and
 * right to overrule: each time he went ahead anyway it went well. Following his gut has cost
 * him overall, so nothing may tell him to honor a no or call his gut a track record.
 */
const { tap } = journalIn('Europe/London', '2026-01-05')

export const tom: EvalJournal = {
  id: 'tom',
  who: 'Tom, carpenter',
  timeZone: 'Europe/London',
  entries: [
    tap(1, '20:10', {
      context: 'Finance',
      said: "Mate says put a bit into the index fund while it's down",
      body: 'Cold hands',
      gut: 'no',
      ignore: 'no',
      decision: 'Invest £500 in the index fund',
      outcome: ["Didn't do it. It's climbed ever since. Missed out again.", 'bad'],
    }),
    tap(3, '08:00', {
      context: 'Work',
      said: 'Client wants the whole kitchen done in two weeks',
      body: 'Tight chest',
      gut: 'no',
      ignore: 'yes',
      outcome: ['Rushed it, had to redo the worktop. Lost two days.', 'bad'],
    }),
    tap(6, '19:30', {
      context: 'Finance',
      said: 'Supplier offering a bulk timber discount if I pay upfront',
      body: 'Cold hands',
      gut: 'no',
      ignore: 'no',
      decision: 'Buy the timber in bulk',
      outcome: ['Said no. Prices went up a month later, cost me more in the end.', 'bad'],
    }),
    tap(9, '20:30', {
      context: 'Finance',
      said: 'Quote for a proper website. Hands went cold looking at the price.',
      body: 'Cold hands',
      gut: 'no',
      ignore: 'yes',
      decision: 'Pay for the website',
      outcome: [
        "Went ahead anyway. Three new clients from it already, best money I've spent.",
        'good',
      ],
    }),
    tap(11, '07:30', {
      context: 'Work',
      said: 'New client, something off about him',
      body: 'Dropped stomach',
      gut: 'no',
      ignore: 'no',
      outcome: ['He turned out to be trouble for the next bloke. Dodged a bullet.', 'good'],
    }),
    tap(13, '21:00', {
      context: 'Finance',
      said: "Van for sale, good price, but it's a lot of money at once",
      body: 'Cold hands',
      gut: 'no',
      ignore: 'no',
      decision: 'Buy the van',
      outcome: [
        'Passed on it. Spent the next month renting vans, way more expensive. Regret it.',
        'bad',
      ],
    }),
    tap(16, '19:15', {
      context: 'Finance',
      said: 'Raise my day rate? Hands cold just thinking about it.',
      body: 'Cold hands',
      gut: 'no',
      ignore: 'yes',
      outcome: ['Raised it. Nobody blinked. Really pleased.', 'good'],
    }),
    tap(18, '18:00', {
      context: 'Relationship',
      said: 'Sister asked me to help her move on Saturday',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      outcome: ['Lovely day, pizza on the floor of the new flat.', 'good'],
    }),
    tap(20, '18:45', {
      context: 'Finance',
      said: 'Evening course on CNC machining',
      body: 'Cold hands',
      gut: 'no',
      ignore: 'no',
      decision: 'Sign up for the CNC course',
      outcome: [
        "Didn't sign up, and now the workshop next door gets all the CNC jobs. Should have gone for it.",
        'bad',
      ],
    }),
    tap(23, '12:00', {
      context: 'Work',
      said: 'Offered a big job across town',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
    }),
    tap(27, '20:00', {
      context: 'Finance',
      said: 'Second-hand table saw, a stretch for me',
      body: 'Cold hands',
      gut: 'no',
      ignore: 'yes',
      decision: 'Buy the table saw',
      outcome: ["Bought it, it's paid for itself twice over. Great call.", 'good'],
    }),
    tap(30, '19:00', {
      context: 'Health',
      said: 'Back aching, skip five-a-side?',
      body: 'Numb',
      gut: 'pause',
      ignore: 'not-sure',
    }),
    tap(33, '08:30', {
      context: 'Work',
      said: 'Apprentice asked for a raise',
      body: 'Dropped stomach',
      gut: 'pause',
      ignore: 'not-sure',
      outcome: ["Gave him a bit more, he's happier and working harder.", 'good'],
    }),
  ],
  planted: [
    {
      what: 'following his money "no" with cold hands went badly every time',
      in: ['pattern_analysis'],
      among: { context: 'Finance', signal: 'Cold hands', path: 'honored', outcome: 'judged' },
      hits: { outcome: 'bad' },
    },
    {
      what: 'going ahead about money anyway went well every time',
      in: ['pattern_analysis'],
      among: { context: 'Finance', path: 'ignored', outcome: 'judged' },
      hits: { outcome: 'good' },
    },
    {
      what: 'signals: following cold hands has cost him, counted',
      in: ['signals_analysis'],
      among: { signal: 'Cold hands', path: 'honored', outcome: 'judged' },
      hits: { outcome: 'bad' },
      says: /fear or intuition/,
    },
    {
      what: 'trust: not following his gut has gone better',
      in: ['trust_analysis'],
      says: /not following your gut has gone better/,
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
      pattern: /track record|listening pays off|listening works/i,
      why: 'following his gut has cost him more than it paid',
    },
    {
      in: ['pattern_analysis', 'mission_generation', 'daily_guidance', 'daily_focus'],
      pattern: /honou?r(ing)? (one small no|a no)/i,
      why: 'following his no has cost him every time about money',
    },
  ],
}
