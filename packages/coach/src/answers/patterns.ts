import type { CoachEntry, CoachResponse, Pattern } from '@hara/core'
import { MAX_PATTERNS, MIN_ENTRIES_FOR_COACHING } from '@hara/core'
import { speaksOfCrisis } from '../text/crisis'
import type { EntryFacts } from '../stats/entry-facts'
import type { Finding } from '../findings/finding'
import { readJournal } from '../findings/read-journal'
import { claimsIn, type Explained } from './explained'
import { evidence } from './related-entry'

/**
 * Pattern analysis (ADRs 0010 and 0022): the three findings the whole journal supports best
 * (findings/read-journal.ts), each with its counts, advice from the record, two questions and
 * the entries behind it.
 */
export function patternAnalysis(
  entries: readonly CoachEntry[],
): Explained<CoachResponse<'pattern_analysis'>> {
  if (entries.length < MIN_ENTRIES_FOR_COACHING) return { body: { patterns: [] }, claims: [] }
  const top = readJournal(entries).findings.slice(0, MAX_PATTERNS)
  const patterns = top.map(toPattern)
  // A finding's retellings are said elsewhere (guidance, focus): only the claims in the card.
  const claims = top.flatMap((f, i) => {
    const p = patterns[i]!
    return claimsIn([p.title, p.observation, p.intuitionGuide, ...p.questions].join('\n'), f.claims)
  })
  return { body: { patterns }, claims }
}

function toPattern(finding: Finding): Pattern {
  return {
    title: finding.title,
    observation: finding.observation,
    intuitionGuide: finding.guide,
    questions: finding.questions,
    relatedEntries: evidence(finding.entries, quotable),
  }
}

/** Entries that speak of a crisis are never quoted back. */
function quotable(f: EntryFacts): boolean {
  return !speaksOfCrisis(f.entry.consequence, f.entry.decision, f.entry.description)
}
