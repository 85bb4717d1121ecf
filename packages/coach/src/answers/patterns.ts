import type { CoachEntry, CoachResponse, Pattern } from '@hara/core'
import { MAX_PATTERNS, MIN_ENTRIES_FOR_COACHING } from '@hara/core'
import { speaksOfCrisis } from '../text/crisis'
import { factsOf, type EntryFacts } from '../stats/entry-facts'
import { findPatterns, type Finding } from '../stats/findings'
import { evidence } from './related-entry'

/**
 * Pattern analysis (issue 8): real patterns mined from the entries, the top three by support.
 * Each finding carries its own observation, guide and questions (stats/findings.ts); this adds
 * the related entries as evidence.
 */
export function patternAnalysis(entries: readonly CoachEntry[]): CoachResponse<'pattern_analysis'> {
  if (entries.length < MIN_ENTRIES_FOR_COACHING) return { patterns: [] }
  const facts = factsOf(entries)
  return { patterns: findPatterns(facts).slice(0, MAX_PATTERNS).map(toPattern) }
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
