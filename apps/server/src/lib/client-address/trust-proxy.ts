/**
 * Which reverse proxies to believe about the client's address. Behind a
 * proxy every connection comes from the proxy, so per-address limits would count the proxy,
 * not people. With TRUST_PROXY set, the client's address is read from X-Forwarded-For, but only
 * as far as trusted proxies vouch for it: walking the chain from the socket back towards the
 * client, each trusted hop's word is taken, and the first address no trusted proxy stands behind
 * is the client's. A client can write X-Forwarded-For itself, so nothing to its left counts.
 */
import { isIP } from 'node:net'

export type TrustProxy =
  | { kind: 'off' }
  /** This many proxies in front of the server, the nearest being the socket's peer. */
  | { kind: 'hops'; hops: number }
  /** Connections from these addresses are proxies. */
  | { kind: 'addresses'; addresses: ReadonlySet<string> }

const MAX_HOPS = 10

/** `off`, a hop count or a list of addresses; null when the value is none of these. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim().toLowerCase()
  if (text === '' || text === 'off' || text === 'false' || text === '0') return { kind: 'off' }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return hops >= 1 && hops <= MAX_HOPS ? { kind: 'hops', hops } : null
  }
  const addresses = text.split(',').map((part) => normalize(part.trim()))
  if (addresses.some((address) => isIP(address) === 0)) return null
  return { kind: 'addresses', addresses: new Set(addresses) }
}

/** IPv4 mapped into IPv6 (as Node reports IPv4 peers on a dual-stack socket) as plain IPv4. */
function normalize(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return (mapped?.[1] ?? address).toLowerCase()
}

/**
 * The client's address, given the socket's peer and the X-Forwarded-For header(s). Falls back
 * to the socket's address whenever the chain is missing or malformed.
 */
export function resolveClientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  if (trust.kind === 'off' || !forwardedFor) return socketAddress
  const forwarded = forwardedFor.split(',').map((part) => normalize(part.trim()))
  if (forwarded.some((address) => isIP(address) === 0)) return socketAddress
  // Nearest first: the socket's peer, then what each proxy says it was connected to.
  const chain = [normalize(socketAddress), ...forwarded.reverse()]
  if (trust.kind === 'hops') return chain[Math.min(trust.hops, chain.length - 1)]!
  let i = 0
  while (i < chain.length - 1 && trust.addresses.has(chain[i]!)) i++
  return chain[i]!
}
