import {
  createEntry,
  isJournalDays,
  summaryAfter,
  summaryOf,
  type JournalSummary,
} from '@hara/core'
import { describe, expect, it } from 'vitest'
import { tap } from '@/test/journal-store'
import { packDays, packedSummary, unpackDays, unpackedSummary } from './packed-days'

type JournalDays = JournalSummary['days']

describe("the summary's days as the state record stores them", () => {
  // Five years of check-ins, one to four a day, some honored, some with an outcome.
  const start = Date.parse('2021-11-29T09:00:00Z')
  const entries = Array.from({ length: 4000 }, (_, n) => {
    const entry = createEntry(tap({ willIgnore: n % 3 === 0 ? 'yes' : 'no' }), {
      id: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
      now: start + Math.floor(n / 2.2) * 86_400_000 + (n % 4) * 3_600_000,
      timeZone: 'UTC',
    })
    return n % 5 === 0
      ? { ...entry, consequence: 'It went well', consequenceDate: entry.timestamp }
      : entry
  })
  const summary = summaryOf(entries)

  it('come back as they were, every month a string while stored', () => {
    expect(Object.keys(summary.days).length).toBeGreaterThan(59)
    const stored = packedSummary(summary) as { days: Record<string, unknown> }
    expect(Object.values(stored.days).every((month) => typeof month === 'string')).toBe(true)
    expect(structuredClone(unpackedSummary(structuredClone(stored)))).toEqual(summary)
    expect(isJournalDays(unpackDays(stored.days))).toBe(true)
  })

  it('follow a change: the month it touches is packed anew, the others as they were', () => {
    const read = unpackedSummary(structuredClone(packedSummary(summary))) as typeof summary
    const entry = createEntry(tap(), {
      id: '00000000-0000-4000-8000-fffffffffff0',
      now: start + 86_400_000,
      timeZone: 'UTC',
    })
    const after = summaryAfter(read, null, entry)
    const stored = packedSummary(after) as { days: Record<string, string> }
    expect(unpackDays(stored.days)).toEqual(after.days)
    expect(unpackDays(stored.days)).not.toEqual(summary.days)
    expect(summaryAfter(summary, null, entry).days).toEqual(after.days)
  })

  it('keep a month as a list when a count is beyond what a character carries', () => {
    const month = new Array<number>(124).fill(0)
    month[0] = 70_000
    month[4] = 3
    const days: JournalDays = { '2026-10': month, '2026-11': new Array<number>(124).fill(1) }
    const stored = packDays(days)
    expect(stored['2026-10']).toBe(month)
    expect(typeof stored['2026-11']).toBe('string')
    expect(unpackDays(stored)).toEqual(days)
  })

  it('leave what is not theirs for the summary check to refuse', () => {
    expect(unpackDays(undefined)).toBeUndefined()
    expect(isJournalDays(unpackDays({ '2026-11': 'short' }))).toBe(false)
    expect(isJournalDays(unpackDays({ 'not a month': '\u0000'.repeat(124) }))).toBe(false)
    expect(unpackedSummary({ entries: 1 })).toEqual({ entries: 1 })
  })
})
