import fc from 'fast-check'
import { expect, it } from 'vitest'
import { epochMs } from './epoch'

it('reads ISO timestamps exactly as Date.parse does', () => {
  fc.assert(
    fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
      const iso = new Date(ms).toISOString()
      expect(epochMs(iso)).toBe(Date.parse(iso))
    }),
  )
  for (const other of [
    '2026-03-01T10:00:00+02:00',
    '2026-03-01T10:00:00Z',
    '2026-03-01T10:00:00.5Z',
  ]) {
    expect(epochMs(other)).toBe(Date.parse(other))
  }
})
