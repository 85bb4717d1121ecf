import type { CoachResponse, GutFeeling, SignalItem } from '@hara/core'
import { capitalize, percent } from '../phrasing'
import { claimOf, type Claim } from '../stats/claims'
import { mayGeneralize } from '../stats/evidence'
import { itemAnswer, notFollowed } from '../stats/item-answer'
import {
  addTo,
  emptyRecord,
  judgedOf,
  notHonored,
  stanceOf,
  type PathRecord,
} from '../stats/record'
import { judgeOutcome } from '../text/outcome'
import type { Explained } from './explained'
import { countStrength, strengthSentence, type ByStrength } from './signal-strength'
import { fresh, type Said } from './signal-words'
import { say } from '../text/phrases/speaking'
import type { Aside } from '../text/phrases/insight-book'

/**
 * Signals analysis (ADRs 0010 and 0022): for each body sensation, how often it appeared and was
 * followed, the gut's answer it came with, what following it or not led to (advice from the
 * same record rules as the patterns), and its accuracy: the share of its judged outcomes where
 * the gut proved right. No judged outcome, no accuracy.
 */

/** The signals shown, most frequent first. */
export const MAX_SIGNALS = 6

interface SignalStats {
  name: string
  appearances: number
  honored: number
  judged: number
  right: number
  record: PathRecord
  /** Whether every answer's kind is known (not only "not honored"). */
  exact: boolean
  feelings: Map<string, number>
  /** Judged outcomes and right ones at each strength. */
  byStrength: ByStrength
}

function add(stats: SignalStats, item: SignalItem) {
  const { answer, exact } = itemAnswer(item)
  const outcome = judgeOutcome(item.consequence, item.honored, item.gutFeeling, item.ownVerdict)
  stats.appearances += 1
  stats.exact &&= exact
  if (answer === 'honored') stats.honored += 1
  if (answer) addTo(stats.record, answer, outcome.valence)
  if (item.gutFeeling)
    stats.feelings.set(item.gutFeeling, (stats.feelings.get(item.gutFeeling) ?? 0) + 1)
  if (outcome.gut === null) return
  stats.judged += 1
  if (outcome.gut === 'right') stats.right += 1
  countStrength(stats.byStrength, item.strength, outcome.gut === 'right')
}

/** What following the signal, or not, led to: from the record, as the patterns say it. */
function pathSentence(s: SignalStats, signal: string): { claim: Claim; then: string } | null {
  const claim = pathClaim(s, signal)
  if (!claim) return null
  const then: Record<string, string> = say().insights.signals.then
  return { claim, then: then[stanceOf(s.record).stance] ?? '.' }
}

function pathClaim(s: SignalStats, signal: string): Claim | null {
  const r = s.record
  const reading = stanceOf(r)
  const among = { signal }
  const h = r.honored
  const o = notHonored(r)
  const { path } = notFollowed(r, s.exact, true)
  const aside = path as Aside
  const words = say().insights.signals
  switch (reading.stance) {
    case 'question':
      return claimOf(
        words.question(h.bad, judgedOf(h)),
        { ...among, path: 'honored', outcome: 'judged' },
        { outcome: 'bad' },
        h.bad,
        judgedOf(h),
      )
    case 'listen':
      return claimOf(
        words.listen(h.good, judgedOf(h), reading.support === 'pattern'),
        { ...among, path: 'honored', outcome: 'judged' },
        { outcome: 'good' },
        h.good,
        judgedOf(h),
      )
    case 'pause': {
      const all = o.bad === judgedOf(o) && mayGeneralize(judgedOf(o))
      return claimOf(
        words.pause(aside, all, o.bad, judgedOf(o)),
        { ...among, path, outcome: 'judged' },
        { outcome: 'bad' },
        o.bad,
        judgedOf(o),
      )
    }
    case 'overriding-worked':
      return claimOf(
        words.overridingWorked(aside, o.good, judgedOf(o)),
        { ...among, path, outcome: 'judged' },
        { outcome: 'good' },
        o.good,
        judgedOf(o),
      )
    case 'unknown':
      return null
  }
}

/** The same "k of n" as a claim already said: once is enough. */
const sameCount = (a: Claim, b: Claim) => a.k === b.k && a.n === b.n

