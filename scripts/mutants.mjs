// `npm run test:mutants`: a check that the fast levels' tests still prove what the product does.
// It plants each fault of scripts/mutants/faults.mjs in the product's code in turn (one exact
// search-and-replace in one file), runs the test files named for it with Vitest in their
// workspace, restores the file, and says which tests caught the fault. It exits non-zero when a
// fault survives (every test passed), fails to apply (its search text is not in the file exactly
// once), or breaks the run without failing a test. docs/testing-mutants.md says more.
//
//   npm run test:mutants                  every fault, after the named tests pass unchanged
//   npm run test:mutants -- --only streak the faults whose name contains 'streak'
//   npm run test:mutants -- --list        the faults and their tests, without running anything
//   npm run test:mutants -- --no-baseline skip the first run of the named tests on the code as it is
//
// Faults run one after another: they change shared files. The file is restored in a `finally`,
// on Ctrl-C (which then lets the Vitest run under way end, so that it stops the PostgreSQL
// cluster it started) or a SIGTERM, and, should the process die anyway, from the copy kept in
// .mutants/ the next time this script starts.
import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root } from './lib.mjs'
import { faults as allFaults } from './mutants/faults.mjs'

/** The Vitest workspaces a fault's tests may live in; the sync simulation has its own stage. */
const WORKSPACES = ['packages/core', 'packages/coach', 'apps/server', 'apps/web']
const VITEST = path.join(root, 'node_modules', 'vitest', 'vitest.mjs')
const KEPT = path.join(root, '.mutants')
const BACKUP = path.join(KEPT, 'backup.json')

const args = process.argv.slice(2)
const option = (name) => {
  const at = args.indexOf(name)
  return at === -1 ? undefined : (args[at + 1] ?? '')
}
const only = option('--only')
const faults = only
  ? allFaults.filter((fault) => fault.name.toLowerCase().includes(only.toLowerCase()))
  : allFaults

// ── Restoring ────────────────────────────────────────────────────────────────────────────────

/** The file a fault is planted in and its text before, while one is. */
let planted = null
/** The Vitest run under way, to end with this process. */
let child = null

function restore() {
  if (planted === null) return
  writeFileSync(path.join(root, planted.file), planted.text)
  rmSync(BACKUP, { force: true })
  planted = null
}

/** A run that died with a fault planted left its file's text in .mutants/: put it back. */
function restoreLeftOver() {
  if (!existsSync(BACKUP)) return
  const left = JSON.parse(readFileSync(BACKUP, 'utf8'))
  writeFileSync(path.join(root, left.file), left.text)
  rmSync(BACKUP, { force: true })
  console.log(`Restored ${left.file}, left changed by a run that did not finish.\n`)
}

function plant(fault, text, changed) {
  mkdirSync(KEPT, { recursive: true })
  // Written whole before the file changes, so a crash at any moment leaves a way back.
  writeFileSync(`${BACKUP}.tmp`, JSON.stringify({ file: fault.file, text }))
  renameSync(`${BACKUP}.tmp`, BACKUP)
  planted = { file: fault.file, text }
  writeFileSync(path.join(root, fault.file), changed)
}

process.on('exit', restore)

/** Ends the Vitest run under way, and whatever it started in its process group. */
function endChild(signal) {
  if (child === null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

/**
 * Ctrl-C restores the file at once, then lets the Vitest run under way end by itself: Vitest
 * stopped by a signal skips its global teardown, and the server's leaves its PostgreSQL cluster
 * running. A second Ctrl-C, or a SIGTERM, stops it at once.
 */
let stopping = false
process.on('SIGINT', () => {
  restore()
  if (child === null || stopping) {
    endChild('SIGTERM')
    console.error('\nStopped; every file is as it was.')
    process.exit(130)
  }
  stopping = true
  console.error(
    '\nStopping; every file is as it was. Waiting for the test run under way to end, so that it stops what it started (Ctrl-C again to stop at once).',
  )
})
for (const [signal, code] of [
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, () => {
    restore()
    endChild('SIGTERM')
    console.error(`\nStopped by ${signal}; every file is as it was.`)
    process.exit(code)
  })
}

// ── Checking the list ────────────────────────────────────────────────────────────────────────

const workspaceOf = (test) => WORKSPACES.find((folder) => test.startsWith(`${folder}/`))

/** How often `search` occurs in `text`. */
function occurrences(text, search) {
  let count = 0
  for (let at = text.indexOf(search); at !== -1; at = text.indexOf(search, at + 1)) count += 1
  return count
}

/** Why `fault` cannot be planted as written, or null. */
function problemOf(fault) {
  const file = path.join(root, fault.file)
  if (!existsSync(file)) return `${fault.file} does not exist`
  const count = occurrences(readFileSync(file, 'utf8'), fault.search)
  if (count !== 1) return `its search text occurs ${count} times in ${fault.file}, not once`
  if (fault.search === fault.replace) return 'its replacement is its search text'
  if (fault.tests.length === 0) return 'it names no tests'
  for (const test of fault.tests) {
    if (!workspaceOf(test)) return `${test} is in none of ${WORKSPACES.join(', ')}`
    if (!/\.test\.tsx?$/.test(test)) return `${test} is not a test file`
    if (!existsSync(path.join(root, test))) return `${test} does not exist`
  }
  return null
}

// ── Running Vitest ───────────────────────────────────────────────────────────────────────────

/** Vitest's JSON reports, one a run, gone when this script ends. */
const scratch = mkdtempSync(path.join(os.tmpdir(), 'hara-mutants-'))
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }))
let runs = 0

/**
 * Runs `tests` (from the root) with Vitest, workspace by workspace, each in its own config.
 * Resolves with every test that failed (file and full name), the files that failed without a
 * failing test (a suite that did not load, a hook that threw), and the output, for a problem.
 */
