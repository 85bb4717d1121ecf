import { describe, expect, it } from 'vitest'
import { formattersByZone } from './zone-formatters'

describe('formattersByZone', () => {
  const hours = formattersByZone({ hour: 'numeric', hourCycle: 'h23' })

  it('gives one formatter per zone, with the options asked for, in that zone', () => {
    const berlin = hours.get('Europe/Berlin')
    expect(hours.get('Europe/Berlin')).toBe(berlin)
    expect(hours.find('Europe/Berlin')).toBe(berlin)
    expect(berlin.format(Date.UTC(2025, 0, 1, 12))).toBe('13')
    expect(hours.get('Asia/Tokyo').format(Date.UTC(2025, 0, 1, 12))).toBe('21')
  })

  it('finds nothing for a zone the runtime does not know, and get throws for it', () => {
    expect(hours.find('Mars/Olympus')).toBeNull()
    expect(() => hours.get('Mars/Olympus')).toThrow(RangeError)
    expect(hours.find('Mars/Olympus')).toBeNull()
  })

  it('keeps answering after more zones than it keeps', () => {
    for (let index = 0; index < 1_100; index++) expect(hours.find(`Nowhere/${index}`)).toBeNull()
    expect(hours.get('UTC').format(Date.UTC(2025, 0, 1, 13))).toBe('13')
  })
})
