import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { trustBand, type TrustBand, type TrustScore } from '@hara/core'

/** The card's message for each band: warm, short, in the second person. */
export const TRUST_MESSAGES: Record<TrustBand, MessageDescriptor> = {
  strong: msg`You trust your gut, and it shows. Keep listening.`,
  growing: msg`You're learning to trust yourself. Every signal you honor counts.`,
  starting: msg`Your gut is speaking up. Try following it once more this week.`,
  zero: msg`Your gut is still talking to you. Next time, try following it and see what happens.`,
  none: msg`Check in when your gut speaks, and your trust score will appear here.`,
}

/** The message for a trust score, said by the screen in the language spoken then. */
export function trustMessage(score: TrustScore): MessageDescriptor {
  return TRUST_MESSAGES[trustBand(score)]
}
