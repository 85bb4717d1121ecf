/**
 * Outcome words that the AFINN lexicon behind wink-sentiment does not score, on its scale
 * (-5 to 5). They are added only where wink-sentiment left a word unscored, and flipped where
 * it marked the word as negated.
 */
export const OUTCOME_WORDS: Readonly<Record<string, number>> = {
  relief: 2,
  calmer: 2,
  hired: 3,
  thriving: 3,
  smooth: 2,
  smoothly: 2,
  bonding: 2,
  connected: 2,
  lighter: 2,
  healed: 2,
  recovered: 2,
  reconciled: 2,
  energized: 2,
  energised: 2,
  happier: 2,
  nightmare: -3,
  burnout: -3,
  scammed: -3,
  canceled: -1,
  ghosted: -2,
  lying: -2,
  vanished: -2,
  resentment: -2,
  overwhelmed: -2,
  messy: -2,
  argument: -2,
  arguing: -2,
  heavy: -1,
  wrecked: -3,
}
