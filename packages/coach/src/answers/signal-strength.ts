import { GUT_STRENGTHS, type GutStrength } from '@hara/core'
import { claimOf, type Claim } from '../stats/claims'
import { wilsonLower } from '../stats/evidence'
import { levelStandsOut } from '../findings/strength'
import { say } from '../text/phrases/speaking'

/**
 * A body signal's accuracy by how strong the gut felt (ADR 0050): where one level of a signal
 * stands out from the rest of that signal's judged outcomes, by the rule of the coach's findings
 * by strength (findings/strength.ts), its insight says so: "When it was strong, it proved right
 * 5 of 5 times; the rest of the time, 1 of 4." A check-in without a strength is at no level.
 */

export type ByStrength = Map<GutStrength, { judged: number; right: number }>

export function countStrength(
  by: ByStrength,
  strength: GutStrength | null | undefined,
  right: boolean,
) {
  if (!strength) return
  const level = by.get(strength) ?? { judged: 0, right: 0 }
  level.judged += 1
  if (right) level.right += 1
  by.set(strength, level)
}

/** The level that stands out most, said with its claims; null when none does. */
export function strengthSentence(
  signal: string,
  by: ByStrength,
  total: { judged: number; right: number },
): { words: string; claims: Claim[] } | null {
  let best: { strength: GutStrength; k: number; n: number; score: number; only: boolean } | null =
    null
  for (const strength of GUT_STRENGTHS) {
    const level = by.get(strength)
    if (!level) continue
    const restN = total.judged - level.judged
    const restRight = total.right - level.right
    const n = level.judged
    for (const [k, restK, only] of [
      [level.right, restRight, false],
      [n - level.right, restN - restRight, true],
    ] as const) {
      if (!levelStandsOut(k, n, restK, restN)) continue
      const score = wilsonLower(k, n)
      if (!best || score > best.score) best = { strength, k: level.right, n, score, only }
    }
  }
  if (!best) return null
  const { strength, k, n, only } = best
  const level = claimOf(
    say().insights.signals.level(strength, only, k, n),
    { signal, strength, outcome: 'gut-judged' },
    { outcome: 'gut-right' },
    k,
    n,
  )
  const rest = claimOf(
    say().insights.signals.levelRest(total.right - k, total.judged - n),
    { signal, outside: { strength }, outcome: 'gut-judged' },
    { outcome: 'gut-right' },
    total.right - k,
    total.judged - n,
  )
  return { words: `${level.words}; ${rest.words}.`, claims: [level, rest] }
}
