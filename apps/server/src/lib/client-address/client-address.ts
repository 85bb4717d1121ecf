/**
 * The address of the client on the other end of the socket.
 *
 * Rate limits are counted per address, so the address must come from the connection, never
 * from a header the client can write (a forged `X-Forwarded-For` would buy a fresh bucket per
 * request). Behind reverse proxies the operator names (TRUST_PROXY), it is what they vouch for
 * (lib/client-address/trust-proxy.ts); the app sets it once per request (lib/http/create-app.ts).
 */
import { isIPv4, isIPv6 } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * Used when the request did not come through a Node socket (`app.request` in tests): a fixed,
 * valid address, so every such request shares one bucket rather than escaping the limit.
 */
export const UNKNOWN_CLIENT_ADDRESS = '0.0.0.0'

/** The header that carries the socket address to better-auth (see modules/auth/auth.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-hara-client-address'

/** The address the request came from, as set for it by the app, else the socket's. */
export function clientAddress(c: Context): string {
  return (c.get('clientAddress') as string | undefined) ?? socketAddress(c)
}

/** The address of the socket's peer (a proxy's, behind one). */
export function socketAddress(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address
    if (address && (isIPv4(address) || isIPv6(address))) return address
  } catch {
    // No Node socket behind this request.
  }
  return UNKNOWN_CLIENT_ADDRESS
}

/**
 * The key to count an address under: IPv4 as is (also when mapped into IPv6), IPv6 by its /64
 * network, since one home or phone is usually given a whole /64 and could rotate through it.
 */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!isIPv6(address)) return address.toLowerCase()
  return expandIPv6(address).slice(0, 4).join(':') + '::/64'
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    group.padStart(4, '0'),
  )
}
