// `npm run bench`: every benchmark, one after another, each printing its figures against its
// budget; then a summary. Exits non-zero when any budget is missed, after running them all.
// Build first (`npm run build`). `npm run bench -- --write` has each write its figures into
// docs/quality.md.
import { run } from './lib.mjs'
import { wantsFigures } from './lib/doc-figures.mjs'

const BENCHES = [
  'bench:bundle',
  'bench:lighthouse',
  'bench:server',
  'bench:web',
  'bench:coach',
  'bench:journal',
]

const env = { ...process.env, ...(wantsFigures() ? { WRITE_FIGURES: '1' } : {}) }
const results = []
for (const name of BENCHES) {
  console.log(`\n▶ ${name}`)
  results.push({ name, code: await run('npm', ['run', '--silent', name], { env }) })
}
console.log('\nSummary')
for (const { name, code } of results) {
  console.log(`  ${code === 0 ? '✔ within budget' : '✖ over budget '}  ${name}`)
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0)
