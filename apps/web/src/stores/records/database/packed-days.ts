import type { JournalSummary } from '@hara/core'

type JournalDays = JournalSummary['days']

/**
 * The summary's calendar days (`days`: 124 counts a month, ADR 0054) as the `state` record
 * stores them: each month's counts as one string of that many characters (a count is its
 * character's code), so ten years are about 15 kB instead of 69, and the whole state record
 * stays small enough that the browser keeps it inline rather than as a blob beside the
 * database (Chromium wraps values over 64 kB). Every save reads and writes that record: an
 * array of counts costs the structured clone ten times what a string does (ADR 0066).
 *
 * A month with a count a character cannot carry (far beyond any day's check-ins) stays a list.
 * A record written before, or by a writer that does not pack, holds lists: read as they are.
 */

/** Below the surrogates, so every packed month is a string of plain characters. */
const MAX_PACKED = 0xd7ff

/**
 * Each month's string by its list: a change copies only the months it touches (core's
 * `dayAfter`), so a save packs one month and finds the others here, as read or as written.
 */
const packedMonths = new WeakMap<readonly number[], string>()

function packMonth(counts: readonly number[]): string | readonly number[] {
  const known = packedMonths.get(counts)
  if (known !== undefined) return known
  if (!counts.every((n) => n <= MAX_PACKED)) return counts
  const packed = String.fromCharCode(...counts)
  packedMonths.set(counts, packed)
  return packed
}

/** The days as stored: each month a string of counts where every count fits. */
export function packDays(days: JournalDays): Record<string, string | readonly number[]> {
  const packed: Record<string, string | readonly number[]> = {}
  for (const month in days) packed[month] = packMonth(days[month] as readonly number[])
  return packed
}

/**
 * The days as read: packed months as lists of counts again; anything else is left as it is,
 * for the summary's check (`isJournalDays`) to judge.
 */
export function unpackDays(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return stored
  const days: Record<string, unknown> = {}
  for (const [month, value] of Object.entries(stored)) {
    if (typeof value !== 'string') {
      days[month] = value
      continue
    }
    const counts = new Array<number>(value.length)
    for (let i = 0; i < value.length; i++) counts[i] = value.charCodeAt(i)
    packedMonths.set(counts, value)
    days[month] = counts
  }
  return days
}

/** The summary as the `state` record stores it: its days packed. */
export function packedSummary(summary: JournalSummary): object {
  return { ...summary, days: packDays(summary.days) }
}

/** The summary as read from the `state` record: its days unpacked, the rest as stored. */
export function unpackedSummary(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || !('days' in stored)) return stored
  return { ...stored, days: unpackDays(stored.days) }
}
