import type { CoachResponse, TrustItem } from '@hara/core'
import { count, percent } from '../phrasing'
import { judgeOutcome } from '../text/outcome'

/**
 * Trust analysis (issue 8): the honored and ignored shares computed exactly from the items,
 * how each path tended to turn out (with counts), and a recommendation that follows from the
 * comparison, or says plainly that there are too few outcomes to tell.
 */

interface PathStats {
  total: number
  good: number
  bad: number
  /** With an outcome that reads neither clearly good nor bad, or none logged yet. */
  open: number
}

function pathStats(items: readonly TrustItem[]): PathStats {
  const stats: PathStats = { total: items.length, good: 0, bad: 0, open: 0 }
  for (const item of items) {
    const { valence } = judgeOutcome(item.consequence, item.honored)
    if (valence === 'good') stats.good += 1
    else if (valence === 'bad') stats.bad += 1
    else stats.open += 1
  }
  return stats
}

function outcomeText(path: 'honored' | 'ignored', s: PathStats): string {
  const did = path === 'honored' ? 'honored' : 'ignored'
  if (s.total === 0) return `You haven't ${did} your gut in these check-ins yet.`
  if (s.good + s.bad === 0) {
    return `You ${did} your gut ${count(s.total, 'time')}; no outcome that shows how it went is logged yet.`
  }
  const open = s.open > 0 ? `, and ${s.open} ${s.open === 1 ? 'is' : 'are'} still open` : ''
  return `Of ${count(s.total, 'time')} you ${did} your gut, ${s.good} turned out well and ${s.bad} badly${open}.`
}

/** The share of good outcomes among judged ones, or null without any. */
function goodRate(s: PathStats): number | null {
  const judged = s.good + s.bad
  return judged === 0 ? null : s.good / judged
}

function recommendation(honored: PathStats, ignored: PathStats, openDecisions: number): string {
  const h = goodRate(honored)
  const i = goodRate(ignored)
  const judged = honored.good + honored.bad + ignored.good + ignored.bad
  const decisions =
    openDecisions > 0
      ? ` ${count(openDecisions, 'tracked decision')} ${openDecisions === 1 ? 'is' : 'are'} still waiting for an outcome.`
      : ''
  if (judged < 2 || h === null || i === null) {
    const missing =
      h === null && i === null
        ? 'either path'
        : h === null
          ? 'a time you honored your gut'
          : 'a time you ignored your gut'
    return `Too few outcomes to compare yet. Log how ${missing} turned out, and this will show which path serves you.${decisions}`
  }
  const evidence = `${honored.good} of ${honored.good + honored.bad} went well when you honored it, ${ignored.good} of ${ignored.good + ignored.bad} when you ignored it`
  if (h - i >= 0.15) {
    return `Listening pays off for you: ${evidence}. When the signal comes, give it the benefit of the doubt.${decisions}`
  }
  if (i - h >= 0.15) {
    return `So far, overriding your gut has gone better: ${evidence}. Some of your signals may be fear rather than intuition; next time, pause and ask which one is speaking.${decisions}`
  }
  return `Both paths have turned out about the same so far: ${evidence}. Keep logging outcomes; the difference usually shows after a few more.${decisions}`
}

export function trustAnalysis(items: readonly TrustItem[]): CoachResponse<'trust_analysis'> {
  if (items.length === 0) return { insufficient: true }
  const honoredItems = items.filter((item) => item.honored)
  const ignoredItems = items.filter((item) => !item.honored)
  const honored = pathStats(honoredItems)
  const ignored = pathStats(ignoredItems)
  const honoredPercentage = percent(honoredItems.length, items.length)
  const openDecisions = items.filter(
    (item) => item.decision?.trim() && !item.consequence?.trim(),
  ).length
  return {
    honoredPercentage,
    ignoredPercentage: 100 - honoredPercentage,
    honoredOutcome: outcomeText('honored', honored),
    ignoredOutcome: outcomeText('ignored', ignored),
    recommendation: recommendation(honored, ignored, openDecisions),
  }
}
