import type { Op } from './ops'

/**
 * What the random histories leave out for now: the steps that lead to a failure already named
 * in regressions.test.ts, which today's code still gets wrong. Each entry names its history;
 * remove it once that history passes, and the random histories take those steps again.
 */
export const KNOWN_BROKEN: Record<string, (op: Op) => boolean> = {}

/**
 * Broken invariants the random histories forgive for now; remove an entry once it is fixed.
 * None today: I (an open tab showing an achievement unlocked at another time than its phone
 * holds) and J (words saved on one phone lost to an outcome logged on another) are fixed and
 * named in regressions.test.ts.
 */
export const KNOWN_BROKEN_CHECKS: Record<string, (broken: string) => boolean> = {}

export function allowed(op: Op): boolean {
  return !Object.values(KNOWN_BROKEN).some((broken) => broken(op))
}

export function forgiven(broken: string): boolean {
  return Object.values(KNOWN_BROKEN_CHECKS).some((known) => known(broken))
}
