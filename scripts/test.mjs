// `npm test`: the whole proof, shaped like a pyramid (docs/testing.md). First what the machine
// needs (installed on Debian as root, otherwise the command to run); then, as many at once as
// the cores allow:
//   1. the typecheck, the lint (ESLint; Oxlint's type-aware promise rules and import cycles,
//      ADR 0094; the formatter's check, ADR 0096) and the production build, as pieces kept one per core,
//      longest first (`npm run lint` as one process was the stage's tail, one core idle);
//   2. the sync simulation's fixed count of histories, with the core's and the coach's tests
//      (their line coverage checked), the root scripts' own tests and the coach's evaluation
//      beside its start, whose module loading leaves the cores idle (ADR 0098);
//   3. the server's tests (on PostgreSQL) and the web app's, with the machine to themselves;
//   4. the journeys, against the build of step 1.
// Stops at the first failing stage and prints each task's time and the stages' total. What the
// machine lacks is installed beside steps 1 and 2, which need none of it.
import { spawn } from 'node:child_process'
import os from 'node:os'
import { root, run, typecheckedWorkspaces } from './lib.mjs'
import { installPlanned, machinePlan } from './lib/prerequisites.mjs'

/**
 * Every Node process of the proof (the linters, Vitest and its workers, the servers the tests
 * start, Playwright's workers) collects its young objects in semi-spaces of 64 MB, not V8's
 * 16 MB: ESLint spent a quarter of its time collecting garbage. ESLint's web half took 48.8 s
 * against 59.0 s, the server's and the web app's tests 271.3 s against 295.1 s (ADR 0092). It
 * changes when memory is collected, not what any code does; `npm start` keeps V8's default.
 */
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, '--max-semi-space-size=64']
  .filter(Boolean)
  .join(' ')

/** `npm run lint:es` in two halves, the web app and the rest, each its own process. */
const ESLINT = ['exec', '--', 'eslint', '--max-warnings=0']

/** The longest typechecks first (TypeScript 7: 4–7 s each on a slow machine, the others 1–2 s). */
const LONGEST_TYPECHECKS = ['apps/web', 'tests/sync-simulation', 'apps/server']
const rank = (folder) => {
  const at = LONGEST_TYPECHECKS.indexOf(folder)
  return at === -1 ? LONGEST_TYPECHECKS.length : at
}

/** Each workspace's typecheck, a task each, longest first. */
function typechecks() {
  return typecheckedWorkspaces()
    .sort((a, b) => rank(a) - rank(b))
    .map((folder) => [`typecheck: ${folder}`, ['run', 'typecheck', '-w', folder]])
}

/**
 * A stage is one task or several run side by side; each task is `npm <args>` in the root. A
 * stage with `at` runs at most that many of its tasks at once, in their order; one with
 * `needsPackages` waits for the Debian packages being installed.
 */
const stages = [
  {
    name: 'checks and build',
    at: os.availableParallelism(),
    tasks: [
      ['lint: ESLint, the web app', [...ESLINT, 'apps/web']],
      ['lint: ESLint, all but the web app', [...ESLINT, '--ignore-pattern', 'apps/web/**', '.']],
      ['lint: oxlint (promises, cycles)', ['run', 'lint:ox']],
      ['build', ['run', 'build']],
      ...typechecks(),
      ['lint: catalogs', ['run', 'check:catalogs']],
      ['lint: the format (oxfmt)', ['run', 'lint:format']],
      ['lint: links in the docs', ['run', 'check:docs']],
    ],
  },
  {
    name: 'simulation, core, coach and scripts',
    tasks: [
      ['sync simulation', ['run', 'test:simulation']],
      ['vitest (core, coach) with coverage', ['run', 'test:covered']],
      ['scripts', ['run', 'test:scripts']],
      ['coach evaluation', ['run', 'eval', '-w', '@hara/coach']],
    ],
  },
  {
    name: 'the server and the web app',
    // PostgreSQL, the recogniser and the rest of what the machine lacked (prerequisites.mjs).
    needsPackages: true,
    tasks: [['vitest (server, web)', ['run', 'test:app']]],
  },
  {
    name: 'end-to-end journeys',
    needsPackages: true,
    tasks: [['journeys', ['run', 'e2e', '-w', '@hara/e2e']]],
  },
]

/** Runs one task with its output held back, so tasks side by side do not interleave. */
function captured(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, env: process.env })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }))
  })
}

const times = []
const summary = () => {
  console.log('\ntimes:')
  for (const [name, seconds] of times) {
    console.log(`  ${name.padEnd(40)} ${seconds.toFixed(1).padStart(7)} s`)
  }
  const total = (Date.now() - started) / 1000
  console.log(`  ${'total'.padEnd(40)} ${total.toFixed(1).padStart(7)} s`)
}

const started = Date.now()
console.log('▶ prerequisites')
const plan = machinePlan()
if (plan.action === 'stop') {
  console.error(plan.message)
  process.exit(1)
}
// A missing package is installed beside the stages that need none of them (the lint, the
// typecheck and the build; the simulation, on the embedded database in memory, and the pure
// tests): apt-get waits on the network and the disk for much of its time (21 s on a fresh
// machine). The stages that do need them wait for it.
const installed =
  plan.action === 'install'
    ? installPlanned(plan).then((ready) => {
        times.push(['prerequisites (installed meanwhile)', (Date.now() - started) / 1000])
        return ready
      })
    : Promise.resolve(true)

for (const stage of stages) {
  if (stage.needsPackages && !(await installed)) {
    summary()
    process.exit(1)
  }
  const stageStarted = Date.now()
  console.log(`\n▶ ${stage.name}`)
  let failed = false
  if (stage.tasks.length === 1) {
    const [[name, args]] = stage.tasks
    failed = (await run('npm', args)) !== 0
    if (failed) console.error(`✖ ${name}`)
  } else {
    const pending = [...stage.tasks]
    const lane = async () => {
      for (let task = pending.shift(); task; task = pending.shift()) {
        const [name, args] = task
        const taskStarted = Date.now()
        const { code, output } = await captured(args)
        const seconds = (Date.now() - taskStarted) / 1000
        times.push([`  ${name}`, seconds])
        console.log(`\n${code === 0 ? '✔' : '✖'} ${name} (${seconds.toFixed(1)}s)`)
        if (output.trim()) console.log(output.trimEnd())
        if (code !== 0) failed = true
      }
    }
    await Promise.all(Array.from({ length: stage.at ?? stage.tasks.length }, lane))
  }
  const seconds = (Date.now() - stageStarted) / 1000
  times.push([stage.name, seconds])
  if (failed) {
    console.error(`\n✖ ${stage.name} failed after ${seconds.toFixed(1)}s`)
    summary()
    process.exit(1)
  }
  console.log(`✔ ${stage.name} (${seconds.toFixed(1)}s)`)
}
summary()
