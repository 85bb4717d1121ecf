import { apart } from './device'
import type { SimServer } from './server'

/**
 * One phone's connection to the server: its session cookie on every request, and the faults a
 * history puts between the phone and the server. A fault is armed for one of the phone's next
 * requests (`skip` requests pass first) and fires once:
 * - `drop-before`: the request never reaches the server;
 * - `drop-after`: the server does it, the answer is lost;
 * - `duplicate`: the server gets it twice (a retry by the network), the phone one answer;
 * - `delay`: the phone gives up waiting, and the server gets it later (before the next step),
 *   after whatever the phones sent meanwhile;
 * - `refuse`: the server answers 503 `database_busy` without doing it (too busy);
 * - `between`: something else happens first (another phone's or tab's step), then the
 *   request goes on.
 */

export type FaultKind = 'drop-before' | 'drop-after' | 'duplicate' | 'delay' | 'refuse' | 'between'

export interface ArmedFault {
  kind: FaultKind
  skip: number
  /** Only requests whose path starts with this (all when absent). */
  path?: string
  /** Only requests of this method (all when absent). */
  method?: string
  /** For `between`: what happens first. */
  meanwhile?: () => Promise<void>
}

export const faultCounts = new Map<string, number>()
export function countFault(kind: string): void {
  faultCounts.set(kind, (faultCounts.get(kind) ?? 0) + 1)
}

/** Time the server took, for the speed report. */
export const requestTime = { total: 0, count: 0 }

const ORIGIN = 'http://localhost:3999'

function networkDown(): TypeError {
  return new TypeError('Failed to fetch')
}

export class Link {
  private readonly jar = new Map<string, string>()
  armed: ArmedFault[] = []
  /** Requests sent but not delivered yet (`delay`), delivered in order by `deliverLate`. */
  late: Request[] = []
  /** Requests seen, by method and path, for the stories a failure prints. */
  log: string[] = []
  /** The event stream: refused (403), or answered. */
  streamRefused = false

  constructor(
    readonly server: () => SimServer,
    readonly name: string,
    /** Puts this phone back in place after another step ran meanwhile. */
    private readonly resume: () => void,
  ) {}

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const request = new Request(new URL(url, ORIGIN), init)
    request.headers.set('Origin', ORIGIN)
    if (this.jar.size > 0) request.headers.set('Cookie', this.cookies())
    const pathname = new URL(request.url).pathname
    this.log.push(`${request.method} ${pathname}`)
    const fault = this.take(request.method, pathname)
    if (fault) countFault(fault.kind)
    switch (fault?.kind) {
      case 'drop-before':
        throw networkDown()
      case 'drop-after':
        await this.send(request)
        throw networkDown()
      case 'duplicate':
        await this.send(request.clone())
        return this.send(request)
      case 'delay':
        this.late.push(request)
        throw networkDown()
      case 'refuse':
        return Response.json(
          { error: { code: 'database_busy', message: 'Hara is very busy right now.' } },
          { status: 503, headers: { 'Retry-After': '1' } },
        )
      case 'between':
        if (fault.meanwhile) await apart(fault.meanwhile)
        this.resume()
        return this.send(request)
      default:
        return this.send(request)
    }
  }

  private take(method: string, pathname: string): ArmedFault | null {
    const index = this.armed.findIndex(
      (fault) =>
        (!fault.path || pathname.startsWith(fault.path)) &&
        (!fault.method || fault.method === method),
    )
    if (index === -1) return null
    const fault = this.armed[index]!
    if (fault.skip > 0) {
      fault.skip -= 1
      return null
    }
    this.armed.splice(index, 1)
    return fault
  }

  private async send(request: Request): Promise<Response> {
    const server = this.server()
    if (server.stopped) throw networkDown()
    if (this.streamRefused && new URL(request.url).pathname === '/api/sync/events') {
      return Response.json({ error: { code: 'forbidden', message: 'No.' } }, { status: 403 })
    }
    const bindings = {
      incoming: { url: request.url, socket: { remoteAddress: '10.0.0.1', remoteFamily: 'IPv4' } },
    }
    const began = performance.now()
    const response = await server.app.request(request, undefined, bindings)
    requestTime.total += performance.now() - began
    requestTime.count += 1
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? ''
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      if (/max-age=0/i.test(line) || value === '') this.jar.delete(name)
      else this.jar.set(name, value)
    }
    return response
  }

  cookies(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** The requests held back reach the server now, in the order they were sent. */
  async deliverLate(): Promise<void> {
    for (const request of this.late.splice(0)) {
      await this.send(request).catch(() => {})
    }
  }

  heal(): void {
    this.armed = []
    this.streamRefused = false
  }
}
