// `npm run test:load`: 200 simulated people use Hara at once for 60 s, on loopback, against
// PostgreSQL (DATABASE_URL, or a throwaway cluster when it is unset; LOAD_DB=pglite for the
// embedded database). Each signs in, reads the profile and asks the coach for today's focus,
// writes one record of record sync, pauses a second, and again; all the while each holds a
// sync event stream open, as an open phone does, and the change of each write is timed to its
// arrival there. Then 32 photos are uploaded at once. It prints the errors (budget 0), p50 and
// p99 latency per step, the streams and their events, and the server's memory before, at its
// peak and after.
//
// LOAD_USERS and LOAD_SECONDS change the size; LOAD_LOG_LEVEL=warn shows why a request failed.
// Build first (`npm run build`).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { root } from './lib.mjs'
import { freePort, startThrowawayPostgres } from './lib/throwaway-postgres.mjs'
import { syncPerson, syncStreamStats } from './load/sync-streams.mjs'

const USERS = Number(process.env.LOAD_USERS ?? 200)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const UPLOADS = 32
const usePglite = process.env.LOAD_DB === 'pglite'

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)
  return line ? Math.round(Number(line[1]) / 1024) : NaN
}
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

const postgres =
  usePglite || process.env.DATABASE_URL
    ? null
    : await startThrowawayPostgres({ name: 'hara-load-pg' })
const databaseUrl = usePglite ? '' : (process.env.DATABASE_URL ?? postgres.url)
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-load-'))
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/index.mjs')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    BETTER_AUTH_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'error',
    // Every simulated person comes from 127.0.0.1; the limits are proven by the server's tests.
    RATE_LIMITS: 'off',
    ACCESS_CODE: 'intuition',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

/** One simulated person: a cookie jar, and timings per step. */
function person(index) {
  let cookie = ''
  const email = `load-${index}-${Date.now()}@example.com`
  const call = async (method, pathname, body) => {
    const headers = { Origin: base, ...(cookie ? { Cookie: cookie } : {}) }
    const json = body !== undefined && !(body instanceof FormData)
    if (json) headers['Content-Type'] = 'application/json'
    const res = await fetch(base + pathname, {
      method,
      headers,
      body: json ? JSON.stringify(body) : body,
    })
    const token = res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair.startsWith('better-auth.session_token='))
    if (token) cookie = token
    await res.arrayBuffer()
    return res.status
  }
  return { email, call, cookie: () => cookie }
}

const steps = new Map()
const streams = syncStreamStats()
let people = []
let errors = 0
const errorKinds = new Map()
async function timed(step, run, ok = (status) => status === 200) {
  const started = performance.now()
  let status
  try {
    status = await run()
  } catch (err) {
    status = err.cause?.code ?? err.message
  }
  const ms = performance.now() - started
  if (!steps.has(step)) steps.set(step, [])
  steps.get(step).push(ms)
  if (!ok(status)) {
    errors += 1
    const kind = `${step}: ${status}`
    errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1)
  }
}

const entries = Array.from({ length: 5 }, (_, i) => ({
  mode: 'tap',
  timestamp: new Date(Date.now() - i * 86_400_000).toISOString(),
  context: i % 2 ? 'Work' : 'Relationship',
  description: 'A meeting I was unsure about',
  bodySensation: 'Tight chest',
  gutFeeling: 'no',
  willIgnore: i % 2 ? 'yes' : 'no',
  decision: null,
  consequence: i % 3 ? 'Glad I listened' : null,
}))

let peak = 0
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb(server.pid))
}, 100)

