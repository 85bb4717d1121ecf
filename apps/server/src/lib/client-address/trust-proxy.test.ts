import { describe, expect, it } from 'vitest'
import { loadEnv } from '../../env'
import { parseTrustProxy, resolveClientAddress, type TrustProxy } from './trust-proxy'

const off: TrustProxy = { kind: 'off' }
const oneHop = parseTrustProxy('1')!
const proxies = parseTrustProxy('10.0.0.2, 10.0.0.3')!

describe('TRUST_PROXY', () => {
  it('is off by default, a hop count, or a list of addresses; anything else is refused at start', () => {
    expect(loadEnv({}).TRUST_PROXY).toEqual(off)
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 })
    expect(parseTrustProxy('::1,127.0.0.1')).toEqual({
      kind: 'addresses',
      addresses: new Set(['::1', '127.0.0.1']),
    })
    for (const bad of ['yes', '11', '10.0.0', 'proxy.example.com']) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/)
    }
  })
})

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever the client wrote', () => {
    expect(resolveClientAddress('198.51.100.7', '203.0.113.1', off)).toBe('198.51.100.7')
  })

  it('is what the trusted proxy saw, never an address the client put in front of it', () => {
    // The client sent "X-Forwarded-For: 203.0.113.1"; the proxy appended the real peer.
    expect(resolveClientAddress('10.0.0.2', '203.0.113.1, 198.51.100.7', oneHop)).toBe(
      '198.51.100.7',
    )
    expect(resolveClientAddress('10.0.0.2', '203.0.113.1, 198.51.100.7', proxies)).toBe(
      '198.51.100.7',
    )
  })

  it('walks through every trusted proxy in a chain', () => {
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7, 10.0.0.3', proxies)).toBe('198.51.100.7')
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7, 10.0.0.3', parseTrustProxy('2')!)).toBe(
      '198.51.100.7',
    )
  })

  it('takes no header from a connection that is not a trusted proxy', () => {
    expect(resolveClientAddress('198.51.100.9', '203.0.113.1', proxies)).toBe('198.51.100.9')
  })

  it('falls back to the socket for a missing or malformed header', () => {
    expect(resolveClientAddress('10.0.0.2', undefined, oneHop)).toBe('10.0.0.2')
    expect(resolveClientAddress('10.0.0.2', 'not-an-address', oneHop)).toBe('10.0.0.2')
    expect(resolveClientAddress('::ffff:10.0.0.2', '198.51.100.7', proxies)).toBe('198.51.100.7')
  })
})
