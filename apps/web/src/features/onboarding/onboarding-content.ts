/** Onboarding choices (steps 3 and 4): three focuses, three challenges each. */
export const FOCUS_OPTIONS = [
  { id: 'financial', label: 'Financial', description: 'Money, spending and big purchases' },
  { id: 'relationships', label: 'Relationships', description: 'Partners, family and friends' },
  { id: 'career', label: 'Career', description: 'Work, purpose and ambition' },
] as const

export type FocusId = (typeof FOCUS_OPTIONS)[number]['id']

export const CHALLENGES: Record<FocusId, readonly string[]> = {
  financial: [
    'I second-guess my money decisions',
    'I spend to calm my feelings',
    'I freeze before big purchases',
  ],
  relationships: [
    'I say yes when I mean no',
    'I brush past red flags',
    'I find it hard to trust people',
  ],
  career: [
    'I doubt my instincts at work',
    'I stay in roles that drain me',
    'I overthink every decision',
  ],
}

/** Choices advance after about 0.3 s. */
export const AUTO_ADVANCE_MS = 300
/** The wrong-code message shows for 2 s. */
export const WRONG_CODE_MS = 2000
