import { count, percent } from '../phrasing'
import { tally, type EntryFacts } from './entry-facts'
import type { Finding } from './findings'
import type { TimeSlot } from './time-of-day'

/** The findings about when, how and what is left open (see findings.ts). */

const IN_SLOT: Record<TimeSlot, string> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
  night: 'at night',
}

export function timeFinding(
  facts: readonly EntryFacts[],
  slotOf: (f: EntryFacts) => TimeSlot,
): Finding | null {
  if (facts.length < 3) return null
  const bySlot = new Map<TimeSlot, EntryFacts[]>()
  for (const f of facts) {
    const slot = slotOf(f)
    const list = bySlot.get(slot)
    if (list) list.push(f)
    else bySlot.set(slot, [f])
  }
  const [slot, inSlot] = [...bySlot.entries()].sort((a, b) => b[1].length - a[1].length)[0]!
  if (inSlot.length < 3 || inSlot.length / facts.length < 0.5) return null
  const t = tally(inSlot)
  const answered = t.honored + t.ignored
  const when = IN_SLOT[slot]
  return {
    kind: 'time-of-day',
    subject: slot,
    title: `Your gut speaks up most ${when}`,
    observation:
      `${inSlot.length} of your ${facts.length} check-ins came ${when}` +
      (answered > 0 ? `, and you honored your gut in ${t.honored} of ${answered} of them.` : '.'),
    guide: `Make ${when.replace(/^(in|at) /, '')} your listening time: a short pause then catches the signal before the day's decisions do.`,
    questions: [
      `What tends to happen ${when} that wakes your gut up?`,
      `How does your body feel ${when}, before anything has happened?`,
    ],
    entries: inSlot,
  }
}

const FEELING_TEXT = {
  yes: {
    title: 'Your gut mostly says yes',
    guide:
      'A steady yes is worth trusting. Notice whether you act on it as readily as you hear it.',
    question: 'When your gut says yes, what stops you from going ahead?',
  },
  no: {
    title: 'Your gut often says no',
    guide:
      'A no is often a boundary. Practice honoring one small no today, kindly and without explaining.',
    question: 'What are your no’s usually protecting?',
  },
  pause: {
    title: 'Your gut often asks you to pause',
    guide: 'A pause is a signal too. Give it ten seconds before you act, and see what arrives.',
    question: 'What usually becomes clear when you wait a little?',
  },
} as const

export function feelingFinding(facts: readonly EntryFacts[]): Finding | null {
  const withFeeling = facts.filter((f) => f.feeling !== null)
  if (withFeeling.length < 3) return null
  const by = { yes: [] as EntryFacts[], no: [] as EntryFacts[], pause: [] as EntryFacts[] }
  for (const f of withFeeling) by[f.feeling!].push(f)
  const [feeling, list] = (Object.entries(by) as [keyof typeof by, EntryFacts[]][]).sort(
    (a, b) => b[1].length - a[1].length,
  )[0]!
  if (list.length < 3 || list.length / withFeeling.length < 0.6) return null
  const text = FEELING_TEXT[feeling]
  const t = tally(list)
  return {
    kind: 'dominant-feeling',
    subject: feeling,
    title: text.title,
    observation:
      `In ${list.length} of ${withFeeling.length} check-ins (${percent(list.length, withFeeling.length)}%), your gut's answer was "${feeling}"` +
      (t.honored + t.ignored > 0
        ? `, and you honored it ${t.honored} of ${t.honored + t.ignored} times.`
        : '.'),
    guide: text.guide,
    questions: [
      text.question,
      'What does this answer feel like in your body, before you put it into words?',
    ],
    entries: list,
  }
}

export function openDecisionsFinding(facts: readonly EntryFacts[]): Finding | null {
  const open = facts.filter((f) => f.hasDecision && !f.hasOutcome)
  if (open.length < 2) return null
  return {
    kind: 'open-decisions',
    title: 'Decisions waiting for an ending',
    observation: `${count(open.length, 'tracked decision')} ${open.length === 1 ? 'has' : 'have'} no outcome yet.`,
    guide:
      'Logging how they turned out is how Hara learns which of your signals to trust. Pick one and add what happened.',
    questions: [
      'Which of these has already played out?',
      'What did your gut say about it then, and what do you know now?',
    ],
    entries: open,
  }
}
