import { journalIn, type EvalJournal } from '../kit'

/**
 * Zara, a paralegal in Manchester, three weeks. She went against her gut five times
 * and followed it three; every outcome she logged she answered "Hard to say" to "Was your gut
 * right?", though the words of the five read badly ("I regret it"). Hard to say counts as
 * neither, in every answer (ADR 0069): no analysis may count them as having turned out badly,
 * or well, nor say her gut was right or wrong about them. The truth (`went`) is mixed: she could
 * not say.
 */
const { tap } = journalIn('Europe/London', '2026-02-02')

const UNSURE = 'hard-to-say' as const
const against = (day: number, time: string, said: string, words: string) =>
  tap(day, time, {
    context: 'Work',
    said,
    body: 'Tight chest',
    gut: 'no',
    ignore: 'yes',
    decision: said,
    outcome: [words, 'mixed'],
    verdict: UNSURE,
  })

export const zara: EvalJournal = {
  id: 'zara',
  who: 'Zara, paralegal',
  timeZone: 'Europe/London',
  entries: [
    against(0, '09:10', 'Take the extra case file', 'Rough week. I regret it, I think.'),
    tap(1, '18:30', {
      context: 'Social',
      said: 'Skip the leaving drinks',
      body: 'Expanding warmth',
      gut: 'no',
      ignore: 'no',
      outcome: ['Quiet night in, it was fine I suppose.', 'mixed'],
      verdict: UNSURE,
    }),
    against(3, '10:00', 'Cover for Sam on Friday', 'Exhausting, I regret it.'),
    against(6, '11:20', 'Agree to the tight deadline', 'Awful few days. Regret it.'),
    tap(8, '08:45', {
      context: 'Health',
      said: 'Go for a run before work',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      outcome: ['Felt good after, I suppose.', 'mixed'],
      verdict: UNSURE,
    }),
    against(10, '14:00', 'Say yes to the weekend shift', 'Miserable weekend, I regret it.'),
    against(13, '09:30', 'Take on the intern', 'Hard week, I regret saying yes.'),
    tap(16, '19:00', {
      context: 'Relationship',
      said: 'Call my brother back tonight',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
      outcome: ['We talked for an hour. Nice, I think.', 'mixed'],
      verdict: UNSURE,
    }),
    tap(18, '09:00', {
      context: 'Work',
      said: 'Ask for the afternoon off',
      body: 'Tight chest',
      gut: 'no',
      ignore: 'yes',
    }),
  ],
  planted: [
    {
      what: 'trust: Hard to say is no outcome to compare',
      in: ['trust_analysis'],
      says: /Too few outcomes to compare yet/,
    },
  ],
  mustNot: [
    {
      in: [
        'daily_focus',
        'mission_generation',
        'pattern_analysis',
        'daily_guidance',
        'signals_analysis',
        'trust_analysis',
      ],
      pattern:
        /turned out (badly|well)|went (badly|well)|has cost you|proved (right|wrong)|was right|was wrong/i,
      why: '"Hard to say" counts as neither: not as having gone badly or well, not right or wrong',
    },
  ],
}
