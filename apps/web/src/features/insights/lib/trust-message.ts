import { trustBand, type TrustBand, type TrustScore } from '@hara/core'

/** The card's message for each band: warm, short, in the second person. */
export const TRUST_MESSAGES: Record<TrustBand, string> = {
  strong: 'You trust your gut, and it shows. Keep listening.',
  growing: "You're learning to trust yourself. Every signal you honor counts.",
  starting: 'Your gut is speaking up. Try following it once more this week.',
  zero: 'Your gut is still talking to you. Next time, try following it and see what happens.',
  none: 'Check in when your gut speaks, and your trust score will appear here.',
}

/** The message for a trust score. */
export function trustMessage(score: TrustScore): string {
  return TRUST_MESSAGES[trustBand(score)]
}
