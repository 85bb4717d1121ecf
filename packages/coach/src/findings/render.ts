import { claimOf, meets, type Claim, type Condition, type Slice } from '../stats/claims'
import type { EntryFacts } from '../stats/entry-facts'
import { capitalize } from '../phrasing'
import { say } from '../text/phrases/speaking'
import type { Candidate, Finding } from './finding'
import { adviceFor } from './advice'
import { retell } from './retell'

/**
 * Writes a candidate as a finding: its claims, from the candidate's own counts, and advice
 * from the record (advice.ts). The words of each claim name every factor it counts by.
 */

const sliceOf = (c: Candidate): Slice => c.slice

/** The path's check-ins in the slice: the moments a finding about them is about. */
function pathCondition(c: Candidate): Condition {
  return { ...sliceOf(c), path: c.path }
}

/** The body signal that came with most of `moments` (at least half), else null. */
export function cueOf(moments: readonly EntryFacts[], slice: Slice): string | null {
  if (slice.signal || moments.length === 0) return null
  const counts = new Map<string, { name: string; n: number }>()
  for (const f of moments) {
    if (!f.signal) continue
    const key = f.signal.toLowerCase()
    const seen = counts.get(key)
    if (seen) seen.n += 1
    else counts.set(key, { name: f.signal, n: 1 })
  }
  const top = [...counts.values()].sort((a, b) => b.n - a.n || a.name.localeCompare(b.name))[0]
  return top && top.n * 2 >= moments.length ? top.name : null
}

function outcomeClaim(c: Candidate): Claim {
  const well = c.measure === 'good'
  return claimOf(
    say().findings.outcome(c),
    { ...pathCondition(c), outcome: 'judged' },
    { outcome: well ? 'good' : 'bad' },
    c.k,
    c.n,
  )
}

function overriddenClaims(c: Candidate): Claim[] {
  const words = say().findings
  const among: Condition = { ...sliceOf(c), path: 'answered' }
  const main = claimOf(words.overridden(c), among, { path: c.path }, c.k, c.n)
  const claims = [main]
  if (c.path === 'not-honored' && c.split) {
    claims.push(
      claimOf(
        words.wentAgainst(c.split.ignored),
        among,
        { path: 'ignored' },
        c.split.ignored,
        c.n,
        'k',
      ),
      claimOf(
        words.wereNotSure(c.split.notSure),
        among,
        { path: 'not-sure' },
        c.split.notSure,
        c.n,
        'k',
      ),
    )
  }
  // The rest of the journal is a comparison only with three check-ins or more in it.
  if (c.rest && c.rest.n >= 3) {
    claims.push(
      claimOf(
        words.elsewhere(c.rest.k, c.rest.n),
        { path: 'answered', outside: sliceOf(c) },
        { path: c.path },
        c.rest.k,
        c.rest.n,
      ),
    )
  }
  return claims
}

function notSureClaim(c: Candidate): Claim {
  return claimOf(
    say().findings.notSure(c),
    { ...sliceOf(c), path: 'answered' },
    { path: 'not-sure' },
    c.k,
    c.n,
  )
}

/** The observation: the main claim, then what sets it apart. */
function observationOf(c: Candidate, claims: Claim[], contrast: Claim | null): string {
  const overridden = c.kind === 'overridden-here'
  const split =
    overridden && c.path === 'not-honored' ? ([claims[1]!.words, claims[2]!.words] as const) : null
  const rest = overridden ? (claims.find((x) => x.among.outside)?.words ?? null) : null
  return say().findings.observation(claims[0]!.words, split, rest, contrast?.words ?? null)
}

/** The check-ins a candidate counts in its n: the slice's on its path (judged, for outcomes). */
export function countedCondition(c: Candidate): Condition {
  return c.kind === 'path-outcome' ? { path: c.path, outcome: 'judged' } : { path: c.path }
}

/** The slice's members that meet a condition (the slice itself holds for every one). */
function meeting(slice: SliceMembers, condition: Condition): EntryFacts[] {
  const found: EntryFacts[] = []
  for (const i of slice.members) if (meets(slice.facts[i]!, condition)) found.push(slice.facts[i]!)
  return found
}

/** The facts, and the positions of a slice's answered check-ins among them. */
export interface SliceMembers {
  facts: readonly EntryFacts[]
  members: readonly number[]
}

/** The finding's check-ins: the slice's, on the path its words are about. */
function entriesOf(c: Candidate, members: SliceMembers): EntryFacts[] {
  return meeting(
    members,
    c.kind === 'path-outcome'
      ? { path: c.path, outcome: c.measure === 'good' ? 'good' : 'bad' }
      : { path: c.path },
  )
}

/** Writes a candidate, given the answered check-ins of its slice (`members`). */
export function render(c: Candidate, members: SliceMembers, contrast: Candidate | null): Finding {
  const claims =
    c.kind === 'path-outcome'
      ? [outcomeClaim(c)]
      : c.kind === 'overridden-here'
        ? overriddenClaims(c)
        : [notSureClaim(c)]
  // An early sign says so in the very words of its claim.
  if (c.support === 'early') {
    const first = claims[0]!
    claims[0] = {
      ...first,
      words: say().findings.early(first.n, first.words),
    }
  }
  const main = claims[0]!
  const contrastClaim = contrast ? outcomeClaim(contrast) : null
  if (contrastClaim) claims.push(contrastClaim)
  const entries = entriesOf(c, members)
  // A warning names a body signal only if it came with the moments warned about.
  const warned = c.path === 'honored' ? [] : meeting(members, { path: c.path })
  const cue = c.stance === 'pause' || c.kind === 'overridden-here' ? cueOf(warned, c.slice) : null
  const advice = adviceFor(c, cue, contrast?.slice.slot ?? null)
  const observation = observationOf(c, claims, contrastClaim)
  const retold = retell(c, claims)
  return {
    kind: c.kind,
    slice: c.slice,
    path: c.path,
    stance: c.stance,
    support: c.support,
    score: c.score,
    main,
    title: say().findings.title(c),
    observation,
    guide: advice.guide,
    questions: advice.questions,
    focus: `${capitalize(retold.focus)}. ${advice.today}`,
    retold,
    mission: advice.mission,
    claims: [...claims, ...retold.claims],
    entries,
    cue,
  }
}
