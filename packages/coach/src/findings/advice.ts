import type { CoachMission, MissionGoal } from '@hara/core'
import { capitalize, clip } from '../phrasing'
import { mayEncourageHonoring, stanceOf, type Stance } from '../stats/record'
import { SLOT_WORDS, type TimeSlot } from '../stats/time-of-day'
import type { Candidate } from './finding'
import { contextNoun, gutWords, settingAside, theSignal, whereWords, yourFeeling } from './words'

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

const UNTIL: Record<TimeSlot, string> = {
  morning: 'the morning',
  afternoon: 'the afternoon',
  evening: 'the evening',
  night: 'later in the day',
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
  const where = whereWords(c.slice)
  const at = where ? ` ${where}` : ''
  const gut = gutWords(c.slice.feeling)
  const yours = yourFeeling(c.slice.feeling)
  const slot = c.slice.slot
  const aside = settingAside(c.path === 'honored' ? 'not-honored' : c.path)
  if (c.kind === 'not-sure') return notSureAdvice(c, at)
  switch (stanceFor(c)) {
    case 'pause': {
      if (!mayEncourageHonoring(c.record)) {
        return {
          guide: `Here both paths have gone badly so far. Before you decide${at}, ask what your gut is reacting to, and whether there is a third option.`,
          today: `Today, before you decide${at}, ask whether there is a third option.`,
          mission: mission(`Look for a third option before one decision${at}`, c, 'Awareness'),
          questions: [
            `What is your gut reacting to${at}?`,
            'What would a choice look like that neither rushes nor avoids?',
          ],
        }
      }
      const noticing = cue ? ` and notice ${theSignal(cue)}: it came with these moments` : ''
      const later = contrast
        ? ` Where you can, leave the decision until ${UNTIL[contrast]}, when following your gut has gone well.`
        : ' Remember how these turned out, and give yourself one more minute before you commit.'
      return {
        guide: `Before you ${aside.verb} ${gut}${at}, pause for one breath${noticing}.${later}`,
        today: `Today, before you ${aside.verb} ${gut}${at}, pause for one breath${cue ? ` when ${theSignal(cue)} shows up` : ''}.`,
        mission: mission(
          `Pause for one breath before you ${aside.verb} ${gut}${at}`,
          c,
          'Awareness',
        ),
        questions: [
          `What makes ${aside.gerund} ${gut}${at} feel like the safer choice at the time?`,
          slot
            ? `What is different about you ${SLOT_WORDS[slot]}?`
            : 'What did these moments have in common?',
        ],
      }
    }
    case 'listen':
      return {
        guide:
          c.support === 'pattern'
            ? `When ${gut} speaks${at}, give it the benefit of the doubt: following it${at ? ' here' : ''} has gone well so far.`
            : `Keep following ${gut}${at}, and log how it goes: a few more outcomes will show whether this holds.`,
        today: `Today, when ${gut} speaks${at}, give it a say.`,
        mission: mission(
          `Follow ${gut} once${at}, and log how it goes`,
          c,
          'Trust',
          'followed-gut',
        ),
        questions: [
          `What does ${gut}${at} feel like in your body, so you can find it again?`,
          `Where else could you listen the way you do${at || ' when it goes well'}?`,
        ],
      }
    case 'question':
      return {
        guide: `${capitalize(yours)}${at} has cost you so far: is it fear or intuition? Next time it speaks, name which one before you decide, and log how it turns out.`,
        today: `Today, when ${yours} speaks${at}, ask: is it fear or intuition?`,
        mission: mission(`Before following ${yours}${at}, ask: fear or intuition?`, c, 'Awareness'),
        questions: [
          `When ${yours} speaks${at}, what is it afraid of?`,
          'What might you have gained if you had gone ahead?',
        ],
      }
    case 'overriding-worked':
      return {
        guide: `${capitalize(aside.gerund)} ${gut}${at} has gone well so far. Before you act on it next time, ask whether it is warning you of something real or of something you fear.`,
        today: `Today, when ${gut} speaks${at}, ask whether it is warning you of something real.`,
        mission: mission(`When ${gut} speaks${at}, ask what it is protecting`, c, 'Awareness'),
        questions: [
          `What did ${gut} expect to happen${at}, and what happened instead?`,
          'When has this signal been right, and what was different then?',
        ],
      }
    case 'unknown':
      return hearItOut(c, cue, at)
  }
}

function hearItOut(c: Candidate, cue: string | null, at: string): Advice {
  const noun = c.slice.context ? `${contextNoun(c.slice.context)} ` : ''
  const noticing = cue ? ` Notice ${theSignal(cue)}: it came with these moments.` : ''
  return {
    guide: `Before your next ${noun}decision, name what your gut says before you choose; you don't have to obey it, only hear it out.${noticing} Log how these turn out, so you learn whether setting it aside costs you.`,
    today: `Today, before one ${noun}decision, name what your gut says before you choose.`,
    mission: mission(`Let your gut have a say in one ${noun}decision`, c, 'Awareness'),
    questions: [
      `What makes your gut harder to hear${at}?`,
      `Whose expectations feel loudest${at || ' when you set it aside'}?`,
    ],
  }
}

/** "Not sure" advice, with what the record says about staying unsure and about following. */
function notSureAdvice(c: Candidate, at: string): Advice {
  const unsure = c.record.notSure
  const costly = unsure.bad >= 2 && unsure.bad > unsure.good
  const listened = stanceOf(c.record).stance === 'listen'
  const record = [
    costly ? ` So far, the times you stayed unsure${at} have gone badly.` : '',
    listened ? ` When you did follow your gut${at}, it went well.` : '',
  ].join('')
  return {
    guide: `“Not sure” is an honest answer.${record} Next time, give it ten seconds and notice which way your body leans, then log how it turns out: that is how not knowing becomes knowing.`,
    today: 'Today, when you’re not sure, give it ten seconds and notice which way your body leans.',
    mission: {
      title: 'When you’re not sure, wait ten seconds and notice which way you lean',
      category: 'Awareness',
      goal: { kind: 'lean' },
    },
    questions: [
      'What would make you sure, in moments like these?',
      'Looking back, which way did your body lean when you weren’t sure?',
    ],
  }
}
