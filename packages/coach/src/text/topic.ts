import {
  CATEGORY_KEYWORDS,
  PERSONAL_CATEGORY,
  VOICE_CATEGORIES,
  type VoiceCategory,
} from '@hara/core'

/**
 * What a spoken check-in is about, read from the whole transcript: every keyword of
 * every category counts, and people, roles and settings count double, so "my manager", "the
 * role" and "next quarter" outweigh a single money word such as "budget". It also keeps what
 * was heard, as said ("your manager", "the role"), to reflect back.
 *
 * The timeline's category badge stays the core's plain keyword count; this is
 * the coach's own, richer reading for its reflection.
 */

/** People, roles and settings: who and where a decision is about. */
const WEIGHTY: Record<VoiceCategory, readonly string[]> = {
  Financial: ['bank', 'banker', 'accountant', 'investor', 'landlord', 'mortgage', 'loan'],
  Relationship: [
    'partner',
    'boyfriend',
    'girlfriend',
    'husband',
    'wife',
    'spouse',
    'fiance',
    'fiancee',
    'mom',
    'mum',
    'dad',
    'mother',
    'father',
    'parents',
    'sister',
    'brother',
    'son',
    'daughter',
    'kids',
    'children',
    'friend',
    'friends',
    'family',
    'ex',
    'in-laws',
    'cousin',
    'grandma',
    'grandpa',
  ],
  Health: ['doctor', 'dentist', 'therapist', 'hospital', 'nurse', 'physio', 'surgeon', 'gym'],
  Work: [
    'boss',
    'manager',
    'colleague',
    'colleagues',
    'coworker',
    'coworkers',
    'co-worker',
    'co-workers',
    'team',
    'client',
    'clients',
    'office',
    'meeting',
    'meetings',
    'role',
    'job',
    'career',
    'promotion',
    'interview',
    'quarter',
    'principal',
    'ceo',
    'recruiter',
    'hr',
    'project',
    'projects',
    'deadline',
    'deadlines',
    'company',
    'workplace',
    'shift',
  ],
  Decision: [],
}

const DETERMINERS = new Set([
  'my',
  'our',
  'the',
  'a',
  'an',
  'this',
  'that',
  'next',
  'last',
  'his',
  'her',
  'their',
])
const YOURS: Record<string, string> = { my: 'your', our: 'your', i: 'you', me: 'you' }

export interface Topic {
  category: VoiceCategory | typeof PERSONAL_CATEGORY
  /** What was heard that made it so, as short phrases in the speaker's words. */
  heard: string[]
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const MATCHERS = VOICE_CATEGORIES.map((category) => {
  const weighty = new Set(WEIGHTY[category])
  const words = [...new Set([...CATEGORY_KEYWORDS[category], ...weighty])]
  return {
    category,
    weighty,
    pattern: new RegExp(
      `(?<![\\w'-])(?:${words.map((w) => escape(w).replace(/ /g, '\\s+')).join('|')})(?![\\w-])`,
      'gi',
    ),
  }
})

/**
 * The keyword with the words before it back to a determiner (up to three), in second person:
 * "my boss" → "your boss", "the team lead role", "next quarter".
 */
function phraseAt(text: string, index: number, word: string): string {
  const before = text
    .slice(Math.max(0, index - 40), index)
    .trim()
    .split(/\s+/)
    .slice(-3)
  const clean = before.map((w) => w.toLowerCase().replace(/[^a-z'-]/g, ''))
  for (let j = clean.length - 1; j >= 0; j--) {
    if (before[j] !== clean[j] && /[.,;:!?]$/.test(before[j]!)) break
    if (DETERMINERS.has(clean[j]!)) {
      const lead = before
        .slice(j)
        .map((w, i) =>
          i === 0 && YOURS[clean[j]!] ? YOURS[clean[j]!]! : w.replace(/[^\w'-]/g, ''),
        )
      return [...lead, word].join(' ')
    }
  }
  return word
}

export function readTopic(transcript: string): Topic {
  let best: { category: VoiceCategory; score: number; heard: string[] } | null = null
  for (const { category, weighty, pattern } of MATCHERS) {
    let score = 0
    const heard: string[] = []
    for (const match of transcript.matchAll(pattern)) {
      const word = match[0]
      score += weighty.has(word.toLowerCase()) ? 2 : 1
      const phrase = phraseAt(transcript, match.index, word)
      const lower = phrase.toLowerCase()
      // "the team" inside "the team lead role" is said once, as the longer phrase.
      const inside = heard.findIndex((h) => lower.includes(h.toLowerCase()))
      if (inside >= 0) heard[inside] = phrase
      else if (!heard.some((h) => h.toLowerCase().includes(lower))) heard.push(phrase)
    }
    if (score > (best?.score ?? 0)) best = { category, score, heard }
  }
  return best
    ? { category: best.category, heard: best.heard.slice(0, 3) }
    : { category: PERSONAL_CATEGORY, heard: [] }
}
