// `npm test`: typecheck, lint, unit and integration tests of every workspace, then the
// Playwright journeys against the production build. Stops at the first failing stage.
import { run } from './lib.mjs'

const stages = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit and integration tests', ['run', 'test:unit']],
  ['end-to-end journeys', ['run', 'test:e2e']],
]

for (const [name, args] of stages) {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  const code = await run('npm', args)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (code !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`)
    process.exit(code)
  }
  console.log(`✔ ${name} (${seconds}s)`)
}
