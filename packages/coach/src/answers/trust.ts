import { ANSWER_WORDS, type CoachResponse, type TrustItem } from '@hara/core'
import { count, percent } from '../phrasing'
import { claimOf, type Claim, type Path } from '../stats/claims'
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

/**
 * Trust analysis (ADRs 0010 and 0022): the honored and not-honored shares computed exactly from
 * the items (not sure counts as not honored), how each path turned out in the
 * person's own answers ("went against it", "weren't sure"), and a recommendation that follows
 * from the comparison, under the same evidence rules as the patterns: a comparison needs three
 * judged outcomes on each path; less is an early sign, said as one.
 */

/** How a path is said: "followed your gut" and, after "haven't", "followed your gut". */
interface PathWords {
  past: string
  perfect: string
}

const PERFECT: Record<string, string> = {
  'went against': 'gone against',
  "weren't sure about": 'been unsure about',
  "didn't follow": 'set aside',
}

function outcomeText(
  path: Path,
  said: PathWords,
  p: PathCounts,
  split: Claim[],
): { text: string; claims: Claim[] } {
  const words = said.past
  const among = { path }
  if (p.total === 0) {
    return { text: `You haven't ${said.perfect} in these check-ins yet.`, claims: [] }
  }
  const total = claimOf(`${count(p.total, 'time')} you ${words}`, among, {}, p.total, p.total, 'n')
  const detail = split.length > 0 ? ` (${split.map((c) => c.words).join(' and ')})` : ''
  if (p.good + p.bad === 0) {
    const times = claimOf(
      `You ${words} ${count(p.total, 'time')}`,
      among,
      {},
      p.total,
      p.total,
      'n',
    )
    return {
      text: `${times.words}${detail}; no outcome that shows how it went is logged yet.`,
      claims: [times, ...split],
    }
  }
  const good = claimOf(
    `${p.good} turned out well`,
    among,
    { outcome: 'good' },
    p.good,
    p.total,
    'k',
  )
  const bad = claimOf(`${p.bad} badly`, among, { outcome: 'bad' }, p.bad, p.total, 'k')
  const openCount = p.total - p.good - p.bad
  const claims = [total, ...split, good, bad]
  let open = ''
  if (openCount > 0) {
    const c = claimOf(
      // Check-ins of the path, most with no decision at all: not "open" decisions, which are
      // counted once, below, as the tracked decisions still waiting for an outcome.
      `${openCount} ${openCount === 1 ? 'is' : 'are'} still unclear`,
      among,
      { outcome: 'unclear' },
      openCount,
      p.total,
      'k',
    )
    claims.push(c)
    open = `, and ${c.words}`
  }
  return { text: `Of ${total.words}${detail}, ${good.words} and ${bad.words}${open}.`, claims }
}

function rate(p: PathCounts): number | null {
  const judged = judgedOf(p)
  return judged === 0 ? null : p.good / judged
}

function recommendation(r: PathRecord, exact: boolean, openDecisions: Claim | null) {
  const h = r.honored
  const o = notHonored(r)
  const { path, verb } = notFollowed(r, exact, true)
  const hj = judgedOf(h)
  const oj = judgedOf(o)
  const hClaim = claimOf(
    `${h.good} of ${hj} went well when you followed your gut`,
    { path: 'honored', outcome: 'judged' },
    { outcome: 'good' },
    h.good,
    hj,
  )
  const oClaim = claimOf(
    `${o.good} of ${oj} went well when you ${verb} it`,
    { path, outcome: 'judged' },
    { outcome: 'good' },
    o.good,
    oj,
  )
  const decisions = openDecisions ? ` ${openDecisions.words}.` : ''
  const extra = openDecisions ? [openDecisions] : []
  const hr = rate(h)
  const or = rate(o)
  if (hr === null || or === null || !mayGeneralize(hj) || !mayGeneralize(oj)) {
    const missing =
      hj === 0 && oj === 0
        ? 'either path'
        : !mayGeneralize(hj) && !mayGeneralize(oj)
          ? 'a few more of each'
          : !mayGeneralize(hj)
            ? 'a few more times you followed your gut'
            : `a few more times you ${verb} it`
    const shown = [...(hj > 0 ? [hClaim] : []), ...(oj > 0 ? [oClaim] : [])]
    const sofar = shown.length > 0 ? ` So far ${shown.map((c) => c.words).join(', and ')}.` : ''
    return {
      text: `Too few outcomes to compare yet.${sofar} Log how ${missing} turned out, and this will show which path serves you.${decisions}`,
      claims: [...shown, ...extra],
    }
  }
  const evidence = `${hClaim.words}, and ${oClaim.words}`
  const claims = [hClaim, oClaim, ...extra]
  const better = betterPath(r)
  if (better === 'following') {
    return {
      text: `Listening pays off for you: ${evidence}. When the signal comes, give it the benefit of the doubt.${decisions}`,
      claims,
    }
  }
  if (better === 'not-following') {
    return {
      text: `So far, not following your gut has gone better: ${evidence}. Some of your signals may be fear rather than intuition; next time, pause and ask which one is speaking.${decisions}`,
      claims,
    }
  }
  return {
    text: `Both paths have turned out about the same so far: ${evidence}. Keep logging outcomes; the difference shows after a few more.${decisions}`,
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
  const { path, verb } = notFollowed(record, exact, false)
  const split =
    path === 'not-honored' && exact
      ? [
          claimOf(
            `you ${ANSWER_WORDS.yes.count} ${count(record.ignored.total, 'time')}`,
            { path: 'not-honored' },
            { path: 'ignored' },
            record.ignored.total,
            other.total,
            'k',
          ),
          claimOf(
            `${ANSWER_WORDS['not-sure'].count} ${count(record.notSure.total, 'time')}`,
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
          `${count(open, 'tracked decision')} ${open === 1 ? 'is' : 'are'} still waiting for an outcome`,
          { decision: true, path: 'answered' },
          { outcome: 'none' },
          open,
          items.filter((item) => item.decision?.trim()).length,
          'k',
        )
      : null
  const honoredText = outcomeText(
    'honored',
    { past: 'followed your gut', perfect: 'followed your gut' },
    record.honored,
    [],
  )
  const otherText = outcomeText(
    path,
    { past: `${verb} your gut`, perfect: `${PERFECT[verb] ?? verb} your gut` },
    other,
    split,
  )
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
