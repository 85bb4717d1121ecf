import { COACH_WINDOW, type CoachEntry } from '@hara/core'
import { speaksOfCrisis } from '../text/crisis'
import { capitalize, pick } from '../phrasing'
import { say } from '../text/phrases/speaking'
import { countClaim, newestFacts, type Claim } from '../stats/claims'
import { factsOf, type EntryFacts } from '../stats/entry-facts'
import { readFacts } from '../findings/read-journal'
import { claimsIn, type Explained } from './explained'

/**
 * Daily guidance (ADRs 0010 and 0022), streamed as light markdown: how the last week of check-ins
 * went (the newest 7), what stands out in the whole journal sent (the same
 * finding as today's focus), one practice for today from its advice, one question to carry.
 */

/** "you followed your gut 3 times, went against it twice and weren't sure once". */
function recap(
  facts: readonly EntryFacts[],
  window: number,
  pool: readonly EntryFacts[],
): { text: string; claims: Claim[] } {
  const words = say().answers.guidance
  const recent = { recent: window }
  const total = countClaim(facts, recent, {}, 'n', (_, n) => words.last(n), pool)
  const parts = (
    [
      ['honored', words.honored],
      ['ignored', words.ignored],
      ['not-sure', words.notSure],
    ] as const
  ).map(([path, said]) => countClaim(facts, recent, { path }, 'k', said, pool))
  const said = parts.filter((c) => c.k > 0)
  const claims = [total, ...said]
  if (said.length === 0) {
    const checked = countClaim(facts, recent, {}, 'n', (_, n) => words.checkedIn(n), pool)
    return {
      text: words.onlyCheckedIn(checked.words),
      claims: [checked],
    }
  }
  let text = words.recap(
    total.words,
    said.map((c) => c.words),
  )
  const logged = { recent: window, outcome: 'logged' as const }
  const good = countClaim(facts, logged, { outcome: 'good' }, 'k', words.wentWell, pool)
  const bad = countClaim(facts, logged, { outcome: 'bad' }, 'k', words.wentBadly, pool)
  if (good.k + bad.k > 0) {
    text += words.outcomes(good.words, bad.words)
    claims.push(good, bad)
  }
  return { text, claims }
}

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
    return { body: say().crisis, claims: [] }
  }
  const words = say().answers.guidance
  const hello = words.hello(userName?.trim() || undefined)
  if (entries.length === 0) {
    return {
      body: [
        hello,
        '',
        words.empty,
        '',
        words.forToday(forToday ? sentence(forToday) : words.emptyPractice),
        '',
        words.carry(words.emptyCarry),
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
      words.standsOut(standsOut),
      '',
      words.forToday(
        forToday
          ? sentence(forToday)
          : finding.mission
            ? sentence(finding.mission.title)
            : finding.guide,
      ),
    )
    lines.push('', words.carry(pick(words.carryOptions, `guidance|${day}`)))
    claims.push(...claimsIn(standsOut, finding.claims))
  } else {
    lines.push(
      '',
      words.forToday(forToday ? sentence(forToday) : words.noFindingPractice),
      '',
      words.carry(words.noFindingCarry),
    )
  }
  return { body: lines.join('\n'), claims }
}
