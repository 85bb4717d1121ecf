import type { CoachMission, MissionGoal } from '@hara/core'
import { clip } from '../phrasing'
import { mayEncourageHonoring, stanceOf, type Stance } from '../stats/record'
import type { TimeSlot } from '../stats/time-of-day'
import type { AdviceWords } from '../text/phrases/advice-book'
import { say } from '../text/phrases/speaking'
import type { Candidate } from './finding'

/**
 * Advice from the record: what to do follows from what happened on each path in the
 * check-ins a finding is about, never from a template per kind of finding.
 * - Following the gut has paid off: encourage it.
 * - It has cost as much as it paid or more: say so plainly and ask "fear or intuition?"; never
 *   encourage honoring.
 * - Going against it has gone badly: pause before going against it, naming a body signal only
 *   if it came with those very moments, and the time of day when listening went well.
 * - Going against it has gone well: ask what the signal is protecting.
 * - Nothing judged yet: hear the gut out, and log outcomes.
 */

export interface Advice {
  guide: string
  today: string
  mission: CoachMission | null
  questions: [string, string]
}

/** The stance advice is written from: the candidate's own, or its slice's record. */
function stanceFor(c: Candidate): Stance {
  if (c.kind === 'path-outcome') return c.stance
  const reading = stanceOf(c.record)
  // One outcome is too little to advise on; only its warning (never encourage) is kept.
  return reading.support === 'none' ? 'unknown' : reading.stance
}

/**
 * A mission about the check-ins of `c`: its goal names the act that does it (`kind`, in the
 * slice's context, with its gut answer and body signal), never "any check-in" (ADR 0068).
 */
function mission(
  title: string,
  c: Candidate,
  fallback: string,
  kind: MissionGoal['kind'] = 'check-in',
): CoachMission {
  const { context, feeling, signal } = c.slice
  const goal: MissionGoal = {
    kind,
    ...(context ? { context: clip(context, 60) } : {}),
    ...(feeling ? { feeling } : {}),
    ...(signal ? { signal: signal.slice(0, 120) } : {}),
  }
  return { title: clip(title, 110), category: clip(context ?? fallback, 40), goal }
}

export function adviceFor(c: Candidate, cue: string | null, contrast: TimeSlot | null): Advice {
  const words = say().advice
  if (c.kind === 'not-sure') {
    // What the record says about staying unsure, and about following.
    const unsure = c.record.notSure
    const costly = unsure.bad >= 2 && unsure.bad > unsure.good
    const listened = stanceOf(c.record).stance === 'listen'
    const said = words.notSure(c, costly, listened)
    return {
      ...said,
      mission: { title: said.mission, category: 'Awareness', goal: { kind: 'lean' } },
    }
  }
  switch (stanceFor(c)) {
    case 'pause':
      return mayEncourageHonoring(c.record)
        ? advised(words.pause(c, cue, contrast), c, 'Awareness')
        : advised(words.bothBad(c), c, 'Awareness')
    case 'listen':
      return advised(words.listen(c), c, 'Trust', 'followed-gut')
    case 'question':
      return advised(words.question(c), c, 'Awareness')
    case 'overriding-worked':
      return advised(words.overridingWorked(c), c, 'Awareness')
    case 'unknown':
      return advised(words.hearItOut(c, cue), c, 'Awareness')
  }
}

/** Advice in words, with its mission about the check-ins of `c`. */
function advised(
  words: AdviceWords,
  c: Candidate,
  fallback: string,
  kind: MissionGoal['kind'] = 'check-in',
): Advice {
  return { ...words, mission: mission(words.mission, c, fallback, kind) }
}
