// `npm run bench:lighthouse`: Lighthouse (mobile form factor, simulated throttling) on the
// signed-out screen (/auth), on Home signed in (/home) and on Home holding a ten-year journal
// (11,000 check-ins imported through Settings), five runs each, in Debian's Chromium against
// the built server. Prints the median scores and timings, and fails when a median misses its
// budget (ADRs 0021 and 0064). Build first (`npm run build`). With `--write`, a run over every
// route replaces their line in docs/quality.md.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { root } from './lib.mjs'
import { recordFigures } from './lib/doc-figures.mjs'
import { importJournal } from './lib/journal-bench-app.mjs'
import { tenYearJournalText } from './lib/ten-year-journal.mjs'
import { startBuiltServer } from './built-server.mjs'
import { signUpAndOnboard } from './onboard.mjs'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
// LIGHTHOUSE_REPORTS=<folder> keeps each run's full report there, to see where time goes.
const REPORTS = process.env.LIGHTHOUSE_REPORTS
// LIGHTHOUSE_ROUTES=/home audits only the routes named (comma-separated): /auth, /home and
// /home-ten-years (Home with the ten-year journal).
const ONLY = process.env.LIGHTHOUSE_ROUTES?.split(',')
const BUDGETS = { performance: 98, accessibility: 100, 'best-practices': 100 }
/**
 * Metric budgets per route, in ms: Home's LCP at most 2.5 s (ADR 0021), its total blocking
 * time at most 100 ms, with a ten-year journal too (ADR 0064).
 */
const HOME_BUDGETS = { 'largest-contentful-paint': 2500, 'total-blocking-time': 100 }
const METRIC_BUDGETS = { '/home': HOME_BUDGETS, '/home-ten-years': HOME_BUDGETS }
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
]

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

const { base, stop } = await startBuiltServer({ RATE_LIMITS: 'off' })
const debugPort = await freePort()
const profile = mkdtempSync(path.join(os.tmpdir(), 'hara-lighthouse-'))
const args = JSON.parse(readFileSync(path.join(root, 'e2e/chromium-args.json'), 'utf8'))
const browserProcess = spawn(
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  [...args, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, 'about:blank'],
  { stdio: 'ignore' },
)

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function waitForBrowser() {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${debugPort}/json/version`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('Chromium did not start')
}

/**
 * Signs up and onboards in this browser's own profile, so Lighthouse opens Home signed in;
 * with `journalFile`, imports that journal through Settings as a person would.
 */
async function signIn(journalFile) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`)
  const page = await browser.contexts()[0].newPage()
  await page.setViewportSize({ width: 412, height: 915 })
  // A route audited before signed another account in: this one starts signed out.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' })
  await cdp.send('Network.clearBrowserCookies')
  await signUpAndOnboard(page, base, 'lighthouse')
  if (journalFile) {
    const imported = await importJournal(page, cdp, journalFile)
    if (!imported.ok) throw new Error(`The ten-year journal was not imported: ${imported.text}`)
  }
  await page.close()
  await browser.close()
}

