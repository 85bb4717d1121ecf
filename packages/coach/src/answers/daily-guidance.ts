import type { CoachEntry } from '@hara/core'
import { CRISIS_MESSAGE, speaksOfCrisis } from '../text/crisis'
import { count, pick } from '../phrasing'
import { factsOf, outcomeTally, tally } from '../stats/entry-facts'
import { findPatterns } from '../stats/findings'

/**
 * Daily guidance (issue 8), streamed as light markdown: how the last week of check-ins went,
 * what stands out in them, one practice for today and one question to carry.
 */
export function dailyGuidance(
  entries: readonly CoachEntry[],
  userName: string | undefined,
  day: string,
): string {
  if (entries.some((e) => speaksOfCrisis(e.transcript, e.description, e.consequence, e.decision))) {
    return CRISIS_MESSAGE
  }
  const name = userName?.trim()
  const hello = name ? `### Good to see you, ${name}` : '### Good to see you'
  if (entries.length === 0) {
    return [
      hello,
      '',
      "Your journal is still empty, and that's a fine place to start.",
      '',
      '**For today:** the next time something in your body stirs before a decision, stop and check in. One honest entry is all it takes.',
      '',
      '**A question to carry:** where in your body do you feel a "no" before you say it?',
    ].join('\n')
  }
  const facts = factsOf(entries)
  const t = { ...tally(facts), ...outcomeTally(facts) }
  const answered = t.honored + t.ignored
  const lines = [hello, '']
  lines.push(
    answered > 0
      ? `In your last ${count(entries.length, 'check-in')} you honored your gut ${t.honored} of ${answered} times.` +
          (t.good + t.bad > 0
            ? ` Of the outcomes you logged, ${t.good} went well and ${t.bad} didn't.`
            : '')
      : `You've checked in ${count(entries.length, 'time')} lately. Each one is a moment you chose to listen.`,
  )
  const finding = findPatterns(facts)[0]
  if (finding) {
    lines.push(
      '',
      `**What stands out:** ${finding.observation}`,
      '',
      `**For today:** ${finding.guide}`,
    )
    lines.push('', `**A question to carry:** ${pick(finding.questions, `guidance|${day}`)}`)
  } else {
    lines.push(
      '',
      '**For today:** before one decision, put a hand where you feel your gut and wait for its answer.',
      '',
      '**A question to carry:** what did your body know today before your mind caught up?',
    )
  }
  return lines.join('\n')
}
