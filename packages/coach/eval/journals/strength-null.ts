import type { CoachType, GutStrength } from '@hara/core'
import type { EvalJournal, Planted } from '../kit'
import { strengthEntries, type StrengthRow } from './strength-rows'

/**
 * Two journals where strength means nothing (ADR 0050): every level is right as often as the
 * others and as the check-ins without one, in every context. Omar's gut is right two times in
 * three at every level; Yuki's is a coin toss at every level. A careful coach claims nothing
 * about a strength in either.
 */

const LEVELS: readonly GutStrength[] = ['faint', 'clear', 'strong']
const CONTEXTS = ['Work', 'Health', 'Social'] as const
const SAID: Record<(typeof CONTEXTS)[number], readonly string[]> = {
  Work: ['Take on the new client', 'Speak up in the planning meeting', 'Ask for a day at home'],
  Health: ['Go to bed before eleven', 'Try the climbing gym', 'Skip the second coffee'],
  Social: ['Join the Friday dinner', 'Call my old flatmate', 'Say no to the party'],
}
const TIMES = ['08:30', '13:00', '19:30'] as const

/**
 * Eighteen judged check-ins, six at each level, each level in every context twice, right as
 * `right(j, level)` says; three more without a strength, two of them right.
 */
function rows(right: (j: number, level: number) => boolean): StrengthRow[] {
  const out: StrengthRow[] = []
  for (let i = 0; i < 21; i++) {
    const level = i % 3
    const j = Math.floor(i / 3)
    const context = CONTEXTS[j % 3]!
    const ignore = (i + j) % 3 === 1 ? 'yes' : 'no'
    const isRight = i < 18 ? right(j, level) : i !== 20
    // Right is honored and it went well, or set aside and it went badly.
    const went = isRight === (ignore === 'no') ? 'good' : 'bad'
    out.push([
      i * 2,
      TIMES[i % 3]!,
      context,
      SAID[context][(i + j) % 3]!,
      i % 2 === 0 ? 'Expanding warmth' : 'Tight chest',
      i % 2 === 0 ? 'yes' : 'no',
      ignore,
      i < 18 ? LEVELS[level]! : null,
      went,
    ])
  }
  return out
}

const ANSWERS: readonly CoachType[] = [
  'pattern_analysis',
  'daily_focus',
  'daily_guidance',
  'mission_generation',
  'signals_analysis',
]

const nothing = (what: string): Planted => ({ what, in: ANSWERS, nothingByStrength: true })

export const omar: EvalJournal = {
  id: 'omar',
  who: 'Omar, architect',
  timeZone: 'Africa/Cairo',
  entries: strengthEntries(
    'Africa/Cairo',
    '2026-01-12',
    rows((j, level) => (j + level) % 3 !== 2),
  ),
  planted: [nothing('nothing about strength (right two in three at every level)')],
  mustNot: [],
}

export const yuki: EvalJournal = {
  id: 'yuki',
  who: 'Yuki, translator',
  timeZone: 'Asia/Tokyo',
  entries: strengthEntries(
    'Asia/Tokyo',
    '2026-01-19',
    rows((j, level) => (j + level) % 2 === 0),
  ),
  planted: [nothing('nothing about strength (a coin toss at every level)')],
  mustNot: [],
}
