// Figures a command measured, written into the page that shows them, between two marker
// comments, so a run replaces them and nothing is pasted by hand:
//
//   <!-- figures:bench-bundle start -->
//   (replaced on every run that writes)
//   <!-- figures:bench-bundle end -->
//
// A command writes only when asked (`--write`, or WRITE_FIGURES=1 in its environment), so
// `npm test`, which runs some of them, leaves the pages as they are.
import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const marker = (name, end) => `<!-- figures:${name} ${end} -->`

/** The text with what stands between the block's markers replaced by `body`. */
export function replaceBlock(text, name, body) {
  const start = marker(name, 'start')
  const end = marker(name, 'end')
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from === -1 || to === -1) throw new Error(`no block "${name}" (${start} … ${end})`)
  if (to < from) throw new Error(`block "${name}" ends before it starts`)
  if (text.indexOf(start, from + 1) !== -1 || text.indexOf(end, to + 1) !== -1) {
    throw new Error(`block "${name}" stands more than once`)
  }
  return `${text.slice(0, from + start.length)}\n\n${body.trim()}\n\n${text.slice(to)}`
}

/**
 * A Markdown table laid out as the formatter (oxfmt, Prettier's layout) lays it out (columns padded to their widest cell), so a
 * written page stays as `npm run format` leaves it. `right` names the columns aligned right.
 */
export function markdownTable(header, rows, right = []) {
  const widths = header.map((_, i) => Math.max(3, ...[header, ...rows].map((r) => r[i].length)))
  const cells = (row) =>
    row.map((cell, i) => (right.includes(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
  const rule = widths.map((w, i) => (right.includes(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w)))
  return [header, ...rows]
    .map(cells)
    .toSpliced(1, 0, rule)
    .map((r) => `| ${r.join(' | ')} |`)
    .join('\n')
}

/** When and on what the figures were measured: "2026-11-27, load average 3.10 on 2 cores". */
export function measuredOn({
  date = new Date(),
  load = os.loadavg()[0],
  cores = os.cpus().length,
} = {}) {
  return `${date.toISOString().slice(0, 10)}, load average ${load.toFixed(2)} on ${cores} cores`
}

/** Whether this run should write its figures: `--write`, or WRITE_FIGURES=1. */
export function wantsFigures(argv = process.argv, env = process.env) {
  return argv.includes('--write') || env.WRITE_FIGURES === '1'
}

/** Replaces the block `name` in `file` (relative to the repository) with `body`. */
export function writeBlock(file, name, body) {
  const full = path.resolve(root, file)
  writeFileSync(full, replaceBlock(readFileSync(full, 'utf8'), name, body))
}

/**
 * A bench's latest figures as one line of docs/quality.md's block `name`, with the date and
 * the machine's load, when the run was asked to write them (`argv` and `env` are the process's).
 */
export function recordFigures(
  name,
  figures,
  { file = 'docs/quality.md', argv = process.argv, env = process.env, ...when } = {},
) {
  if (!wantsFigures(argv, env)) return
  writeBlock(file, name, `- \`${name}\` (${measuredOn(when)}): ${figures}`)
  console.log(`\nFigures written to ${file}.`)
}
