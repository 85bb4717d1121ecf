import { describe, expect, it } from 'vitest'
import { addressBucket } from './client-address'

describe('addressBucket', () => {
  it('counts IPv4 as is, also when mapped into IPv6', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7')
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressBucket('::FFFF:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts IPv6 by its /64 network, however it is written', () => {
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64')
    expect(addressBucket('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:0db8:0001:0002::/64')
    expect(addressBucket('2001:db8::1')).toBe('2001:0db8:0000:0000::/64')
    expect(addressBucket('::1')).toBe('0000:0000:0000:0000::/64')
  })
})
