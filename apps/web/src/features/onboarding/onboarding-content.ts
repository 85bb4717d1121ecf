import { msg } from '@lingui/core/macro'
import { ONBOARDING_CHALLENGES } from '@hara/core'

/** Onboarding choices (steps 3 and 4): three focuses, three challenges each. */
export const FOCUS_OPTIONS = [
  {
    id: 'financial',
    label: msg`Financial`,
    description: msg`Money, spending and big purchases`,
  },
  {
    id: 'relationships',
    label: msg`Relationships`,
    description: msg`Partners, family and friends`,
  },
  { id: 'career', label: msg`Career`, description: msg`Work, purpose and ambition` },
] as const

export type FocusId = (typeof FOCUS_OPTIONS)[number]['id']

/** The challenges in the core's English (what is kept); `challengeText` says them. */
export const CHALLENGES: Record<FocusId, readonly string[]> = ONBOARDING_CHALLENGES

/** Choices advance after about 0.3 s. */
export const AUTO_ADVANCE_MS = 300
/** The wrong-code message shows for 2 s. */
export const WRONG_CODE_MS = 2000
