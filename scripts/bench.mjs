// `npm run bench`: every benchmark, one after another, each printing its figures against its
// budget; then a summary. Exits non-zero when any budget is missed, after running them all.
// Build first (`npm run build`).
import { run } from './lib.mjs'

const BENCHES = [
  'bench:bundle',
  'bench:lighthouse',
  'bench:server',
  'bench:web',
  'bench:coach',
  'bench:journal',
]

const results = []
for (const name of BENCHES) {
  console.log(`\n▶ ${name}`)
  results.push({ name, code: await run('npm', ['run', '--silent', name]) })
}
console.log('\nSummary')
for (const { name, code } of results) {
  console.log(`  ${code === 0 ? '✔ within budget' : '✖ over budget '}  ${name}`)
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0)
