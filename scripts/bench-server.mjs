// `npm run bench:server`: starts the built server on a free port with a throwaway data folder
// (embedded PGlite), loads it from this machine for a few seconds per route, prints the figures
// and checks them against budgets. Build first (`npm run build`). Loopback only, bounded in time.
import autocannon from 'autocannon'
import { startBuiltServer } from './built-server.mjs'

/** p99 latency budgets (ms) with 10 connections on a shared 2-core machine. */
const ROUTES = [
  { name: 'health (real database query)', path: '/api/health', p99: 100 },
  { name: 'app shell (index.html)', path: '/home', p99: 100 },
  { name: 'signed-out API call (401)', path: '/api/profile', p99: 100 },
]
const SECONDS = 5

const { base, stop } = await startBuiltServer()

let failed = false
try {
  for (const route of ROUTES) {
    const result = await autocannon({ url: base + route.path, connections: 10, duration: SECONDS })
    const { p50, p99 } = result.latency
    const over = p99 > route.p99
    failed ||= over || result.errors > 0
    console.log(
      `${route.name.padEnd(30)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${p50} ms  p99 ${p99} ms (budget ${route.p99})${over ? '  OVER BUDGET' : ''}`,
    )
  }
} finally {
  await stop()
}
process.exit(failed ? 1 : 0)
