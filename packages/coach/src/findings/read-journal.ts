import { meets } from '../stats/claims'
import { factsOf, type EntryFacts } from '../stats/entry-facts'
import { mine } from '../stats/miner'
import { recordOf, type PathRecord } from '../stats/record'
import type { CoachEntry } from '@hara/core'
import { candidatesOf } from './candidates'
import { sliceKey, tierOf, type Candidate, type Finding } from './finding'
import { fewOutcomes, openDecisions } from './meta'
import { promoteExplaining } from './explains'
import { countedCondition, render } from './render'
import { byStrength, contrastFor, mostSpecific, select } from './select'
import { strengthFindings } from './strength'

/**
 * Reading a journal (ADR 0022): every finding it supports, ranked by how strongly it supports
 * them, each written with its claims and advice. Patterns, today's focus, daily guidance and
 * missions all read from this one list, so they never disagree.
 */
export interface JournalReading {
  facts: EntryFacts[]
  /** Best supported first; patterns before early signs. */
  findings: Finding[]
  /** What happened on each path across the whole journal. */
  record: PathRecord
}

/** How many findings a reading keeps (patterns show three). */
export const MAX_FINDINGS = 6

function rank(a: Finding, b: Finding): number {
  return tierOf(a.kind, a.support) - tierOf(b.kind, b.support) || b.score - a.score
}

export function readFacts(facts: EntryFacts[], max = MAX_FINDINGS): JournalReading {
  const mined = mine(facts)
  const specific = mostSpecific(candidatesOf(mined.cells))
  const slices = new Map<string, number[]>()
  const membersOf = (c: Candidate) => {
    const key = sliceKey(c.slice)
    let members = slices.get(key)
    if (!members) slices.set(key, (members = mined.membersOf(c.slice)))
    return members
  }
  const sets = new Map<Candidate, Set<number>>()
  const counted = (c: Candidate) => {
    let set = sets.get(c)
    if (!set) {
      const condition = countedCondition(c)
      set = new Set()
      for (const i of membersOf(c)) if (meets(facts[i]!, condition)) set.add(i)
      sets.set(c, set)
    }
    return set
  }
  const candidates = promoteExplaining(specific, counted)
  const chosen = select(
    candidates.filter((c) => c.alone),
    max * 2,
    counted,
  )
  const used = new Set<Candidate>()
  const findings: Finding[] = []
  for (const c of chosen) {
    if (used.has(c)) continue
    const contrast = contrastFor(c, candidates.filter((d) => !used.has(d)).sort(byStrength))
    if (contrast) used.add(contrast)
    used.add(c)
    findings.push(render(c, { facts, members: membersOf(c) }, contrast))
  }
  findings.push(...strengthFindings(facts))
  for (const meta of [fewOutcomes(facts), openDecisions(facts)]) if (meta) findings.push(meta)
  const whole = mined.cells.find((cell) => cell.factors === 0)
  return {
    facts,
    findings: findings.sort(rank).slice(0, max),
    record: whole?.record ?? recordOf(facts),
  }
}

export function readJournal(entries: readonly CoachEntry[], max = MAX_FINDINGS): JournalReading {
  return readFacts(factsOf(entries), max)
}