async function runTests(tests) {
  const byWorkspace = new Map()
  for (const test of tests) {
    const folder = workspaceOf(test)
    byWorkspace.set(folder, [...(byWorkspace.get(folder) ?? []), path.relative(folder, test)])
  }
  const failed = []
  const broken = []
  let output = ''
  for (const [folder, files] of byWorkspace) {
    runs += 1
    const report = path.join(scratch, `run-${runs}.json`)
    const code = await new Promise((resolve) => {
      child = spawn(
        process.execPath,
        [VITEST, 'run', ...files, '--reporter=json', `--outputFile=${report}`],
        // Its own process group: Ctrl-C reaches this script, which lets the run end cleanly.
        { cwd: path.join(root, folder), detached: true },
      )
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      child.on('close', (status, signal) => resolve(status ?? (signal ? 1 : 0)))
    })
    child = null
    if (stopping) process.exit(130)
    if (!existsSync(report)) {
      broken.push(`${folder}: Vitest wrote no report (exit ${code})`)
      continue
    }
    const json = JSON.parse(readFileSync(report, 'utf8'))
    const seen = new Set()
    for (const file of json.testResults) {
      const name = path.relative(root, file.name)
      seen.add(name)
      const failing = file.assertionResults.filter((result) => result.status === 'failed')
      for (const result of failing) failed.push({ file: name, test: result.fullName })
      if (file.status === 'failed' && failing.length === 0) {
        broken.push(`${name}: ${(file.message || 'failed without a failing test').split('\n')[0]}`)
      }
    }
    for (const file of files.map((test) => path.join(folder, test))) {
      if (!seen.has(file)) broken.push(`${file}: not run`)
    }
    if (code !== 0 && failed.length === 0 && broken.length === 0) {
      broken.push(`${folder}: Vitest exited ${code} with every test passing`)
    }
  }
  return { failed, broken, output }
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)}s`

// ── The run ──────────────────────────────────────────────────────────────────────────────────

restoreLeftOver()

if (faults.length === 0) {
  console.error(`No fault's name contains '${only}'.`)
  process.exit(1)
}

if (args.includes('--list')) {
  for (const fault of faults) {
    console.log(`${fault.name}\n  in ${fault.file}\n  tests: ${fault.tests.join(', ')}`)
  }
  process.exit(0)
}

const started = Date.now()
const problems = faults.map((fault) => [fault, problemOf(fault)]).filter(([, problem]) => problem)
if (problems.length > 0) {
  for (const [fault, problem] of problems)
    console.error(`✖ '${fault.name}' cannot apply: ${problem}`)
  console.error('\nFix the fault list (scripts/mutants/faults.mjs) first: nothing was run.')
  process.exit(1)
}

const everyTest = [...new Set(faults.flatMap((fault) => fault.tests))]
if (!args.includes('--no-baseline')) {
  // A test already red would "catch" every fault: the named tests must pass on the code as it is.
  console.log(`▶ the ${everyTest.length} named test files, on the code as it is`)
  const baseline = Date.now()
  const { failed, broken, output } = await runTests(everyTest)
  if (failed.length > 0 || broken.length > 0) {
    console.error(output.trimEnd())
    for (const { file, test } of failed) console.error(`✖ ${file} › ${test}`)
    for (const line of broken) console.error(`✖ ${line}`)
    console.error('\nThe tests fail without any fault: nothing proves anything. Stopped.')
    process.exit(1)
  }
  console.log(`✔ all pass (${seconds(baseline)})\n`)
}

const results = []
for (const [index, fault] of faults.entries()) {
  const began = Date.now()
  console.log(`▶ [${index + 1}/${faults.length}] ${fault.name}  (${fault.file})`)
  const text = readFileSync(path.join(root, fault.file), 'utf8')
  const count = occurrences(text, fault.search)
  if (count !== 1) {
    console.log(`  ✖ NOT APPLIED: its search text occurs ${count} times, not once\n`)
    results.push({ fault, verdict: 'not applied', caughtBy: [] })
    continue
  }
  let outcome
  try {
    plant(
      fault,
      text,
      text.replace(fault.search, () => fault.replace),
    )
    outcome = await runTests(fault.tests)
  } finally {
    restore()
  }
  if (readFileSync(path.join(root, fault.file), 'utf8') !== text) {
    throw new Error(`${fault.file} was not restored: stopping.`)
  }
  const { failed, broken, output } = outcome
  if (failed.length > 0) {
    console.log(`  ✔ caught (${seconds(began)}) by:`)
    for (const { file, test } of failed) console.log(`    ${file} › ${test}`)
    for (const line of broken) console.log(`    and a file that did not run: ${line}`)
    console.log()
    results.push({ fault, verdict: 'caught', caughtBy: failed })
  } else if (broken.length > 0) {
    // Red, but no test said why: a fault must be caught by what a test asserts.
    console.log(output.trimEnd())
    for (const line of broken) console.log(`  ✖ BROKEN RUN: ${line}`)
    console.log(`  (${seconds(began)})\n`)
    results.push({ fault, verdict: 'broken run', caughtBy: [] })
  } else {
    console.log(
      `  ✖ SURVIVED: every test in ${fault.tests.join(', ')} passed (${seconds(began)})\n`,
    )
    results.push({ fault, verdict: 'survived', caughtBy: [] })
  }
}
const caught = results.filter((result) => result.verdict === 'caught').length
console.log(`${caught} of ${results.length} faults caught in ${seconds(started)}.`)
const bad = results.filter((result) => result.verdict !== 'caught')
for (const { fault, verdict } of bad) console.log(`  ✖ ${verdict}: ${fault.name}`)
process.exit(bad.length === 0 ? 0 : 1)