try {
  for (let i = 0; ; i++) {
    if (i > 300) throw new Error('server did not start')
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((r) => setTimeout(r, 200))
  }
  console.log(
    `Load test: ${USERS} people for ${SECONDS} s on ${usePglite ? 'PGlite' : 'PostgreSQL'}`,
  )

  // Accounts first (sign-up, then the access code), 20 at a time.
  people = Array.from({ length: USERS }, (_, i) => person(i))
  for (let i = 0; i < people.length; i += 20) {
    await Promise.all(
      people.slice(i, i + 20).map(async (p) => {
        await timed('sign up', () =>
          p.call('POST', '/api/auth/sign-up/email', {
            email: p.email,
            password: 'correct horse',
            nickname: 'Load',
          }),
        )
        await timed(
          'access code',
          () => p.call('POST', '/api/access-code', { code: 'intuition' }),
          (s) => s === 204,
        )
      }),
    )
  }
  // Each sets up record sync and opens the event stream it holds for the whole run.
  for (let i = 0; i < people.length; i += 20) {
    await Promise.all(
      people.slice(i, i + 20).map(async (p) => {
        p.sync = syncPerson(base, p.cookie, streams)
        await timed('sync: set up', () => p.sync.setUp())
        await timed('sync: open the event stream', () => p.sync.open())
      }),
    )
  }
  await new Promise((r) => setTimeout(r, 2000))
  const before = rssMb(server.pid)
  peak = before
  steps.clear()

  const until = Date.now() + SECONDS * 1000
  let rounds = 0
  await Promise.all(
    people.map(async (p, i) => {
      // Spread the start over the first second, as people do not all tap at once.
      await new Promise((r) => setTimeout(r, (i * 1000) / USERS))
      while (Date.now() < until) {
        await timed('sign in', () =>
          p.call('POST', '/api/auth/sign-in/email', { email: p.email, password: 'correct horse' }),
        )
        await timed('read profile', () => p.call('GET', '/api/profile'))
        await timed('coach: daily focus', () =>
          p.call('POST', '/functions/v1/gut-coach', { type: 'daily_focus', entries }),
        )
        let written
        await timed('sync: write a record', async () => {
          written = await p.sync.write()
          return written.status
        })
        if (written?.status === 200) {
          await timed('sync: change on its stream', async () => {
            await p.sync.until(written.seq)
            return 200
          })
        }
        rounds += 1
        await new Promise((r) => setTimeout(r, 1000))
      }
    }),
  )
  const afterLoad = rssMb(server.pid)
  const loadPeak = peak

  // A burst of photo uploads: 32 phone photos (12 MP) at once.
  const photo = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#7c3aed' },
  })
    .jpeg({ quality: 90 })
    .toBuffer()
  peak = rssMb(server.pid)
  await Promise.all(
    people.slice(0, UPLOADS).map(async (p) => {
      const form = new FormData()
      form.append('file', new File([photo], 'photo.jpg', { type: 'image/jpeg' }))
      // 503 `busy` (try again shortly) is an answer the app handles, not an error.
      await timed(
        'avatar upload (32 at once)',
        () => p.call('POST', '/api/profile/avatar', form),
        (s) => s === 200 || s === 503,
      )
    }),
  )
  const uploadPeak = peak
  await new Promise((r) => setTimeout(r, 2000))
  const after = rssMb(server.pid)

  const rows = [...steps].map(([step, times]) => {
    const sorted = [...times].sort((a, b) => a - b)
    return `  ${step.padEnd(28)} ${String(times.length).padStart(7)}   p50 ${String(Math.round(percentile(sorted, 50))).padStart(5)} ms   p99 ${String(Math.round(percentile(sorted, 99))).padStart(5)} ms`
  })
  const total = [...steps.values()].reduce((n, t) => n + t.length, 0)
  console.log(`\n  step                         requests   latency`)
  console.log(rows.join('\n'))
  console.log(
    `\n  rounds completed: ${rounds} (${(total / SECONDS).toFixed(0)} requests/s during the load)`,
  )
  console.log(
    `  errors: ${errors} (budget 0)${errorKinds.size ? '  ' + JSON.stringify(Object.fromEntries(errorKinds)) : ''}`,
  )
  console.log(
    `  sync event streams: ${streams.opened} opened, ${streams.peakOpen} open at once, ${streams.open} still open at the end, ${streams.refused} refused; ${streams.events} change events received`,
  )
  console.log(
    `  server memory (RSS): ${before} MB before, ${loadPeak} MB peak and ${afterLoad} MB after the load; ${uploadPeak} MB peak during the uploads, ${after} MB after`,
  )
  process.exitCode = errors > 0 ? 1 : 0
} finally {
  clearInterval(sampler)
  await Promise.all(people.map((p) => p.sync?.close()))
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  postgres?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
