import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The core's onboarding challenges (its English is what the account keeps and the coach reads)
 * as the person's language says them.
 */
const CHALLENGE_TEXTS: Record<string, MessageDescriptor> = {
  'I second-guess my money decisions': msg`I second-guess my money decisions`,
  'I spend to calm my feelings': msg`I spend to calm my feelings`,
  'I freeze before big purchases': msg`I freeze before big purchases`,
  'I say yes when I mean no': msg`I say yes when I mean no`,
  'I brush past red flags': msg`I brush past red flags`,
  'I find it hard to trust people': msg`I find it hard to trust people`,
  'I doubt my instincts at work': msg`I doubt my instincts at work`,
  'I stay in roles that drain me': msg`I stay in roles that drain me`,
  'I overthink every decision': msg`I overthink every decision`,
}

/** A challenge (one of the core's `ONBOARDING_CHALLENGES`) in the language spoken now. */
export function challengeText(i18n: I18n, challenge: string): string {
  const text = CHALLENGE_TEXTS[challenge] as MessageDescriptor | undefined
  return text ? i18n._(text) : challenge
}
