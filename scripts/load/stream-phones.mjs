// Simulated open phones for `npm run test:load:streams`: each holds one sync event stream on a
// connection of its own, as a phone's EventSource does, remembers the `retry` the server sent
// and the latest seq it was told, and after a drop comes back as a phone would: after its
// `retry`, and after `Retry-After` when refused.
import http from 'node:http'

/** One phone of an account; `cookie` is the account's session. */
export function createPhone({ host, port, origin, cookie, account }) {
  const phone = { account, retryMs: 5000, latest: -1, waiters: new Set(), request: null }

  const told = (seq) => {
    phone.latest = Math.max(phone.latest, seq)
    for (const wait of phone.waiters) wait()
  }

  /**
   * Opens the stream. Resolves `{ status, retryAfter }` once the first change arrived (200) or
   * the refusal was read; a connection that failed resolves with its error code as status.
   */
  phone.open = () =>
    new Promise((resolve) => {
      let settled = false
      const settle = (answer) => {
        if (settled) return
        settled = true
        resolve(answer)
      }
      const request = http.request({
        host,
        port,
        path: '/api/sync/events',
        headers: { Cookie: cookie, Origin: origin, Accept: 'text/event-stream' },
        agent: false,
      })
      phone.request = request
      request.on('error', (error) => settle({ status: error.code ?? 'error', retryAfter: 1 }))
      request.on('response', (res) => {
        if (res.statusCode !== 200) {
          res.resume()
          res.on('end', () =>
            settle({
              status: res.statusCode,
              retryAfter: Number(res.headers['retry-after'] ?? 1),
            }),
          )
          return
        }
        let buffer = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          buffer += chunk
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const retry = block.match(/^retry: (\d+)$/m)?.[1]
            if (retry) phone.retryMs = Number(retry)
            const data = block.match(/^data: (.*)$/m)?.[1]
            if (data) {
              told(JSON.parse(data).seq)
              settle({ status: 200, retryAfter: 0 })
            }
          }
        })
        res.on('error', () => {})
        res.on('close', () => settle({ status: 'closed before the first change', retryAfter: 1 }))
      })
      request.end()
    })

  /** Drops the connection, as a network blip or a proxy restart does. */
  phone.drop = () => {
    phone.request?.destroy()
    phone.request = null
  }

  /** Resolves with the time `seq` arrived, or null after `withinMs`. */
  phone.until = (seq, withinMs) =>
    new Promise((resolve) => {
      if (phone.latest >= seq) return resolve(performance.now())
      const timer = setTimeout(() => {
        phone.waiters.delete(check)
        resolve(null)
      }, withinMs)
      const check = () => {
        if (phone.latest < seq) return
        clearTimeout(timer)
        phone.waiters.delete(check)
        resolve(performance.now())
      }
      phone.waiters.add(check)
    })

  return phone
}

/**
 * Opens `phone` until it is live, honouring `Retry-After`: each attempt is one wave. Counts
 * each wave's answers into `waves` (wave index → status → count); resolves with the time it
 * became live, or null at `deadline` (performance.now()).
 */
export async function openUntilLive(phone, waves, deadline) {
  for (let wave = 0; performance.now() < deadline; wave++) {
    const { status, retryAfter } = await phone.open()
    waves[wave] ??= new Map()
    waves[wave].set(status, (waves[wave].get(status) ?? 0) + 1)
    if (status === 200) return performance.now()
    await sleep(Math.max(0.2, retryAfter) * 1000)
  }
  return null
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `task` over `items`, `width` at a time. */
export async function inBatches(items, width, task) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        await task(items[index], index)
      }
    }),
  )
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

/** "200: 9950, 503: 50" */
export const statusCounts = (counts) =>
  [...counts]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ')
