import type { Claim } from '../stats/claims'

/** An answer with the claims its words make, for the eval and the tests. */
export interface Explained<T> {
  body: T
  claims: Claim[]
}

/** The claims whose words appear in `text` (case aside). */
export function claimsIn(text: string, claims: readonly Claim[]): Claim[] {
  const lower = text.toLowerCase()
  return claims.filter((c) => lower.includes(c.words.toLowerCase()))
}
