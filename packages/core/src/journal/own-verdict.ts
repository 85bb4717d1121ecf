import { hasOutcome, type Entry, type OwnVerdict } from './entry-schema'

/**
 * The person's own verdict on an outcome ("Was your gut right?": Yes, No, Hard to say) lives
 * with the outcome: set when it is logged or edited, gone when the outcome is removed. Like
 * editing the outcome's words, changing it earns nothing and keeps the outcome's date.
 */

/** `entry` with `verdict` as its own verdict; none (null) removes it. */
export function withOwnVerdict(entry: Entry, verdict: OwnVerdict | null): Entry {
  if (verdict === null) {
    if (entry.ownVerdict === undefined) return entry
    const { ownVerdict: _gone, ...rest } = entry
    return rest as Entry
  }
  return entry.ownVerdict === verdict ? entry : { ...entry, ownVerdict: verdict }
}

/**
 * The person's answer changed on an outcome already logged, at `at` (a merge keeps the outcome
 * edited last); null when nothing changed or the entry has no outcome to judge.
 */
export function withChangedVerdict(
  entry: Entry,
  verdict: OwnVerdict | null,
  at: string = new Date().toISOString(),
): Entry | null {
  if (!hasOutcome(entry)) return null
  const next = withOwnVerdict(entry, verdict)
  return next === entry ? null : { ...next, outcomeEditedAt: at }
}
