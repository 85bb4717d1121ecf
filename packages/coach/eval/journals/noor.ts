import { journalIn, type EvalJournal } from '../kit'

/**
 * Noor, a teacher in New York, three weeks, mostly spoken check-ins. Planted: too few spoken
 * check-ins where she went against her gut to compare her tone, which the coach must say
 * plainly rather than compare nothing; and too few outcomes for trust.
 */
const { tap, voice } = journalIn('America/New_York', '2026-01-19')

export const noor: EvalJournal = {
  id: 'noor',
  who: 'Noor, teacher',
  timeZone: 'America/New_York',
  entries: [
    voice(0, '07:10', {
      transcript:
        'The principal asked me to run the science fair again. I already said yes to too much this month. My shoulders are up by my ears just thinking about it.',
      label: 'unease',
      gut: 'no',
      ignore: 'no',
      outcome: ['Said no, and someone else was happy to take it. Relieved.', 'good'],
    }),
    voice(2, '20:30', {
      transcript:
        "I think I want to apply for the curriculum role. I'm excited but honestly scared I'm not ready. My chest feels light though.",
      label: 'aligned',
      gut: 'yes',
      ignore: 'no',
    }),
    voice(5, '21:15', {
      transcript:
        "My sister wants us all at her place for the long weekend. I'm so tired. Maybe I should just go, I don't know, everyone expects me to.",
      label: 'unclear',
      gut: 'no',
      ignore: 'yes',
      outcome: ['Went. Exhausted all week, should have stayed home.', 'bad'],
    }),
    tap(7, '16:00', {
      context: 'Work',
      said: 'Parent wants a meeting on my day off',
      body: 'Tight chest',
      gut: 'no',
      ignore: 'no',
    }),
    voice(9, '06:50', {
      transcript:
        'I know what I want. I am going to say no to the extra class. My stomach settled as soon as I decided.',
      label: 'aligned',
      gut: 'no',
      ignore: 'no',
    }),
    voice(13, '19:40', {
      transcript: "Friend asked me to co-sign her lease. I definitely don't want to. Clear no.",
      label: 'unease',
      gut: 'no',
      ignore: 'no',
    }),
    tap(16, '17:30', {
      context: 'Health',
      said: 'Skip the run, I am wiped',
      body: 'Numb',
      gut: 'pause',
      ignore: 'not-sure',
    }),
  ],
  planted: [
    {
      what: 'tone: too few spoken check-ins to compare, said plainly',
      in: ['tone_analysis'],
      says: /too (little|few)/i,
    },
    {
      what: 'trust: too few outcomes to compare',
      in: ['trust_analysis'],
      says: /Too few outcomes to compare yet/,
    },
  ],
  mustNot: [
    {
      in: ['tone_analysis'],
      pattern: /0 of each|balanced between sure and tentative/i,
      why: 'a comparison of nothing says nothing',
    },
  ],
}
