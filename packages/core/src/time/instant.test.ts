import { describe, expect, it } from 'vitest'
import { parseStoredEpochMs, parseStoredInstant, toEpochMs, toIsoString } from './instant'

describe('instants', () => {
  it('accepts a Date or epoch milliseconds', () => {
    const ms = Date.parse('2025-11-03T08:15:00.000Z')
    expect(toEpochMs(ms)).toBe(ms)
    expect(toEpochMs(new Date(ms))).toBe(ms)
    expect(toIsoString(ms)).toBe('2025-11-03T08:15:00.000Z')
  })

  it('reads stored instants of this and older versions', () => {
    const ms = Date.parse('2025-11-03T08:15:00.000Z')
    expect(parseStoredInstant('2025-11-03T08:15:00.000Z')).toBe('2025-11-03T08:15:00.000Z')
    expect(parseStoredInstant('2025-11-03T09:15:00+01:00')).toBe('2025-11-03T09:15:00+01:00')
    expect(parseStoredInstant(ms)).toBe('2025-11-03T08:15:00.000Z')
    expect(parseStoredInstant(String(ms))).toBe('2025-11-03T08:15:00.000Z')
    expect(parseStoredInstant(new Date(ms).toString())).toBe('2025-11-03T08:15:00.000Z')
    expect(parseStoredEpochMs(String(ms))).toBe(ms)
  })

  it('gives null for what is not a time', () => {
    expect(parseStoredInstant('not a time')).toBeNull()
    expect(parseStoredInstant('')).toBeNull()
    expect(parseStoredInstant(Number.NaN)).toBeNull()
    expect(parseStoredInstant(1e20)).toBeNull()
    expect(parseStoredInstant(null)).toBeNull()
    expect(parseStoredEpochMs(undefined)).toBeNull()
  })
})
