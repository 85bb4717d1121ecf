import { ANSWER_WORDS, COACH_WINDOW, type CoachEntry } from '@hara/core'
import { CRISIS_MESSAGE, speaksOfCrisis } from '../text/crisis'
import { capitalize, count, pick } from '../phrasing'
import { countClaim, newestFacts, type Claim } from '../stats/claims'
import { factsOf, type EntryFacts } from '../stats/entry-facts'
import { readFacts } from '../findings/read-journal'
import { claimsIn, type Explained } from './explained'

/**
 * Daily guidance (ADRs 0010 and 0022), streamed as light markdown: how the last week of check-ins
 * went (the newest 7), what stands out in the whole journal sent (the same
 * finding as today's focus), one practice for today from its advice, one question to carry.
 */

const times = (n: number) => count(n, 'time')

/** "you followed your gut 3 times, went against it twice and weren't sure once". */
function recap(
  facts: readonly EntryFacts[],
  window: number,
  pool: readonly EntryFacts[],
): { text: string; claims: Claim[] } {
  const recent = { recent: window }
  const total = countClaim(
    facts,
    recent,
    {},
    'n',
    (_, n) => `your last ${n === 1 ? 'check-in' : `${n} check-ins`}`,
    pool,
  )
  const parts = (
    [
      ['honored', ANSWER_WORDS.no.count],
      ['ignored', ANSWER_WORDS.yes.count],
      ['not-sure', ANSWER_WORDS['not-sure'].count],
    ] as const
  ).map(([path, words]) =>
    countClaim(facts, recent, { path }, 'k', (k) => `${words} ${times(k)}`, pool),
  )
  const said = parts.filter((c) => c.k > 0)
  const claims = [total, ...said]
  if (said.length === 0) {
    const checked = countClaim(facts, recent, {}, 'n', (_, n) => `checked in ${times(n)}`, pool)
    return {
      text: `You've ${checked.words} lately. Each one is a moment you chose to listen.`,
      claims: [checked],
    }
  }
  const list =
    said.length === 1
      ? said[0]!.words
      : `${said
          .slice(0, -1)
          .map((c) => c.words)
          .join(', ')} and ${said[said.length - 1]!.words}`
  let text = `In ${total.words} you ${list}.`
  const logged = { recent: window, outcome: 'logged' as const }
  const good = countClaim(facts, logged, { outcome: 'good' }, 'k', (k) => `${k} went well`, pool)
  const bad = countClaim(facts, logged, { outcome: 'bad' }, 'k', (k) => `${k} went badly`, pool)
  if (good.k + bad.k > 0) {
    text += ` Of the outcomes you logged, ${good.words} and ${bad.words}.`
    claims.push(good, bad)
  }
  return { text, claims }
}

/** Questions to carry through a day, one chosen by the day. */
const CARRY: readonly string[] = [
  'What will you notice in your body before your next decision?',
  'Which decision today deserves one more breath before you answer?',
  'What would you do today if you trusted what you already know?',
  'When your gut speaks today, what will you want to remember about this?',
]

/** A mission's title as a sentence: its closing stop added unless it has one. */
const sentence = (title: string) => (/[.!?]$/.test(title) ? title : `${title}.`)

export function dailyGuidance(
  entries: readonly CoachEntry[],
  userName: string | undefined,
  day: string,
  /** The day's mission Home shows; when given, it is the practice for today. */
  forToday?: string,
): Explained<string> {
  const window = COACH_WINDOW.daily_guidance
  const facts = factsOf(entries)
  const recent = newestFacts(facts, window)
  if (
    recent.some((f) =>
      speaksOfCrisis(
        f.entry.transcript,
        f.entry.description,
        f.entry.consequence,
        f.entry.decision,
      ),
    )
  ) {
    return { body: CRISIS_MESSAGE, claims: [] }
  }
  const name = userName?.trim()
  const hello = name ? `### Good to see you, ${name}` : '### Good to see you'
  if (entries.length === 0) {
    return {
      body: [
        hello,
        '',
        "Your journal is still empty, and that's a fine place to start.",
        '',
        `**For today:** ${forToday ? sentence(forToday) : 'the next time something in your body stirs before a decision, stop and check in. One honest entry is all it takes.'}`,
        '',
        '**A question to carry:** where in your body do you feel a "no" before you say it?',
      ].join('\n'),
      claims: [],
    }
  }
  const week = recap(facts, window, recent)
  const lines = [hello, '', week.text]
  const claims = [...week.claims]
  const finding = readFacts(facts).findings[0]
  if (finding) {
    // The finding in other words than the pattern card beside it and today's focus on Home,
    // its advice as the day's mission, and a question of the day's own.
    const standsOut = `${capitalize(finding.retold.guidance)}.`
    lines.push(
      '',
      `**What stands out:** ${standsOut}`,
      '',
      `**For today:** ${forToday ? sentence(forToday) : finding.mission ? sentence(finding.mission.title) : finding.guide}`,
    )
    lines.push('', `**A question to carry:** ${pick(CARRY, `guidance|${day}`)}`)
    claims.push(...claimsIn(standsOut, finding.claims))
  } else {
    lines.push(
      '',
      `**For today:** ${forToday ? sentence(forToday) : 'before one decision, put a hand where you feel your gut and wait for its answer.'}`,
      '',
      '**A question to carry:** what did your body know today before your mind caught up?',
    )
  }
  return { body: lines.join('\n'), claims }
}
