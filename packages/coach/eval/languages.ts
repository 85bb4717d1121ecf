import { LANGUAGES, type CoachType, type Language } from '@hara/core'
import type { Produced } from './checker'
import type { EvalEntry, EvalJournal } from './kit'
import { produce } from './produce'

/**
 * The coach in every language (ADR 0078): each journal is asked in English, Spanish and German,
 * and every answer must make the same claims (the findings: what it counts, over which
 * check-ins, with which counts) and show the same figures (every number in each piece a person
 * reads) in each. Words are told apart only by the phrasebook; the facts are one.
 *
 * Outcomes are read through the person's own verdict ("Was your gut right?"): the coach reads
 * no Spanish or German outcome text, so each journal is asked with every judged outcome carrying
 * the verdict its writer would give (from `went`), in all three languages alike. The voice and
 * tone analyses read the person's words and in Spanish and German say they cannot tell, so they
 * are not compared (their own tests say what they say).
 */

/** The answers compared: every type whose words are not read from the person's text. */
const COMPARED: readonly CoachType[] = [
  'daily_focus',
  'mission_generation',
  'pattern_analysis',
  'daily_guidance',
  'signals_analysis',
  'trust_analysis',
]

export interface LanguageDifference {
  journal: string
  language: Language
  type: CoachType
  problem: string
}

/** The verdict a person gives an outcome that really went `went` after following or not. */
function verdictOf(entry: EvalEntry): EvalEntry['ownVerdict'] {
  if (!entry.consequence || entry.ownVerdict || !entry.willIgnore) return entry.ownVerdict
  if (entry.went !== 'good' && entry.went !== 'bad') return 'hard-to-say'
  const honored = entry.willIgnore === 'no'
  return (entry.went === 'good') === honored ? 'right' : 'wrong'
}

/** The journal with each outcome judged by its writer, as Hara asks after an outcome. */
export function withVerdicts(journal: EvalJournal): EvalJournal {
  return {
    ...journal,
    entries: journal.entries.map((entry) => {
      const ownVerdict = verdictOf(entry)
      return ownVerdict ? { ...entry, ownVerdict } : entry
    }),
  }
}

/** Every number written in a text, in order of size (word order differs by language). */
export const figuresOf = (text: string) =>
  (text.match(/\d+(?:[.,]\d+)?/g) ?? []).sort((a, b) => a.localeCompare(b))

const claimsOf = (p: Produced) =>
  p.claims.map((c) => JSON.stringify([c.among, c.hits, c.k, c.n, c.shows]))

export function differences(journal: string, language: Language, base: Produced, other: Produced) {
  const found: LanguageDifference[] = []
  const differ = (problem: string) => found.push({ journal, language, type: base.type, problem })
  const [a, b] = [claimsOf(base), claimsOf(other)]
  if (a.join('\n') !== b.join('\n')) {
    const missing = a.filter((c) => !b.includes(c))
    const extra = b.filter((c) => !a.includes(c))
    differ(`claims differ: ${missing.length} not made, ${extra.length} not in English`)
  }
  if (base.units.length !== other.units.length) {
    differ(`${other.units.length} pieces against ${base.units.length} in English`)
    return found
  }
  base.units.forEach((unit, i) => {
    const said = other.units[i]!
    const [want, got] = [figuresOf(unit.text), figuresOf(said.text)]
    if (want.join(' ') !== got.join(' ')) {
      differ(
        `${unit.label}: figures ${got.join(' ') || 'none'} against ${want.join(' ') || 'none'}`,
      )
    } else if (unit.text === said.text && /[a-z]{4}/i.test(unit.text)) {
      differ(`${unit.label}: said in English`)
    }
  })
  return found
}

/** What differs between English and each other language, per journal and answer. */
export function acrossLanguages(journal: EvalJournal): LanguageDifference[] {
  const judged = withVerdicts(journal)
  const asked = (language: Language) =>
    produce(judged, language).filter((p) => COMPARED.includes(p.type))
  const english = asked('en')
  return LANGUAGES.filter((l) => l !== 'en').flatMap((language) => {
    const other = asked(language)
    return english.flatMap((base, i) => differences(journal.id, language, base, other[i]!))
  })
}
