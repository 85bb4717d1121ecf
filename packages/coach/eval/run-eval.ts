import type { CoachType } from '@hara/core'
import type { Claim } from '../src/stats/claims'
import { check, type Contradiction, type Produced } from './checker'
import { JOURNALS } from './journals'
import type { EvalJournal, Planted } from './kit'
import { acrossLanguages, type LanguageDifference } from './languages'
import { EVAL_DAY, produce, requestsFor } from './produce'
import { recount } from './truth'
import { wordingIssues, type WordingIssue } from './wording'

/**
 * Runs the real engine on every eval journal, as the device asks it (the whole journal for
 * patterns, focus, missions and guidance; the Inner Map's items built by the device's own
 * code), and checks each answer: planted findings found or missed, and claims the journal
 * contradicts (checker.ts).
 */

export { EVAL_DAY, produce, requestsFor }

export interface PlantedResult {
  planted: Planted
  found: boolean
  /** Why not, when missed. */
  detail: string
}

export interface JournalResult {
  journal: EvalJournal
  planted: PlantedResult[]
  contradictions: Contradiction[]
  /** Sentences a careful writer would not sign (wording.ts). */
  wording: WordingIssue[]
  /** What Spanish or German says otherwise than English: claims or figures (languages.ts). */
  languages: LanguageDifference[]
  produced: Produced[]
}

const sameSet = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x) => b.includes(x))

/** Whether a claim counts over a part of the journal named by two factors or by a weekday. */
export function claimsAcross(c: Claim): boolean {
  const { context, slot, feeling, signal, weekday, strength } = c.among
  const named = [context, slot, feeling, signal, weekday, strength].filter(
    (f) => f !== undefined,
  ).length
  return named >= 2 || weekday !== undefined
}

function findPlanted(journal: EvalJournal, planted: Planted, produced: Produced[]): PlantedResult {
  for (const type of planted.in) {
    const answer = produced.find((p) => p.type === type)
    if (!answer) return { planted, found: false, detail: `no ${type} answer` }
    if (planted.nothingByStrength) {
      const byStrength = answer.claims.find((c) => c.among.strength !== undefined)
      if (byStrength)
        return { planted, found: false, detail: `${type} claims “${byStrength.words}”` }
      continue
    }
    if (planted.nothingAcross) {
      const across = answer.claims.find(claimsAcross)
      if (across) return { planted, found: false, detail: `${type} claims “${across.words}”` }
      continue
    }
    const units = planted.first ? answer.units.slice(0, 1) : answer.units
    const text = units.map((u) => u.text).join('\n')
    if (planted.says && !planted.says.test(text)) {
      return { planted, found: false, detail: `${type} does not say ${planted.says}` }
    }
    if (planted.among) {
      const want = recount(journal.entries, planted.among, planted.hits ?? {})
      const match = answer.claims.some((c) => {
        if (!text.toLowerCase().includes(c.words.toLowerCase())) return false
        const got = recount(journal.entries, c.among, c.hits)
        return sameSet(got.among, want.among) && sameSet(got.hits, want.hits)
      })
      if (!match) {
        return {
          planted,
          found: false,
          detail: `${type} makes no claim about these ${want.k} of ${want.n}${planted.first ? ' first' : ''}`,
        }
      }
    }
  }
  return { planted, found: true, detail: '' }
}

export function evaluate(journal: EvalJournal, produced = produce(journal)): JournalResult {
  const contradictions = check(journal.entries, produced)
  for (const rule of journal.mustNot) {
    for (const type of rule.in) {
      const answer = produced.find((p) => p.type === type)
      const text = answer?.units.map((u) => u.text).join('\n') ?? ''
      const hit = rule.pattern.exec(text)
      if (hit) contradictions.push({ type, where: `“${hit[0]}”`, problem: rule.why })
    }
  }
  return {
    journal,
    planted: journal.planted.map((p) => findPlanted(journal, p, produced)),
    contradictions,
    wording: wordingIssues(journal, produced, EVAL_DAY),
    languages: acrossLanguages(journal),
    produced,
  }
}

export function runEval(journals: readonly EvalJournal[] = JOURNALS): JournalResult[] {
  return journals.map((journal) => evaluate(journal))
}

/** Every answer type the eval asks for. */
export const EVAL_TYPES: readonly CoachType[] = [
  'daily_focus',
  'mission_generation',
  'pattern_analysis',
  'daily_guidance',
  'signals_analysis',
  'trust_analysis',
  'tone_analysis',
]
