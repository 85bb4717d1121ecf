// `npm run test:load:streams`: N open phones (default 10,000; `--streams N`) hold a sync event
// stream each on one server process, on loopback, against a throwaway PostgreSQL (`--db
// postgres`, the default) or PGlite (`--db pglite`), 6 phones per account, with the server's
// default limits. It prints the memory each stream costs, health's p99 and the fan-out p99 (a
// record written by an account reaching its phones) while they hold, then drops every stream
// at once and prints how long it took until all were live again and what each wave of
// reconnects was answered, health's answers during the storm included. Each phone comes back
// as a phone does: after the `retry` its stream sent, then after each `Retry-After`.
//
// Exits non-zero when a target of ADR 0047 is missed (every stream opens; health p99 under
// 50 ms and always 200; fan-out p99 under 500 ms; the reconnect within 15 s with no 5xx).
// `--write` (or WRITE_FIGURES=1) writes the figures into docs/quality.md.
// `--hold S` sets how long the streams are held (default 20 s). Everything listens on
// 127.0.0.1 and stops by itself: after 10 minutes plus a second per account at most (making
// the accounts, a password hash each, is the slow part on a busy machine). Runs the built server (`npm run build
// -w @hara/server`, which the npm script does first).
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { root } from './lib.mjs'
import { recordFigures } from './lib/doc-figures.mjs'
import { freePort, startThrowawayPostgres } from './lib/throwaway-postgres.mjs'
import { probeFanOut, probeHealth, setUpSync } from './load/stream-probes.mjs'
import {
  createPhone,
  inBatches,
  openUntilLive,
  percentile,
  sleep,
  statusCounts,
} from './load/stream-phones.mjs'

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 ? process.argv[at + 1] : fallback
}
const STREAMS = Number(arg('streams', 10_000))
const DB = arg('db', 'postgres')
const HOLD_SECONDS = Number(arg('hold', 20))
const PER_ACCOUNT = 6
if (!(STREAMS > 0) || !['pglite', 'postgres'].includes(DB)) {
  console.error('usage: node scripts/load-streams.mjs [--streams N] [--db pglite|postgres]')
  process.exit(2)
}

// Every stream is a descriptor here and one in the server: raise the limit (as root) once.
const openFiles = () =>
  Number(readFileSync('/proc/self/limits', 'utf8').match(/^Max open files\s+(\d+)/m)?.[1] ?? 0)
if (openFiles() < 2 * STREAMS + 4096 && !process.env.HARA_LOAD_RAISED) {
  const script = fileURLToPath(import.meta.url)
  const raised = spawnSync(
    'sh',
    ['-c', 'ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"', 'sh'].concat(
      process.execPath,
      script,
      process.argv.slice(2),
    ),
    { stdio: 'inherit', env: { ...process.env, HARA_LOAD_RAISED: '1' } },
  )
  process.exit(raised.status ?? 1)
}

const postgres = DB === 'postgres' ? await startThrowawayPostgres({ name: 'hara-load-pg' }) : null
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-load-streams-'))
mkdirSync(path.join(dataDir, 'web'))
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/index.mjs')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    BETTER_AUTH_URL: base,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    DATABASE_URL: postgres?.url ?? '',
    LOG_LEVEL: 'warn',
    // Every simulated person signs up from 127.0.0.1; the limits are proven by the tests.
    RATE_LIMITS: 'off',
    ACCESS_CODE: 'intuition',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
})
const serverWarnings = []
server.stderr.setEncoding('utf8').on('data', (text) => serverWarnings.push(text))

const rssMb = () => {
  const kb = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)?.[1]
  return kb ? Number(kb) / 1024 : NaN
}
const ms = (value) => `${Math.round(value)} ms`
const failures = []
const check = (ok, text) => {
  console.log(`  ${ok ? 'met   ' : 'MISSED'} ${text}`)
  if (!ok) failures.push(text)
}

