// `npm test`: the whole proof, shaped like a pyramid (docs/testing.md). First what the machine
// needs (installed on Debian as root, otherwise the command to run); then, as many at once as
// the cores allow:
//   1. the typecheck, the lint (prettier's check included) and the production build;
//   2. the core's and the coach's tests with their line coverage, the server's and the web app's
//      tests (the server's on PostgreSQL) without it, the root scripts' own tests and the
//      coach's evaluation;
//   3. the sync simulation's fixed count of histories, with the machine to itself;
//   4. the journeys, against the build of step 1.
// Stops at the first failing stage and prints each task's time and the stages' total.
import { spawn } from 'node:child_process'
import { root, run } from './lib.mjs'
import { checkPrerequisites } from './lib/prerequisites.mjs'

/** A stage is one task or several run side by side; each task is `npm <args>` in the root. */
const stages = [
  {
    name: 'checks and build',
    tasks: [
      ['typecheck', ['run', 'typecheck']],
      ['lint', ['run', 'lint']],
      ['build', ['run', 'build']],
    ],
  },
  {
    name: 'unit and integration tests',
    tasks: [
      ['vitest (core, coach) with coverage', ['run', 'test:covered']],
      ['vitest (server, web)', ['run', 'test:app']],
      ['scripts', ['run', 'test:scripts']],
      ['coach evaluation', ['run', 'eval', '-w', '@hara/coach']],
    ],
  },
  { name: 'sync simulation', tasks: [['sync simulation', ['run', 'test:simulation']]] },
  { name: 'end-to-end journeys', tasks: [['journeys', ['run', 'e2e', '-w', '@hara/e2e']]] },
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
const ready = checkPrerequisites()
times.push(['prerequisites', (Date.now() - started) / 1000])
if (!ready) process.exit(1)

for (const stage of stages) {
  const stageStarted = Date.now()
  console.log(`\n▶ ${stage.name}`)
  let failed = false
  if (stage.tasks.length === 1) {
    const [[name, args]] = stage.tasks
    failed = (await run('npm', args)) !== 0
    if (failed) console.error(`✖ ${name}`)
  } else {
    await Promise.all(
      stage.tasks.map(async ([name, args]) => {
        const taskStarted = Date.now()
        const { code, output } = await captured(args)
        const seconds = (Date.now() - taskStarted) / 1000
        times.push([`  ${name}`, seconds])
        console.log(`\n${code === 0 ? '✔' : '✖'} ${name} (${seconds.toFixed(1)}s)`)
        if (output.trim()) console.log(output.trimEnd())
        if (code !== 0) failed = true
      }),
    )
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
