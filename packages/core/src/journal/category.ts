import { tapCategory } from './tap-category'

/**
 * The category badge of a timeline entry (the product's rule "Category shown for an entry").
 *
 * - A tap entry shows its context. With a custom note it shows the note instead, whatever
 *   the context says ('Custom', or 'Other' from an older version): the note is what the person
 *   named the category, and 'Custom' or 'Other' says nothing.
 * - A voice entry is classified by keywords in its transcript into Financial, Relationship,
 *   Health, Work or Decision, else Personal.
 * - Anything else (a tap entry without a context) is General.
 *
 * Keywords match whole words, case-insensitively, so 'work' does not match 'networking' and
 * 'pain' does not match 'painting'. The category with the most keyword hits wins; a tie goes
 * to the one listed first above, which is the order of docs/product.md#a-check-in.
 */

export const VOICE_CATEGORIES = ['Financial', 'Relationship', 'Health', 'Work', 'Decision'] as const
export type VoiceCategory = (typeof VOICE_CATEGORIES)[number]

/** The category of a voice entry whose transcript names none of the others. */
export const PERSONAL_CATEGORY = 'Personal'
export { CUSTOM_CONTEXT, GENERAL_CATEGORY, tapCategory } from './tap-category'

// Pure, so that a bundle that never reads a voice check-in's category leaves the lists out.
/* @__NO_SIDE_EFFECTS__ */
function keywords(list: string): readonly string[] {
  return list.split(/,\s*/)
}

/**
 * Keywords per category, comma-separated; a space inside a keyword matches any white space.
 */
export const CATEGORY_KEYWORDS: Record<VoiceCategory, readonly string[]> = {
  Financial: keywords(
    'money, cash, pay, paid, paying, payment, payments, salary, wage, wages, income, invest, ' +
      'invested, investing, investment, investments, stock, stocks, crypto, bitcoin, bank, ' +
      'loan, loans, debt, debts, mortgage, rent, budget, savings, spend, spending, spent, buy, ' +
      'buying, bought, purchase, price, prices, cost, costs, expensive, afford, financial, ' +
      'finance, finances, tax, taxes, bills, retirement, dollars, euros, funding',
  ),
  Relationship: keywords(
    'relationship, relationships, partner, boyfriend, girlfriend, husband, wife, spouse, ' +
      'fiance, fiancee, dating, first date, marriage, married, marry, divorce, breakup, ' +
      'break up, broke up, ex, love, crush, friend, friends, friendship, family, mom, mum, ' +
      'dad, mother, father, parents, sister, brother, siblings, son, daughter, kids, children, ' +
      'wedding',
  ),
  Health: keywords(
    'health, healthy, doctor, dentist, sick, illness, pain, ache, headache, sleep, slept, ' +
      'tired, exhausted, exercise, workout, gym, diet, weight, symptom, symptoms, hospital, ' +
      'medication, medicine, therapy, therapist, surgery, injury, injured, checkup, diagnosis, ' +
      'alcohol, smoking',
  ),
  Work: keywords(
    'work, working, worked, job, jobs, boss, manager, colleague, colleagues, coworker, ' +
      'coworkers, co-worker, co-workers, career, office, meeting, meetings, project, projects, ' +
      'client, clients, deadline, deadlines, interview, promotion, team, hire, hired, hiring, ' +
      'fired, resign, company, business, startup, presentation',
  ),
  Decision: keywords(
    'decide, decided, deciding, decision, decisions, choose, choosing, chose, choice, ' +
      'choices, option, options, whether, should i, torn, dilemma, undecided, unsure',
  ),
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

type CategoryPattern = { category: VoiceCategory; pattern: RegExp }
let patterns: CategoryPattern[] | undefined

/** The keyword patterns, built on first use (a bundle that never classifies leaves them out). */
function categoryPatterns(): CategoryPattern[] {
  patterns ??= VOICE_CATEGORIES.map((category) => ({
    category,
    pattern: new RegExp(
      `\\b(?:${CATEGORY_KEYWORDS[category]
        .map((keyword) => escapeRegExp(keyword).replace(/ /g, '\\s+'))
        .join('|')})\\b`,
      'gi',
    ),
  }))
  return patterns
}

/** Classifies a voice transcript: the category with the most keyword hits, else Personal. */
export function classifyTranscript(transcript: string): VoiceCategory | typeof PERSONAL_CATEGORY {
  let best: VoiceCategory | typeof PERSONAL_CATEGORY = PERSONAL_CATEGORY
  let bestHits = 0
  for (const { category, pattern } of categoryPatterns()) {
    const hits = transcript.match(pattern)?.length ?? 0
    if (hits > bestHits) {
      best = category
      bestHits = hits
    }
  }
  return best
}

/** What the category of an entry is read from: a stored entry, or the coach's view of one. */
export interface CategorySource {
  mode: 'tap' | 'voice'
  context?: string
  customNote?: string
  transcript?: string
}

/** The category badge of an entry (see the module comment). */
export function entryCategory(entry: CategorySource): string {
  if (entry.mode === 'voice') return classifyTranscript(entry.transcript ?? '')
  return tapCategory(entry)
}
