/**
 * Which push endpoints the server will post to. A subscription's endpoint comes from the
 * browser, so it is checked against the known push services (PUSH_SERVICE_HOSTS) before it is
 * stored and again before each send: the server never posts to an address a client made up.
 */

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Whether `endpoint` is an https URL on one of `hosts` (or a subdomain of one), on https's own
 * port: a listed host's other ports (`:22`, `:8443`) are other services, never a push service's.
 * Plain http, on any port, is accepted only for a loopback host that is listed by
 * name, for a local push service in tests.
 */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  const listed = hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
  if (!listed) return false
  // The URL parser drops the default port: `:443` reads as ''.
  if (url.protocol === 'https:') return url.port === ''
  return url.protocol === 'http:' && LOOPBACK.has(host)
}
