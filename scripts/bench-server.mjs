// `npm run bench:server`: starts the built server on a free port with a throwaway data folder,
// loads it from this machine for a few seconds per route, prints the figures and checks them
// against budgets. Build first (`npm run build`). Loopback only, bounded in time.
//
// 1. Latency (embedded PGlite): p99 of health, the app shell and a signed-out API call.
// 2. What a session costs: a signed-in `GET /api/profile` and `GET /api/health` loaded side by
//    side in one run, their throughput as a ratio, on PGlite and on PostgreSQL (a throwaway
//    cluster of Debian's PostgreSQL, when it is installed). Budget: at least 0.5 on PostgreSQL.
// With `--write`, the figures replace their line in docs/quality.md.
import autocannon from 'autocannon'
import { startBuiltServer } from './built-server.mjs'
import { recordFigures } from './lib/doc-figures.mjs'
import { postgresBinaries, startThrowawayPostgres } from './lib/throwaway-postgres.mjs'

/** p99 latency budgets (ms) with 10 connections on a shared 2-core machine. */
const ROUTES = [
  { name: 'health (real database query)', path: '/api/health', p99: 100 },
  { name: 'app shell (index.html)', path: '/home', p99: 100 },
  { name: 'signed-out API call (401)', path: '/api/profile', p99: 100 },
]
const SECONDS = 5
const RATIO_BUDGET = { PGlite: null, PostgreSQL: 0.5 }

let failed = false
/** The run's figures, short, for docs/quality.md. */
const figures = []
const load = (url, options = {}) =>
  autocannon({ url, connections: 10, duration: SECONDS, ...options })

async function latency() {
  const { base, stop } = await startBuiltServer()
  try {
    console.log('Latency, embedded PGlite, 10 connections')
    for (const route of ROUTES) {
      const result = await load(base + route.path)
      const { p50, p99 } = result.latency
      const over = p99 > route.p99
      failed ||= over || result.errors > 0
      figures.push(`${route.path} p99 ${p99} ms`)
      console.log(
        `  ${route.name.padEnd(30)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${p50} ms  p99 ${p99} ms (budget ${route.p99})${over ? '  OVER BUDGET' : ''}`,
      )
    }
  } finally {
    await stop()
  }
}

async function signUp(base) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'correct horse battery',
      name: 'Bench',
      nickname: 'Bench',
    }),
  })
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

async function sessionCost(database, env) {
  const { base, stop } = await startBuiltServer({ RATE_LIMITS: 'off', ...env })
  try {
    const cookie = await signUp(base)
    const check = await fetch(`${base}/api/profile`, { headers: { Cookie: cookie } })
    if (check.status !== 200) throw new Error(`signed-in profile answered ${check.status}`)
    const [health, profile] = await Promise.all([
      load(`${base}/api/health`, { connections: 5 }),
      load(`${base}/api/profile`, { connections: 5, headers: { Cookie: cookie } }),
    ])
    const errors = health.errors + profile.errors + health.non2xx + profile.non2xx
    const ratio = profile.requests.average / health.requests.average
    const budget = RATIO_BUDGET[database]
    const over = budget !== null && ratio < budget
    failed ||= over || errors > 0
    figures.push(`ratio ${ratio.toFixed(2)} on ${database}`)
    console.log(
      `  ${database.padEnd(11)} health ${Math.round(health.requests.average)} req/s, signed-in profile ${Math.round(profile.requests.average)} req/s: ratio ${ratio.toFixed(2)}${budget === null ? '' : ` (budget ≥ ${budget})`}${over ? '  UNDER BUDGET' : ''}${errors ? `  ${errors} errors` : ''}`,
    )
  } finally {
    await stop()
  }
}

try {
  await latency()
  console.log('\nSigned-in profile vs health, side by side (5 + 5 connections)')
  await sessionCost('PGlite', {})
  const found = postgresBinaries()
  if ('missing' in found) {
    console.log(`  PostgreSQL  skipped: ${found.missing}`)
  } else {
    const postgres = await startThrowawayPostgres({ name: 'hara-bench-pg' })
    try {
      await sessionCost('PostgreSQL', { DATABASE_URL: postgres.url })
    } finally {
      postgres.stop()
    }
  }
} catch (error) {
  console.error(error)
  failed = true
}
if (figures.length > 0) recordFigures('bench:server', figures.join(', '))
process.exit(failed ? 1 : 0)
