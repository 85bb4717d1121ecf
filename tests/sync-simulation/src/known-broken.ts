import type { Op } from './ops'

/**
 * What the random histories leave out for now: the steps that lead to a failure already named
 * in regressions.test.ts, which today's code still gets wrong. Each entry names its history;
 * remove it once that history passes, and the random histories take those steps again.
 */
export const KNOWN_BROKEN: Record<string, (op: Op) => boolean> = {
  // B and H: a tab that hears of another tab's change late (its view skips that change when it
  // writes, and what it writes next is computed from that view).
  'B, H: a tab hears late': (op) => op.t === 'hold',
}

/**
 * Broken invariants the random histories forgive for now, by the named history that shows
 * them; remove an entry once its history passes.
 */
export const KNOWN_BROKEN_CHECKS: Record<string, (broken: string) => boolean> = {
  'I: an open tab shows achievements unlocked at another time than its phone holds': (broken) =>
    /shows other than the phone holds: gamification/.test(broken),
}

export function allowed(op: Op): boolean {
  return !Object.values(KNOWN_BROKEN).some((broken) => broken(op))
}

export function forgiven(broken: string): boolean {
  return Object.values(KNOWN_BROKEN_CHECKS).some((known) => known(broken))
}
