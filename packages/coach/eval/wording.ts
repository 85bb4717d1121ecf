import type { CoachType } from '@hara/core'
import { voiceAnalysis } from '../src/answers/voice-analysis'
import type { EvalJournal } from './kit'
import type { Produced } from './checker'

/**
 * Sentences a careful writer would sign (ADR 0022): three checks on the words of every eval
 * journal's answers, each a count that must be zero.
 * - The same sentence twice on one screen: across the answers a person reads together (Home's
 *   focus and missions; Insights' patterns, guidance, trust and signals; and the coach's day,
 *   its focus beside the patterns and guidance), or twice in one answer.
 * - A count stated twice: the same "N of M" twice in one piece a person reads as one thing (a
 *   pattern card, a signal's insight, a trust text), where once says it.
 * - A certainty word ("sure", "certain", "clearly", "definitely", "you knew") in a voice
 *   insight whose transcript hedges ("I think", "maybe", "probably"…): "I think I will" is not
 *   "sure". Quoted words are the speaker's own and are not counted.
 */

export interface WordingIssue {
  check: 'repeated sentence' | 'count twice' | 'certainty against a hedge'
  where: string
  text: string
}

/** The answers a person reads together, screen by screen. */
export const SCREENS: readonly { name: string; types: readonly CoachType[] }[] = [
  { name: 'Home', types: ['daily_focus', 'mission_generation'] },
  {
    name: 'Insights',
    types: ['pattern_analysis', 'daily_guidance', 'trust_analysis', 'signals_analysis'],
  },
  { name: 'the coach’s day', types: ['daily_focus', 'pattern_analysis', 'daily_guidance'] },
]

/** A text's sentences, without markdown emphasis and headings. */
export function sentencesIn(text: string): string[] {
  return text
    .replace(/\*\*[^*]+:\*\*/g, '')
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z“"])/)
    .map((s) => s.replace(/^[#\-\s]+/, '').trim())
    .filter((s) => s.split(/\s+/).length >= 4)
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ')

function repeatedSentences(produced: readonly Produced[]): WordingIssue[] {
  const issues: WordingIssue[] = []
  const seen = new Set<string>()
  for (const screen of SCREENS) {
    const where = new Map<string, string>()
    for (const answer of produced.filter((p) => screen.types.includes(p.type))) {
      for (const unit of answer.units) {
        for (const sentence of sentencesIn(unit.text)) {
          const key = norm(sentence)
          const first = where.get(key)
          const here = `${answer.type} ${unit.label}`
          if (first === undefined) where.set(key, here)
          else if (!seen.has(key)) {
            // Each sentence is counted once, on the first screen where it repeats.
            seen.add(key)
            issues.push({
              check: 'repeated sentence',
              where: `${screen.name}: ${first} and ${here}`,
              text: sentence,
            })
          }
        }
      }
    }
  }
  return issues
}

function countsTwice(produced: readonly Produced[]): WordingIssue[] {
  const issues: WordingIssue[] = []
  for (const answer of produced) {
    for (const unit of answer.units) {
      const counts = [...unit.text.matchAll(/\b(\d+) of (?:the )?(\d+)\b/g)].map(
        (m) => `${m[1]} of ${m[2]}`,
      )
      const twice = counts.find((c, i) => counts.indexOf(c) !== i)
      if (twice) {
        issues.push({ check: 'count twice', where: `${answer.type} ${unit.label}`, text: twice })
      }
    }
  }
  return issues
}

const HEDGE = /\b(i think|maybe|probably|i guess|not sure|might|perhaps|i suppose)\b/i
const CERTAIN = /\b(sure|certain|certainly|clearly|definitely|you knew)\b/i

/** A voice insight's words, the speaker's quoted words taken out. */
const ownWords = (text: string) => text.replace(/“[^”]*”|"[^"]*"|\([^)]*\)/g, '')

function certaintyAgainstHedges(journal: EvalJournal, day: string): WordingIssue[] {
  const issues: WordingIssue[] = []
  journal.entries.forEach((entry, i) => {
    const transcript = entry.mode === 'voice' ? entry.transcript : undefined
    if (!transcript || !HEDGE.test(transcript)) return
    const insight = voiceAnalysis(transcript, entry.label, day)
    const said = CERTAIN.exec(ownWords(insight))
    if (said) {
      const line = insight.split('\n').find((l) => CERTAIN.test(ownWords(l))) ?? said[0]
      issues.push({
        check: 'certainty against a hedge',
        where: `voice check-in ${i + 1}`,
        text: line,
      })
    }
  })
  return issues
}

export function wordingIssues(
  journal: EvalJournal,
  produced: readonly Produced[],
  day: string,
): WordingIssue[] {
  return [
    ...repeatedSentences(produced),
    ...countsTwice(produced),
    ...certaintyAgainstHedges(journal, day),
  ]
}
