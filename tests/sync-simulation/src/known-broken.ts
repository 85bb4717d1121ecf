import type { Op } from './ops'

/**
 * What the random histories leave out for now: the steps that lead to a failure already named
 * in regressions.test.ts, which today's code still gets wrong. Each entry names its history;
 * remove it once that history passes, and the random histories take those steps again.
 */
export const KNOWN_BROKEN: Record<string, (op: Op) => boolean> = {}

/**
 * Broken invariants the random histories forgive for now; remove an entry once it is fixed.
 * I has no named history yet: it depends on timing (the unlock time is the moment of a merge).
 * Seen with three phones, two tabs each (seed 88172170, path 16:8:13:8): phone 1 tab 2 checks
 * in (voice, ignored); phone 2 tab 1 syncs; phone 1 turns sync on; phone 1 tab 2 logs an
 * outcome; phone 2 tab 2 syncs; phone 1 tab 1 logs an outcome; phone 2's second request is
 * delayed; phone 2 tab 2 syncs. After the heal, phone 2's second tab shows First Listen unlocked
 * about a second earlier than phone 2 holds.
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
