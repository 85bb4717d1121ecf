// `npm run bench:server`: starts the built server on a free port with a throwaway data folder
// (embedded PGlite), loads it from this machine for a few seconds per route, prints the figures
// and checks them against budgets. Build first (`npm run build`). Loopback only, bounded in time.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { root } from './lib.mjs'

/** p99 latency budgets (ms) with 10 connections on a shared 2-core machine. */
const ROUTES = [
  { name: 'health (real database query)', path: '/api/health', p99: 100 },
  { name: 'app shell (index.html)', path: '/home', p99: 100 },
  { name: 'signed-out API call (401)', path: '/api/profile', p99: 100 },
]
const SECONDS = 5

const port = await new Promise((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address()
    srv.close(() => resolve(port))
  })
})
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-bench-'))
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/index.mjs')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const stop = () => {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}

let failed = false
try {
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (i > 100) throw new Error('server did not start')
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 200))
  }
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
  stop()
}
process.exit(failed ? 1 : 0)
