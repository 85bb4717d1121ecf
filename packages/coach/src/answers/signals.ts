import type { CoachResponse, SignalItem } from '@hara/core'
import { capitalize, count, percent } from '../phrasing'
import { judgeOutcome, type OutcomeJudgement } from '../text/outcome'

/**
 * Signals analysis (issue 8): for each body sensation, how often it appeared, how often it was
 * honored, and its accuracy, the share of its judged outcomes where the gut proved right
 * (honored and it went well, or ignored and it went badly). No judged outcome, no accuracy.
 */

/** The signals shown, most frequent first. */
export const MAX_SIGNALS = 6

interface SignalStats {
  name: string
  appearances: number
  honored: number
  ignored: number
  judged: number
  right: number
  /** Ignored with a bad outcome, honored with a good one. */
  ignoredBad: number
  ignoredJudged: number
  honoredGood: number
  honoredJudged: number
  feelings: Map<string, number>
}

function emptyStats(name: string): SignalStats {
  return {
    name,
    appearances: 0,
    honored: 0,
    ignored: 0,
    judged: 0,
    right: 0,
    ignoredBad: 0,
    ignoredJudged: 0,
    honoredGood: 0,
    honoredJudged: 0,
    feelings: new Map(),
  }
}

function add(stats: SignalStats, item: SignalItem, outcome: OutcomeJudgement) {
  stats.appearances += 1
  if (item.honored === true) stats.honored += 1
  if (item.honored === false) stats.ignored += 1
  if (item.gutFeeling)
    stats.feelings.set(item.gutFeeling, (stats.feelings.get(item.gutFeeling) ?? 0) + 1)
  if (outcome.gut === null) return
  stats.judged += 1
  if (outcome.gut === 'right') stats.right += 1
  if (item.honored === true) {
    stats.honoredJudged += 1
    if (outcome.valence === 'good') stats.honoredGood += 1
  } else if (item.honored === false) {
    stats.ignoredJudged += 1
    if (outcome.valence === 'bad') stats.ignoredBad += 1
  }
}

const FEELING_WORDS: Record<string, string> = { yes: 'a yes', no: 'a no', pause: 'a pause' }

function insightFor(s: SignalStats): string {
  const parts = [
    `Showed up ${count(s.appearances, 'time')}; you honored it ${s.honored} of ${s.appearances}.`,
  ]
  const [feeling, times] =
    [...s.feelings.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? []
  if (feeling && times && s.appearances >= 2 && times / s.appearances >= 0.6) {
    parts.push(
      `It usually came with ${FEELING_WORDS[feeling]} from your gut (${times} of ${s.appearances}).`,
    )
  }
  if (s.judged === 0) {
    parts.push(
      'No outcome can be judged yet: log how these turned out to see how often it is right.',
    )
  } else if (s.ignoredJudged >= 1 && s.ignoredBad === s.ignoredJudged) {
    parts.push(
      `Each time you overrode it, things went badly (${s.ignoredBad} of ${s.ignoredJudged}). It proved right ${s.right} of ${s.judged} times.`,
    )
  } else if (s.honoredJudged >= 1 && s.honoredGood === s.honoredJudged) {
    parts.push(
      `Each time you followed it, things went well (${s.honoredGood} of ${s.honoredJudged}). It proved right ${s.right} of ${s.judged} times.`,
    )
  } else {
    parts.push(`Of ${count(s.judged, 'outcome')} that can be judged, it proved right ${s.right}.`)
  }
  return parts.join(' ')
}

export function signalsAnalysis(items: readonly SignalItem[]): CoachResponse<'signals_analysis'> {
  const bySignal = new Map<string, SignalStats>()
  for (const item of items) {
    const name = item.sensation.trim()
    if (name === '') continue
    const key = name.toLowerCase()
    let stats = bySignal.get(key)
    if (!stats) bySignal.set(key, (stats = emptyStats(capitalize(name))))
    add(stats, item, judgeOutcome(item.consequence, item.honored))
  }
  if (bySignal.size === 0) return { insufficient: true }
  const ranked = [...bySignal.values()]
    .sort(
      (a, b) =>
        b.appearances - a.appearances || b.judged - a.judged || a.name.localeCompare(b.name),
    )
    .slice(0, MAX_SIGNALS)
  return {
    signals: ranked.map((s) => ({
      signal: s.name,
      insight: insightFor(s),
      accuracy: s.judged === 0 ? null : percent(s.right, s.judged),
      appearances: s.appearances,
      judged: s.judged,
    })),
  }
}