const phones = []
const stopAll = setTimeout(
  () => {
    console.error('load test: out of time, stopping')
    cleanUp().finally(() => process.exit(2))
  },
  (10 * 60 + Math.ceil(STREAMS / PER_ACCOUNT)) * 1000,
)
stopAll.unref()

async function cleanUp() {
  for (const phone of phones) phone.drop()
  if (server.exitCode === null) {
    server.kill('SIGTERM')
    const killer = setTimeout(() => server.kill('SIGKILL'), 10_000)
    await new Promise((resolve) => server.once('exit', resolve))
    clearTimeout(killer)
  }
  postgres?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

/** A new account: signed up, admitted, with record sync set up. */
async function newAccount(index) {
  const email = `streams-${index}-${Date.now()}@example.com`
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { Origin: base, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse', nickname: 'Load' }),
  })
  await res.arrayBuffer()
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('better-auth.session_token='))
  if (res.status !== 200 || !cookie) throw new Error(`sign-up answered ${res.status}`)
  const code = await fetch(`${base}/api/access-code`, {
    method: 'POST',
    headers: { Origin: base, Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ code: 'intuition' }),
  })
  await code.arrayBuffer()
  if (code.status !== 204) throw new Error(`access code answered ${code.status}`)
  return { cookie, keyId: await setUpSync(base, cookie), phones: [] }
}

