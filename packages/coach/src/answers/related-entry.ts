import { formattersByZone } from '@hara/core'
import { clip } from '../phrasing'
import { newestFacts } from '../stats/claims'
import type { EntryFacts } from '../stats/entry-facts'

const dayFormat = formattersByZone({ month: 'short', day: 'numeric' })

function shortDate(ms: number, timeZone: string | undefined): string {
  return (dayFormat.find(timeZone ?? 'UTC') ?? dayFormat.get('UTC')).format(ms)
}

/**
 * One entry as a pattern's evidence, short enough for a line: 'Nov 3 · Work · Tight chest ·
 * ignored → "Lost the client"'.
 */
export function relatedEntry(f: EntryFacts): string {
  const parts = [shortDate(f.time, f.entry.timeZone), f.context]
  if (f.signal) parts.push(f.signal)
  else if (f.entry.label) parts.push(f.entry.label)
  if (f.answer !== null) parts.push(f.answer === 'not-sure' ? 'not sure' : f.answer)
  const said = f.entry.consequence?.trim()
    ? ` → “${clip(f.entry.consequence, 48)}”`
    : f.entry.decision?.trim()
      ? `: “${clip(f.entry.decision, 48)}”`
      : ''
  return `${parts.join(' · ')}${said}`
}

/** The newest few entries of a pattern that `include` accepts, as evidence lines. */
export function evidence(
  facts: readonly EntryFacts[],
  include: (f: EntryFacts) => boolean = () => true,
  max = 3,
): string[] {
  return newestFacts(facts.filter(include), max).map(relatedEntry)
}
