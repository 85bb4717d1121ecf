// `npm run bench`: measures the JavaScript a phone downloads before the first screen
// (the entry script and every chunk index.html preloads), gzip-compressed, against a budget.
// Build first (`npm run build`); prints the figures and exits 1 when over budget.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { root } from './lib.mjs'

// About 170 kB of compressed JS is the widely used budget for a fast first load on a mid-range
// phone over 4G; the app stays under it, with room kept for what is still to come.
const BUDGET_KB = 170
const dist = path.join(root, 'apps/web/dist')
let html
try {
  html = readFileSync(path.join(dist, 'index.html'), 'utf8')
} catch {
  console.error('apps/web/dist is missing: run `npm run build` first.')
  process.exit(1)
}
const scripts = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
]
  .map((m) => m[1])
  .filter((src) => src.startsWith('/assets/'))

let total = 0
for (const src of scripts) {
  const bytes = gzipSync(readFileSync(path.join(dist, src))).length
  total += bytes
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} kB  ${src}`)
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} kB  initial JS (gzip), budget ${BUDGET_KB} kB`,
)
process.exit(total / 1024 > BUDGET_KB ? 1 : 0)