try {
  for (let i = 0; ; i++) {
    if (i > 900 || server.exitCode !== null) throw new Error('the server did not start')
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await sleep(200)
  }
  const accountCount = Math.ceil(STREAMS / PER_ACCOUNT)
  console.log(
    `Stream load test: ${STREAMS} streams, ${accountCount} accounts of ${PER_ACCOUNT} phones ` +
      `(one session each), one server process on ${DB === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ` +
      `default limits; open-file limit ${openFiles()}`,
  )
  let started = performance.now()
  const accounts = new Array(accountCount)
  await inBatches([...accounts.keys()], 8, async (i) => (accounts[i] = await newAccount(i)))
  console.log(`  ${accountCount} accounts made in ${ms(performance.now() - started)}`)
  const origin = base
  for (let i = 0; i < STREAMS; i++) {
    const account = accounts[Math.floor(i / PER_ACCOUNT)]
    const phone = createPhone({ host: '127.0.0.1', port, origin, cookie: account.cookie, account })
    account.phones.push(phone)
    phones.push(phone)
  }
  await sleep(2000)
  const before = rssMb()

  // Opening: 200 at a time, each until live.
  started = performance.now()
  const openWaves = []
  const opened = []
  await inBatches(phones, 200, async (phone) => {
    opened.push(await openUntilLive(phone, openWaves, performance.now() + 120_000))
  })
  const openedCount = opened.filter((at) => at !== null).length
  console.log(
    `  opened ${openedCount} of ${STREAMS} in ${ms(performance.now() - started)}; ` +
      `answers: ${openWaves.map((wave, i) => `wave ${i + 1} (${statusCounts(wave)})`).join('; ')}`,
  )
  await sleep(3000)
  const held = rssMb()

  // Holding: health probes and fan-out.
  const health = probeHealth(base, 100)
  const fanOut = probeFanOut(base, accounts, 100)
  await sleep(HOLD_SECONDS * 1000)
  await fanOut.stop()
  const holdHealth = health.answers.splice(0)
  const fan = fanOut.result

  // The storm: every stream dropped at once; each phone back after its `retry`.
  const stormWaves = []
  started = performance.now()
  for (const phone of phones) phone.drop()
  const back = await Promise.all(
    phones.map(async (phone) => {
      await sleep(phone.retryMs)
      return openUntilLive(phone, stormWaves, started + 120_000)
    }),
  )
  const reconnectMs = Math.max(...back.map((at) => (at ?? Infinity) - started))
  await sleep(1000)
  await health.stop()
  const stormHealth = health.answers

  const perStreamKb = ((held - before) * 1024) / openedCount
  const healthStatuses = (answers) => {
    const counts = new Map()
    for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1)
    return statusCounts(counts)
  }
  const healthP99 = percentile(
    holdHealth.map((a) => a.ms),
    99,
  )
  const stormHealthP99 = percentile(
    stormHealth.map((a) => a.ms),
    99,
  )
  const fanP99 = percentile(fan.times, 99)
  const stormStatuses = stormWaves.flatMap((wave) => [...wave])
  const fiveHundreds = stormStatuses
    .filter(([status]) => typeof status === 'number' && status >= 500)
    .reduce((n, [, count]) => n + count, 0)
  const shedding = stormHealth.filter((a) => a.load === 'shedding').length

  console.log(
    `\n  server memory (RSS): ${Math.round(before)} MB before the streams, ${Math.round(held)} MB ` +
      `with ${openedCount} open: ${perStreamKb.toFixed(1)} kB per stream`,
  )
  console.log(
    `  while holding (${HOLD_SECONDS} s): health ${holdHealth.length} probes, p50 ` +
      `${ms(
        percentile(
          holdHealth.map((a) => a.ms),
          50,
        ),
      )}, p99 ${ms(healthP99)} ` +
      `(${healthStatuses(holdHealth)}); fan-out ${fan.writes} writes, ${fan.times.length} ` +
      `arrivals, p50 ${ms(percentile(fan.times, 50))}, p99 ${ms(fanP99)}, ${fan.missed} missed, ` +
      `${fan.refused} writes refused`,
  )
  console.log(
    `  reconnect storm: all ${STREAMS} dropped at once, all live again after ` +
      `${Number.isFinite(reconnectMs) ? ms(reconnectMs) : 'never (within 120 s)'}; ` +
      stormWaves.map((wave, i) => `wave ${i + 1} (${statusCounts(wave)})`).join('; '),
  )
  console.log(
    `  health during the storm: ${stormHealth.length} probes, p99 ${ms(stormHealthP99)} ` +
      `(${healthStatuses(stormHealth)}), ${shedding} said load: shedding`,
  )
  if (serverWarnings.length) console.log(`  server said: ${serverWarnings.join('').trim()}`)
  console.log('')
  check(openedCount === STREAMS, `every stream opens (${openedCount} of ${STREAMS})`)
  check(healthP99 < 50, `health p99 under 50 ms while holding (${ms(healthP99)})`)
  check(fanP99 < 500 && fan.missed === 0, `fan-out p99 under 500 ms (${ms(fanP99)})`)
  check(reconnectMs <= 15_000, `full reconnect within 15 s (${ms(reconnectMs)})`)
  check(fiveHundreds === 0, `no 5xx to any stream in the storm (${fiveHundreds})`)
  const all = [...holdHealth, ...stormHealth]
  check(
    all.every((a) => a.status === 200),
    `every health probe answers 200 (${healthStatuses(all)})`,
  )
  const figures =
    `${STREAMS} streams, ${openedCount} opened, ${perStreamKb.toFixed(1)} kB each (RSS); ` +
    `holding: health p99 ${ms(healthP99)}, fan-out p99 ${ms(fanP99)}; storm: all live again ` +
    `after ${Number.isFinite(reconnectMs) ? ms(reconnectMs) : 'never'}, first wave ` +
    `${statusCounts(stormWaves[0] ?? new Map())}, ${fiveHundreds} × 5xx, health ` +
    `${healthStatuses(all)} (p99 ${ms(stormHealthP99)} in the storm); ` +
    (failures.length ? `missed: ${failures.join('; ')}` : 'every target met')
  if (DB === 'postgres') recordFigures('test:load:streams:postgres', figures)
  else recordFigures('test:load:streams:pglite', figures)
  process.exitCode = failures.length ? 1 : 0
} catch (error) {
  console.error(`load test failed: ${error.message}`)
  if (serverWarnings.length) console.error(serverWarnings.join(''))
  process.exitCode = 1
} finally {
  clearTimeout(stopAll)
  await cleanUp()
}