/** The ten-year journal (11,000 check-ins) as a file to import, written once. */
function tenYearJournalFile() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hara-lighthouse-journal-'))
  const file = path.join(dir, 'hara-journal.json')
  writeFileSync(
    file,
    tenYearJournalText({
      entries: 11000,
      now: Date.now(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
  )
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * Home is opened signed in, but cold: the session cookie and the journal stay, while the
 * service worker, its caches and the HTTP cache go, so each run downloads the app again.
 */
async function coldButSignedIn(origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`)
  const page = await browser.contexts()[0].newPage()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'service_workers,cache_storage',
  })
  await cdp.send('Network.clearBrowserCache')
  await page.close()
  await browser.close()
}

async function audit(url, keepStorage) {
  if (keepStorage) await coldButSignedIn(new URL(url).origin)
  const result = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    onlyCategories: CATEGORIES,
    // Home is audited signed in: keep the session cookie and the journal on the device.
    disableStorageReset: keepStorage,
  })
  const lhr = result.lhr
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true })
    const name = `${new URL(url).pathname.slice(1) || 'root'}-${Date.now()}.json`
    writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr))
    const trace = result.artifacts?.Trace
    if (trace)
      writeFileSync(path.join(REPORTS, name.replace('.json', '.trace.json')), JSON.stringify(trace))
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  const failing = ['accessibility', 'best-practices'].flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => {
        const items = lhr.audits[ref.id].details?.items ?? []
        const what = items
          .flatMap((item) => item.subItems?.items ?? [item])
          .map((item) => item.url ?? item.source?.url ?? item.description ?? '')
          .filter(Boolean)
          .slice(0, 3)
        return `${category}: ${ref.id}${what.length ? ` (${what.join('; ')})` : ''}`
      }),
  )
  return {
    failing,
    finalUrl: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)]),
    ),
    metrics: Object.fromEntries(METRICS.map(([id]) => [id, lhr.audits[id].numericValue])),
  }
}

/**
 * Lighthouse now and then fails to record a page load (NO_NAVSTART) and asks to be run again:
 * a run that failed so is run once more (as in lib/lighthouse-phone.mjs).
 */
async function auditAgainOnce(url, keepStorage) {
  try {
    return await audit(url, keepStorage)
  } catch (error) {
    console.log(`  (a Lighthouse run failed, run again: ${String(error.message).split('\n')[0]})`)
    return audit(url, keepStorage)
  }
}

let failed = false
/** Each route's medians, short, for docs/quality.md. */
const figures = []
try {
  await waitForBrowser()
  const routes = [
    { id: '/auth', name: 'Signed out', path: '/auth', keepStorage: false },
    { id: '/home', name: 'Home, signed in', path: '/home', keepStorage: true },
    {
      id: '/home-ten-years',
      name: 'Home with a ten-year journal',
      path: '/home',
      keepStorage: true,
      tenYears: true,
    },
  ]
  for (const route of routes.filter((r) => !ONLY || ONLY.includes(r.id))) {
    if (route.tenYears) {
      const journal = tenYearJournalFile()
      try {
        await signIn(journal.file)
      } finally {
        journal.remove()
      }
    } else if (route.keepStorage) await signIn()
    const runs = []
    for (let i = 0; i < RUNS; i++)
      runs.push(await auditAgainOnce(base + route.path, route.keepStorage))
    const landed = new URL(runs[0].finalUrl).pathname
    if (landed !== route.path) {
      failed = true
      console.log(`${route.name}: Lighthouse ended on ${landed}, not ${route.path}`)
    }
    console.log(`\n${route.name} (${route.path}), median of ${RUNS}`)
    const medians = []
    for (const category of CATEGORIES) {
      const value = median(runs.map((r) => r.scores[category]))
      const budget = BUDGETS[category]
      const over = budget !== undefined && value < budget
      failed ||= over
      medians.push(`${category} ${value}`)
      console.log(
        `  ${category.padEnd(16)} ${String(value).padStart(3)}${budget ? `  (budget ${budget})` : ''}${over ? '  UNDER BUDGET' : ''}   runs: ${runs.map((r) => r.scores[category]).join(', ')}`,
      )
    }
    const failing = [...new Set(runs.flatMap((r) => r.failing))]
    if (failing.length) console.log(`  failing audits: ${failing.join(', ')}`)
    for (const [id, label, unit] of METRICS) {
      const value = median(runs.map((r) => r.metrics[id]))
      const budget = METRIC_BUDGETS[route.id]?.[id]
      const over = budget !== undefined && value > budget
      failed ||= over
      if (unit) medians.push(`${label} ${Math.round(value)} ms`)
      console.log(
        `  ${label.padEnd(16)} ${unit ? `${Math.round(value)} ${unit}` : value.toFixed(3)}${budget ? `  (budget ${budget} ${unit})` : ''}${over ? '  OVER BUDGET' : ''}   runs: ${runs.map((r) => Math.round(r.metrics[id] * (unit ? 1 : 1000)) / (unit ? 1 : 1000)).join(', ')}`,
      )
    }
    figures.push(`${route.id} ${medians.join(', ')}`)
  }
  if (!ONLY) recordFigures('bench:lighthouse', `median of ${RUNS}: ${figures.join('; ')}`)
} finally {
  if (browserProcess.exitCode === null) {
    browserProcess.kill('SIGTERM')
    await new Promise((r) => browserProcess.once('exit', r))
  }
  await stop()
  // Chromium's helper processes can still be writing its cache for a moment after it exits.
  rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
}
process.exit(failed ? 1 : 0)
