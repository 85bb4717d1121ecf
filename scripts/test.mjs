// `npm test`: first what the machine needs (installed on Debian as root, otherwise the command
// to run), then typecheck, lint, unit and integration tests of every workspace, the server's
// suite again on PostgreSQL, and the Playwright journeys against the production build. Stops
// at the first failing stage and prints each stage's time.
import { run } from './lib.mjs'
import { checkPrerequisites } from './lib/prerequisites.mjs'

const stages = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit and integration tests', ['run', 'test:unit']],
  // The server's routes again, on PostgreSQL instead of the embedded database.
  [
    'server tests on PostgreSQL',
    ['run', 'test', '-w', '@hara/server'],
    { TEST_DATABASE: 'postgres' },
  ],
  ['end-to-end journeys', ['run', 'test:e2e']],
]

const times = []
const summary = () => {
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0)
  console.log('\nstage times:')
  for (const [name, seconds] of [...times, ['total', total]]) {
    console.log(`  ${name.padEnd(30)} ${seconds.toFixed(1).padStart(7)} s`)
  }
}

const started = Date.now()
console.log('▶ prerequisites')
const ready = checkPrerequisites()
times.push(['prerequisites', (Date.now() - started) / 1000])
if (!ready) process.exit(1)

for (const [name, args, env = {}] of stages) {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  const code = await run('npm', args, { env: { ...process.env, ...env } })
  const seconds = (Date.now() - started) / 1000
  times.push([name, seconds])
  if (code !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds.toFixed(1)}s`)
    summary()
    process.exit(code)
  }
  console.log(`✔ ${name} (${seconds.toFixed(1)}s)`)
}
summary()
