import type { CoachResponse, TrustItem } from '@hara/core'
import { percent } from '../phrasing'
import { claimOf, type Claim } from '../stats/claims'
import { mayGeneralize } from '../stats/evidence'
import { itemAnswer, notFollowed } from '../stats/item-answer'
import {
  addTo,
  betterPath,
  emptyRecord,
  judgedOf,
  notHonored,
  type PathCounts,
  type PathRecord,
} from '../stats/record'
import { judgeOutcome } from '../text/outcome'
import type { Explained } from './explained'
import type { Aside } from '../text/phrases/insight-book'
import { say } from '../text/phrases/speaking'

/**
 * Trust analysis (ADRs 0010 and 0022): the honored and not-honored shares computed exactly from
 * the items (not sure counts as not honored), how each path turned out in the
 * person's own answers ("went against it", "weren't sure"), and a recommendation that follows
 * from the comparison, under the same evidence rules as the patterns: a comparison needs three
 * judged outcomes on each path; less is an early sign, said as one.
 */

function outcomeText(
  path: 'honored' | Aside,
  p: PathCounts,
  split: Claim[],
): { text: string; claims: Claim[] } {
  const words = say().insights.trust
  const among = { path }
  if (p.total === 0) return { text: words.never(path), claims: [] }
  const total = claimOf(words.total(path, p.total), among, {}, p.total, p.total, 'n')
  const detail = words.split(split.map((c) => c.words))
  if (p.good + p.bad === 0) {
    const times = claimOf(words.times(path, p.total), among, {}, p.total, p.total, 'n')
    return { text: words.noOutcome(times.words, detail), claims: [times, ...split] }
  }
  const good = claimOf(words.good(p.good), among, { outcome: 'good' }, p.good, p.total, 'k')
  const bad = claimOf(words.bad(p.bad), among, { outcome: 'bad' }, p.bad, p.total, 'k')
  const openCount = p.total - p.good - p.bad
  const claims = [total, ...split, good, bad]
  let open: Claim | null = null
  if (openCount > 0) {
    // Check-ins of the path, most with no decision at all: not "open" decisions, which are
    // counted once, below, as the tracked decisions still waiting for an outcome.
    open = claimOf(words.unclear(openCount), among, { outcome: 'unclear' }, openCount, p.total, 'k')
    claims.push(open)
  }
  return {
    text: words.outcomes(total.words, detail, good.words, bad.words, open?.words ?? null),
    claims,
  }
}

function rate(p: PathCounts): number | null {
  const judged = judgedOf(p)
  return judged === 0 ? null : p.good / judged
}

function recommendation(r: PathRecord, exact: boolean, openDecisions: Claim | null) {
  const h = r.honored
  const o = notHonored(r)
  const { path } = notFollowed(r, exact, true)
  const words = say().insights.trust
  const hj = judgedOf(h)
  const oj = judgedOf(o)
  const hClaim = claimOf(
    words.honoredWell(h.good, hj),
    { path: 'honored', outcome: 'judged' },
    { outcome: 'good' },
    h.good,
    hj,
  )
  const oClaim = claimOf(
    words.asideWell(path as Aside, o.good, oj),
    { path, outcome: 'judged' },
    { outcome: 'good' },
    o.good,
    oj,
  )
  const decisions = (text: string) => words.withDecisions(text, openDecisions?.words ?? null)
  const extra = openDecisions ? [openDecisions] : []
  const hr = rate(h)
  const or = rate(o)
  if (hr === null || or === null || !mayGeneralize(hj) || !mayGeneralize(oj)) {
    const missing =
      hj === 0 && oj === 0
        ? 'either'
        : !mayGeneralize(hj) && !mayGeneralize(oj)
          ? 'each'
          : !mayGeneralize(hj)
            ? 'honored'
            : (path as Aside)
    const shown = [...(hj > 0 ? [hClaim] : []), ...(oj > 0 ? [oClaim] : [])]
    return {
      text: decisions(
        words.tooFew(
          shown.map((c) => c.words),
          missing,
        ),
      ),
      claims: [...shown, ...extra],
    }
  }
  const evidence = words.evidence(hClaim.words, oClaim.words)
  const claims = [hClaim, oClaim, ...extra]
  const better = betterPath(r)
  if (better === 'following') {
    return {
      text: decisions(words.following(evidence)),
      claims,
    }
  }
  if (better === 'not-following') {
    return {
      text: decisions(words.notFollowing(evidence)),
      claims,
    }
  }
  return {
    text: decisions(words.same(evidence)),
    claims,
  }
}

export function trustAnalysis(
  items: readonly TrustItem[],
): Explained<CoachResponse<'trust_analysis'>> {
  if (items.length === 0) return { body: { insufficient: true }, claims: [] }
  const record = emptyRecord()
  let exact = true
  let honoredCount = 0
  for (const item of items) {
    const { answer, exact: known } = itemAnswer(item)
    exact &&= known
    if (item.honored) honoredCount += 1
    addTo(
      record,
      answer ?? 'ignored',
      judgeOutcome(item.consequence, item.honored, null, item.ownVerdict).valence,
    )
  }
  const honoredPercentage = percent(honoredCount, items.length)
  const other = notHonored(record)
  const { path } = notFollowed(record, exact, false)
  const words = say().insights.trust
  const split =
    path === 'not-honored' && exact
      ? [
          claimOf(
            words.ignoredTimes(record.ignored.total),
            { path: 'not-honored' },
            { path: 'ignored' },
            record.ignored.total,
            other.total,
            'k',
          ),
          claimOf(
            words.notSureTimes(record.notSure.total),
            { path: 'not-honored' },
            { path: 'not-sure' },
            record.notSure.total,
            other.total,
            'k',
          ),
        ]
      : []
  const open = items.filter((item) => item.decision?.trim() && !item.consequence?.trim()).length
  const openDecisions =
    open > 0
      ? claimOf(
          words.openDecisions(open),
          { decision: true, path: 'answered' },
          { outcome: 'none' },
          open,
          items.filter((item) => item.decision?.trim()).length,
          'k',
        )
      : null
  const honoredText = outcomeText('honored', record.honored, [])
  const otherText = outcomeText(path as Aside, other, split)
  const advice = recommendation(record, exact, openDecisions)
  return {
    body: {
      honoredPercentage,
      ignoredPercentage: 100 - honoredPercentage,
      honoredOutcome: honoredText.text,
      ignoredOutcome: otherText.text,
      recommendation: advice.text,
    },
    claims: [...honoredText.claims, ...otherText.claims, ...advice.claims],
  }
}
