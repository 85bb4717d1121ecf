/**
 * A small load balancer for tests, on 127.0.0.1: each request goes to the next upstream in
 * turn, as nginx's default `upstream` does, whatever connection it came on. Answers carry
 * `X-Served-By` (the upstream's index), so a test can see which process answered.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export const SERVED_BY = 'x-served-by'

export type RoundRobinProxy = { url: string; close(): Promise<void> }

export async function startRoundRobinProxy(
  upstreams: string[],
  port = 0,
): Promise<RoundRobinProxy> {
  let turn = 0
  const server = http.createServer((req, res) => {
    const index = turn++ % upstreams.length
    const upstream = new URL(req.url ?? '/', upstreams[index])
    const forwarded = http.request(
      upstream,
      {
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: String(index) })
        answer.pipe(res)
      },
    )
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { [SERVED_BY]: String(index) })
      res.end()
    })
    req.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
