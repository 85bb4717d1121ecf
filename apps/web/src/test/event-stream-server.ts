import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local HTTP server on 127.0.0.1 that speaks like `GET /api/sync/events`: each request is
 * answered by the next plan in line (a refusal with a status and headers, or a stream), the
 * last plan again once the line is used up. The test writes to, cuts or leaves silent the
 * stream that is open.
 */
export type Plan =
  | { status: number; headers?: Record<string, string> }
  | { stream: true; retry?: number; seq?: number }

export class EventStreamServer {
  private readonly server: Server
  private readonly plans: Plan[] = []
  private last: Plan = { stream: true }
  private open: ServerResponse | null = null
  /** When each request came in, by the (possibly fake) clock. */
  readonly requests: number[] = []
  url = ''

  private constructor() {
    this.server = createServer((request, response) => {
      this.requests.push(Date.now())
      const plan = this.plans.shift() ?? this.last
      this.last = plan
      if ('status' in plan) {
        response.writeHead(plan.status, { 'Content-Type': 'application/json', ...plan.headers })
        response.end(JSON.stringify({ error: { code: 'refused', message: 'Refused.' } }))
        return
      }
      response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' })
      response.write(`retry: ${plan.retry ?? 5000}\n\n`)
      response.write(
        `event: change\ndata: ${JSON.stringify({ seq: plan.seq ?? 1, keyVersion: 1 })}\n\n`,
      )
      this.open = response
      request.on('close', () => {
        if (this.open === response) this.open = null
      })
    })
  }

  static async start(): Promise<EventStreamServer> {
    const server = new EventStreamServer()
    await new Promise<void>((resolve) => server.server.listen(0, '127.0.0.1', resolve))
    const { port } = server.server.address() as AddressInfo
    server.url = `http://127.0.0.1:${port}/api/sync/events`
    return server
  }

  /** The answers to the next requests, in order. */
  answer(...plans: Plan[]): void {
    this.plans.push(...plans)
  }

  get streaming(): boolean {
    return this.open !== null
  }

  /** Writes to the open stream. */
  send(text: string): void {
    this.open?.write(text)
  }

  /** Ends the open stream, as the server does after a while or when it stops. */
  end(): void {
    this.open?.end()
    this.open = null
  }

  /** Cuts the connection under the open stream, as a network does. */
  cut(): void {
    this.open?.socket?.destroy()
    this.open = null
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}
