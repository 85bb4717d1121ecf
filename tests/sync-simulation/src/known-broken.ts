import type { Op } from './ops'

/**
 * What the random histories leave out for now: the steps that lead to a failure already named
 * in regressions.test.ts, which today's code still gets wrong. Each entry names its history;
 * remove it once that history passes, and the random histories take those steps again.
 */
export const KNOWN_BROKEN: Record<string, (op: Op) => boolean> = {}

/**
 * Broken invariants the random histories forgive for now; remove an entry once it is fixed.
 * (I, an open tab showing an achievement unlocked at another time than its phone holds, is
 * fixed and named in regressions.test.ts.)
 * J (named history J, an expected failure): new words saved on one phone are lost when another
 * phone logs an outcome on the same check-in before it pulled them. The core's merge (merge-entries.ts
 * `preferredVersion`) keeps the version with an outcome whole, words and all. Seen with seed
 * -1699955406, path 18:10:7:11:11:13:13 (phone 1 edits the words of its first check-in; phone
 * 2, not having pulled them, logs an outcome on it), on the code before the fixes of I too.
 */
export const KNOWN_BROKEN_CHECKS: Record<string, (broken: string) => boolean> = {
  'J: words saved on one phone lost to an outcome logged on another': (broken) =>
    /^1\. .* has description ".*" of \S+, not ".*"$/.test(broken),
}

export function allowed(op: Op): boolean {
  return !Object.values(KNOWN_BROKEN).some((broken) => broken(op))
}

export function forgiven(broken: string): boolean {
  return Object.values(KNOWN_BROKEN_CHECKS).some((known) => known(broken))
}