/**
 * A signal's insight. Each count is said once: where the gut proved right exactly as often as
 * the path sentence already says (every judged outcome on one path), that sentence says it.
 * A sentence another signal has already said is said in other words (`said`).
 */
function insightFor(s: SignalStats, said: Said): Explained<string> {
  const words = say().insights.signals
  const among = { signal: s.name }
  const shown = claimOf(words.showedUp(s.appearances), among, {}, s.appearances, s.appearances, 'n')
  const claims: Claim[] = [shown]
  const [feeling, times] =
    [...s.feelings.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? []
  let first = `${shown.words}`
  if (feeling && times === s.appearances && mayGeneralize(s.appearances)) {
    // Every time: said in the count of times it showed up, not as "usually (14 of 14)".
    const every = claimOf(
      words.eachTimeWith(shown.words, feeling as GutFeeling),
      among,
      { feeling: feeling as 'yes' | 'no' | 'pause' },
      times,
      s.appearances,
      'n',
    )
    claims.push(every)
    first = every.words
  }
  const followed = claimOf(
    words.followed(s.honored),
    among,
    { path: 'honored' },
    s.honored,
    s.appearances,
    'k',
  )
  claims.push(followed)
  const parts = [fresh(words.first(first, followed.words), said)]
  if (
    feeling &&
    times &&
    times < s.appearances &&
    mayGeneralize(s.appearances) &&
    times / s.appearances >= 0.6
  ) {
    const usual = claimOf(
      words.cameWith(times / s.appearances >= 0.8, feeling as GutFeeling, times, s.appearances),
      among,
      { feeling: feeling as 'yes' | 'no' | 'pause' },
      times,
      s.appearances,
    )
    claims.push(usual)
    parts.push(`${usual.words}.`)
  }
  if (s.judged === 0) {
    parts.push(fresh(words.noOutcome, said))
    return { body: parts.join(' '), claims }
  }
  const path = pathSentence(s, s.name)
  if (path) {
    const told = fresh([path.claim.words, words.otherWords(path.claim.words)], said)
    const then = path.then.startsWith('. ')
      ? fresh([path.then, words.otherWords(path.then)], said)
      : path.then
    const claim = told === path.claim.words ? path.claim : { ...path.claim, words: told }
    claims.push(claim)
    parts.push(`${told}${then}`)
  }
  const rightWords = fresh(
    words.right.map((w) => w(s.right, s.judged)),
    said,
  )
  const right = claimOf(
    rightWords,
    { ...among, outcome: 'gut-judged' },
    { outcome: 'gut-right' },
    s.right,
    s.judged,
  )
  if (!claims.some((c) => sameCount(c, right) && c.shows === 'k-of-n')) {
    claims.push(right)
    parts.push(`${right.words}.`)
  }
  const byStrength = strengthSentence(s.name, s.byStrength, s)
  if (byStrength) {
    claims.push(...byStrength.claims)
    parts.push(byStrength.words)
  }
  return { body: parts.join(' '), claims }
}

export function signalsAnalysis(
  items: readonly SignalItem[],
): Explained<CoachResponse<'signals_analysis'>> {
  const bySignal = new Map<string, SignalStats>()
  for (const item of items) {
    const name = item.sensation.trim()
    if (name === '') continue
    const key = name.toLowerCase()
    let stats = bySignal.get(key)
    if (!stats) {
      stats = {
        name: capitalize(name),
        appearances: 0,
        honored: 0,
        judged: 0,
        right: 0,
        record: emptyRecord(),
        exact: true,
        feelings: new Map(),
        byStrength: new Map(),
      }
      bySignal.set(key, stats)
    }
    add(stats, item)
  }
  if (bySignal.size === 0) return { body: { insufficient: true }, claims: [] }
  const ranked = [...bySignal.values()]
    .sort(
      (a, b) =>
        b.appearances - a.appearances || b.judged - a.judged || a.name.localeCompare(b.name),
    )
    .slice(0, MAX_SIGNALS)
  const claims: Claim[] = []
  const said: Said = new Set()
  const signals = ranked.map((s) => {
    const insight = insightFor(s, said)
    claims.push(...insight.claims)
    return {
      signal: s.name,
      insight: insight.body,
      accuracy: s.judged === 0 ? null : percent(s.right, s.judged),
      appearances: s.appearances,
      judged: s.judged,
      right: s.right,
    }
  })
  return { body: { signals }, claims }
}
