import { journalIn, type EvalJournal } from '../kit'

/**
 * Ada, a night nurse in Chicago, four weeks. Planted across two factors: after 9 pm, when her
 * chest tightened and she went against her gut anyway, it went badly every time; in the day
 * a tight chest is only nerves (going against it went well), and late at night with other
 * signals going against her gut went well too. Neither the hour nor the signal alone says it.
 */
const { tap } = journalIn('America/Chicago', '2026-02-02')

export const ada: EvalJournal = {
  id: 'ada',
  who: 'Ada, night nurse',
  timeZone: 'America/Chicago',
  entries: [
    tap(0, '23:10', {
      context: 'Work',
      said: 'Charge nurse asks me to stay on for a double',
      body: 'Tight chest',
      gut: 'no',
      ignore: 'yes',
      decision: 'Stay for the double',
      outcome: ["Exhausted, I snapped at a patient's family. It went badly.", 'bad'],
    }),
    tap(1, '08:00', {
      context: 'Health',
      said: 'Gym straight after the night shift?',
      body: 'Dropped stomach',
      gut: 'no',
      ignore: 'no',
      outcome: ['Slept properly instead, it went well.', 'good'],
    }),
    tap(2, '10:00', {
      context: 'Work',
      said: 'Asked to precept a new grad next month',
      body: 'Tight chest',
      gut: 'no',
      ignore: 'yes',
      outcome: ["She's great, it went really well.", 'good'],
    }),
    tap(4, '22:15', {
      context: 'Social',
      said: 'Late movie with my sister after her shift',
      body: 'Numb',
      gut: 'no',
      ignore: 'yes',
      outcome: ['Went anyway, it was fun and it went well.', 'good'],
    }),
    tap(5, '15:00', {
      context: 'Work',
      said: 'Pick up an extra day shift on the surgical floor',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      outcome: ['Nice team, it went well.', 'good'],
    }),
    tap(6, '22:30', {
      context: 'Social',
      said: 'The night crew wants to go out after shift',
      body: 'Tight chest',
      gut: 'no',
      ignore: 'yes',
      outcome: ['Got home at 4, wrecked the next day. I regret it.', 'bad'],
    }),
    tap(8, '12:30', {
      context: 'Social',
      said: 'Brunch with the unit',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      outcome: ['Awkward and tense. It went badly.', 'bad'],
    }),
    tap(9, '14:30', {
      context: 'Relationship',
      said: "Lunch with Sam's parents for the first time",
      body: 'Tight chest',
      gut: 'no',
      ignore: 'yes',
      outcome: ['They were lovely, it went well.', 'good'],
    }),
    tap(11, '21:30', {
      context: 'Work',
      said: 'Swap my Thursday day for a night?',
      body: 'Dropped stomach',
      gut: 'no',
      ignore: 'yes',
      outcome: ['The swap worked out well for everyone.', 'good'],
    }),
    tap(13, '23:45', {
      context: 'Health',
      said: 'A second energy drink to get through the night?',
      body: 'Tight chest',
      gut: 'no',
      ignore: 'yes',
      outcome: ["Heart racing for hours, couldn't sleep. Big mistake.", 'bad'],
    }),
    tap(15, '17:30', {
      context: 'Relationship',
      said: 'Sam wants to move in together',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      outcome: ["So glad we did, it's going really well.", 'good'],
    }),
    tap(16, '11:15', {
      context: 'Health',
      said: 'Try the 6am spin class before sleeping',
      body: 'Tight chest',
      gut: 'no',
      ignore: 'yes',
      outcome: ['Loved it, it went well.', 'good'],
    }),
    tap(18, '22:50', {
      context: 'Relationship',
      said: 'Call Sam back this late?',
      body: 'Numb',
      gut: 'no',
      ignore: 'yes',
      outcome: ['Good talk, it went well.', 'good'],
    }),
    tap(19, '13:00', {
      context: 'Health',
      said: 'Book the dentist finally',
      body: 'Numb',
      gut: 'pause',
      ignore: 'no',
    }),
    tap(20, '21:40', {
      context: 'Work',
      said: "Cover next weekend's nights too?",
      body: 'Tight chest',
      gut: 'no',
      ignore: 'yes',
      decision: 'Cover the weekend',
      outcome: ['Burned out by Sunday. It went badly.', 'bad'],
    }),
    tap(22, '16:00', {
      context: 'Work',
      said: 'Apply for the day position on the ward',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      decision: 'Apply',
    }),
    tap(26, '10:30', {
      context: 'Social',
      said: 'Host the book club on my day off',
      body: 'Dropped stomach',
      gut: 'no',
      ignore: 'no',
      outcome: ['Said no, and it went well: a quiet Sunday.', 'good'],
    }),
  ],
  planted: [
    {
      what: 'after 9 pm with a tight chest, going against the gut: every time it went badly',
      in: ['pattern_analysis'],
      among: { slot: 'night', signal: 'Tight chest', path: 'ignored', outcome: 'judged' },
      hits: { outcome: 'bad' },
      across: true,
    },
  ],
  mustNot: [
    {
      in: ['daily_focus', 'pattern_analysis', 'mission_generation', 'daily_guidance'],
      pattern: /going against (your gut|a no) (with a tight chest|after 9 pm) has cost you/i,
      why: 'only the two together went badly: the hour and the signal alone did not',
    },
  ],
}
