/* global document, window, MutationObserver, requestAnimationFrame -- inside page.evaluate, in the browser */
// `npm run bench:journal`: Hara with a journal kept for ten years (11,000 check-ins, made by
// scripts/lib/ten-year-journal.mjs), against budgets. Build first (`npm run build`).
//
// Debian's Chromium on Playwright's Pixel 7 profile, against the built server, each case on a
// new account (signed up and onboarded in the app). The journal reaches the phone as a person
// moving phones brings it: through Settings → Import journal. The measured parts run with the
// CPU slowed 4× (DevTools protocol `Emulation.setCPUThrottlingRate`), the rest at full speed.
//
// 1. Saving a check-in: main-thread work from the tap on the tap flow's final 'Save check-in'
//    to the painted celebration, with a one-week journal (21 check-ins) and with the ten-year
//    one; median of 5 each. Budget 50 ms each, and the ten-year figure within 1.5× the week's.
// 2. Timeline's first screen with the ten-year journal: from the tap on Journey (bottom nav) on
//    Home to the first painted frame showing Timeline cards; median of 5 after one warm-up.
//    Budget 200 ms.
// 2b. Searching the ten-year journal on the Timeline, once it has been read: from the input
//    event of the typed word to the painted result count; median of 5 words after a first
//    word (which also folds every check-in's words once). The search waits for typing to pause
//    (200 ms) before it runs; the figure is the time after that pause. Budget 200 ms, the
//    Timeline's first screen's: a page of results is a page of the Timeline.
// 3. Importing the ten-year file: from the file chosen (the input's change event) to the
//    painted 'Journal imported' toast. Budget 15 s. Also whether a progress indicator (a
//    progressbar, or a status text in a live region) was painted meanwhile.
// 4. Home's LCP (Lighthouse 12, mobile, simulated throttling, as bench:lighthouse runs it)
//    with an empty journal and with the ten-year one, on two phones audited in turn, 3 runs
//    each: the ten-year median within 10% of the empty one's.
//
// BENCH_JOURNAL_TRACES=<folder> keeps the traces of the saves.
// BENCH_JOURNAL_ENTRIES=2000 uses a smaller "ten-year" journal (to develop against an app whose
// storage cannot hold ten years yet). A refused import is reported with the app's own words
// and fails the bench; what needs the journal is then not measured.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, devices } from '@playwright/test'
import { root } from './lib.mjs'
import { startBuiltServer } from './built-server.mjs'
import { signUpAndOnboard } from './onboard.mjs'
import { tenYearJournalText } from './lib/ten-year-journal.mjs'
import { goHome, importJournal, mainNav, settle, tapPoint } from './lib/journal-bench-app.mjs'
import { lighthousePhone } from './lib/lighthouse-phone.mjs'
import { mainThreadWork, TRACE_CATEGORIES } from './lib/main-thread-work.mjs'

const ENTRIES = Number(process.env.BENCH_JOURNAL_ENTRIES ?? 11000)
const WEEK_ENTRIES = 21
const RUNS = 5
const LCP_RUNS = 3
const SLOWDOWN = 4
const BUDGET = {
  saveMs: 50,
  saveRatio: 1.5,
  timelineMs: 200,
  searchMs: 200,
  importMs: 15_000,
  lcpRatio: 1.1,
}

// BENCH_JOURNAL_TRACES=<folder> keeps each save's trace there (open it in DevTools' Performance).
const TRACES = process.env.BENCH_JOURNAL_TRACES
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = JSON.parse(readFileSync(path.join(root, 'e2e/chromium-args.json'), 'utf8'))
// The files carry days in the zone the phone is in; Chromium runs in this process's zone.
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone
const now = Date.now()
const weekFile = tenYearJournalText({ entries: WEEK_ENTRIES, now, timeZone: TIME_ZONE })
const bigFile = tenYearJournalText({ entries: ENTRIES, now, timeZone: TIME_ZONE })
// Written where a phone would have them, as 'Export journal' names them.
const filesDir = mkdtempSync(path.join(os.tmpdir(), 'hara-bench-journal-files-'))
const weekPath = path.join(filesDir, 'hara-journal-one-week.json')
const bigPath = path.join(filesDir, `hara-journal-${new Date(now).toISOString().slice(0, 10)}.json`)
writeFileSync(weekPath, weekFile)
writeFileSync(bigPath, bigFile)
const bigLabel = ENTRIES === 11000 ? 'ten-year journal' : `${ENTRIES}-entry journal`
const mb = (text) => `${(Buffer.byteLength(text) / 1e6).toFixed(1)} MB`

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const fmt = (ms) => `${ms.toFixed(1)} ms`
const results = []
/** One figure against its budget; `ok` null when it could not be measured. */
function report(name, figure, budget, ok, detail = '') {
  results.push({ name, ok })
  const mark = ok === null ? 'NOT MEASURED' : ok ? 'ok' : 'OVER BUDGET'
  console.log(`  ${name.padEnd(44)} ${figure.padStart(12)}   budget ${budget.padEnd(16)} ${mark}`)
  if (detail) console.log(`    ${detail}`)
}

// ---------------------------------------------------------------------------------------------
// 1. Saving a check-in, measured in a Chromium trace.
//
// Why a trace: the figure is the main thread's work the save causes (saving the journal,
// rendering the celebration, painting it), whatever the save waits for in between (an
// IndexedDB transaction completes off the main thread and is not the phone's CPU). The trace
// gives every task the renderer's main thread ran; the sum of the top-level tasks between the
// tap and the painted celebration is that work, at the 4× slowdown (a throttled task's
// duration is its wall time on the slowed CPU). The window opens with the task that
// dispatches the tap's first input event and closes with a mark set just after the frame that
// first shows the celebration has been painted (a timeout queued from that frame's
// requestAnimationFrame runs after its paint). The tap is a real touch (touchstart, touchend,
// then Chromium's click), sent straight to the browser with no Playwright checks in the window.

const CONTEXTS = ['Work', 'Relationship', 'Health', 'Finance', 'Social']

async function measureSave(browser, page, cdp, label, run) {
  await mainNav(page).getByRole('button', { name: 'Check In' }).click()
  await page.getByRole('menuitem', { name: 'Type', exact: true }).click()
  await page.waitForURL(/\/check-in\?mode=tap$/)
  await page.getByRole('button', { name: CONTEXTS[run % CONTEXTS.length], exact: true }).click()
  await page.getByLabel('Describe the situation').fill('Asked to take on a second project.')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Tight chest' }).click()
  await page.getByRole('button', { name: /^Yes/ }).click()
  await page.getByRole('button', { name: /No, I’ll honor it/ }).click()
  const { x, y } = await tapPoint(page.getByRole('button', { name: 'Save check-in' }))
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
  await page.evaluate(() => {
    window.__benchSaved = new Promise((resolve) => {
      let tapAt = null
      document.addEventListener('click', (e) => (tapAt = e.timeStamp), {
        capture: true,
        once: true,
      })
      const shown = () => document.querySelector('[role="status"][aria-live="assertive"]')
      const observer = new MutationObserver(() => {
        if (!shown()) return
        observer.disconnect()
        requestAnimationFrame(() =>
          setTimeout(() => {
            performance.mark('bench:painted')
            resolve({ latencyMs: performance.now() - tapAt, text: shown()?.textContent })
          }, 0),
        )
      })
      observer.observe(document.body, { childList: true, subtree: true })
    })
    performance.mark('bench:armed')
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
  let saved
  try {
    await page.touchscreen.tap(x, y)
    saved = await page.evaluate(() => window.__benchSaved)
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  }
  const trace = await browser.stopTracing()
  if (TRACES) {
    mkdirSync(TRACES, { recursive: true })
    writeFileSync(path.join(TRACES, `save-${label.replace(/\W+/g, '-')}-${run + 1}.json`), trace)
  }
  const work = mainThreadWork(trace)
  // The celebration leads to the Timeline; then back to Home for the next run.
  await page.waitForURL(/\/map$/, { timeout: 60_000 })
  await page.locator('[aria-label="Your check-ins"] article').first().waitFor({ timeout: 60_000 })
  await mainNav(page).getByRole('link', { name: 'Today' }).click()
  await page.waitForURL(/\/home$/)
  await settle(page)
  return { ...work, latencyMs: saved.latencyMs, text: saved.text }
}

async function measureSaves(browser, page, cdp, label) {
  const runs = []
  for (let run = 0; run < RUNS; run++) {
    const r = await measureSave(browser, page, cdp, label, run)
    runs.push(r)
    console.log(
      `    ${label}, save ${run + 1}: main-thread work ${fmt(r.workMs)} (CPU ${fmt(r.cpuMs)}; ` +
        `tap to painted celebration ${fmt(r.latencyMs)}; celebration "${r.text}")`,
    )
  }
  return { ms: median(runs.map((r) => r.workMs)), cpuMs: median(runs.map((r) => r.cpuMs)) }
}

// ---------------------------------------------------------------------------------------------
// 2. The Timeline's first screen, measured in the page as bench:web does, from the tap's click
// event (its time stamp is the input's) to the first painted frame showing cards.

async function measureTimeline(page, cdp) {
  const runs = []
  for (let run = 0; run <= RUNS; run++) {
    const { x, y } = await tapPoint(mainNav(page).getByRole('link', { name: 'Journey' }))
    await page.evaluate(() => {
      window.__benchTimeline = new Promise((resolve) => {
        let tapAt = null
        document.addEventListener('click', (e) => (tapAt = e.timeStamp), {
          capture: true,
          once: true,
        })
        const cards = () => document.querySelectorAll('[aria-label="Your check-ins"] article')
        const observer = new MutationObserver(() => {
          if (cards().length === 0) return
          observer.disconnect()
          requestAnimationFrame(() =>
            setTimeout(() => resolve({ ms: performance.now() - tapAt, cards: cards().length }), 0),
          )
        })
        observer.observe(document.body, { childList: true, subtree: true })
      })
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
    let result
    try {
      await page.touchscreen.tap(x, y)
      result = await page.evaluate(() => window.__benchTimeline)
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    }
    console.log(
      `    ${run === 0 ? 'warm-up (route code loading)' : `run ${run}`}: ${fmt(result.ms)} ` +
        `(${result.cards} cards rendered)`,
    )
    if (run > 0) runs.push(result.ms)
    await mainNav(page).getByRole('link', { name: 'Today' }).click()
    await page.waitForURL(/\/home$/)
    await settle(page)
  }
  return median(runs)
}

// ---------------------------------------------------------------------------------------------
// 2b. A search over the whole journal, measured in the page from the typed word's input event
// to the first painted frame showing how many check-ins it found.

/** How long the Timeline waits for typing to pause before it searches (timeline.tsx). */
const SEARCH_PAUSE_MS = 200
const SEARCH_WORDS = ['regret', 'shoulders', 'glad listened', 'meeting', 'exhausted', 'calm']

async function measureSearch(page, cdp) {
  await mainNav(page).getByRole('link', { name: 'Journey' }).click()
  await page.waitForURL(/\/map$/)
  // The month list is offered once the whole journal has been read.
  await page.locator('select[aria-label="Jump to a month"]:enabled').waitFor({ timeout: 120_000 })
  const box = page.getByRole('searchbox', { name: 'Search your check-ins' })
  const runs = []
  for (const [i, word] of SEARCH_WORDS.entries()) {
    await page.evaluate(() => {
      window.__benchSearch = new Promise((resolve) => {
        const input = document.querySelector('input[type="search"]')
        const status = input
          .closest('label')
          .parentElement.parentElement.querySelector('[role="status"]')
        let typedAt = null
        input.addEventListener('input', (e) => (typedAt = e.timeStamp), { once: true })
        const observer = new MutationObserver(() => {
          if (!status.textContent.includes('found')) return
          observer.disconnect()
          requestAnimationFrame(() =>
            setTimeout(
              () => resolve({ ms: performance.now() - typedAt, text: status.textContent }),
              0,
            ),
          )
        })
        observer.observe(status, { childList: true, subtree: true, characterData: true })
      })
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
    let result
    try {
      await box.fill(word)
      result = await page.evaluate(() => window.__benchSearch)
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    }
    const ms = result.ms - SEARCH_PAUSE_MS
    console.log(
      `    ${i === 0 ? 'first word (folds every check-in once)' : `run ${i}`} "${word}": ` +
        `${fmt(ms)} after the pause (${fmt(result.ms)} from the keystroke; ${result.text})`,
    )
    if (i > 0) runs.push(ms)
    await box.fill('')
    await settle(page)
  }
  return median(runs)
}

// ---------------------------------------------------------------------------------------------
// 4. Home's LCP in Lighthouse, on Chromium profiles of their own (as bench:lighthouse does).

/**
 * Home's LCP with an empty journal and with the big one, on two phones audited in turn (empty,
 * big, empty, …), so that a machine that slows down or speeds up meanwhile moves both alike.
 */
async function homeLcp(base) {
  const phones = []
  try {
    const empty = await lighthousePhone(base, 'journal-lcp-empty')
    phones.push(empty)
    const full = await lighthousePhone(base, 'journal-lcp-full')
    phones.push(full)
    const imported = await full.inTab(async (page) => {
      await page.goto(`${base}/home`)
      return importJournal(page, await page.context().newCDPSession(page), bigPath)
    })
    if (!imported.ok) return { imported }
    const runs = { empty: [], big: [] }
    for (let i = 0; i < LCP_RUNS; i++) {
      runs.empty.push(await empty.audit())
      runs.big.push(await full.audit())
    }
    const list = (values) => values.map((v) => Math.round(v)).join(', ')
    console.log(`    empty journal: LCP runs ${list(runs.empty)} ms`)
    console.log(`    ${bigLabel}: LCP runs ${list(runs.big)} ms`)
    return runs
  } finally {
    for (const phone of phones) await phone.close()
  }
}

// ---------------------------------------------------------------------------------------------

const started = Date.now()
console.log(
  `Journal files: one week ${WEEK_ENTRIES} check-ins (${mb(weekFile)}), ${bigLabel} ` +
    `${ENTRIES} check-ins (${mb(bigFile)}); CPU ${SLOWDOWN}× slower for the measured parts; ` +
    `time zone ${TIME_ZONE}`,
)
const { base, stop } = await startBuiltServer({ RATE_LIMITS: 'off' })
let browser
let crashed = false
try {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
  const newPhone = async (prefix) => {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL: base,
      timezoneId: TIME_ZONE,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await signUpAndOnboard(page, base, prefix)
    await settle(page)
    return { context, page, cdp }
  }

  // One week: import it, then five saves.
  const week = await newPhone('journal-week')
  const weekImport = await importJournal(week.page, week.cdp, weekPath)
  if (!weekImport.ok) throw new Error(`the one-week journal was not imported: ${weekImport.text}`)
  await goHome(week.page)
  console.log(
    `\n1. Saving a check-in (main-thread work, tap to painted celebration, ${SLOWDOWN}× CPU)`,
  )
  const weekSave = await measureSaves(browser, week.page, week.cdp, 'one week')
  await week.context.close()

  // Ten years: the import (measured), then five saves, then the Timeline.
  const big = await newPhone('journal-ten-years')
  const bigImport = await importJournal(big.page, big.cdp, bigPath, SLOWDOWN)
  let bigSave = null
  let timeline = null
  let search = null
  if (bigImport.ok) {
    await goHome(big.page)
    bigSave = await measureSaves(browser, big.page, big.cdp, bigLabel)
    console.log(`\n2. Timeline first screen with the ${bigLabel} (${SLOWDOWN}× CPU)`)
    timeline = await measureTimeline(big.page, big.cdp)
    console.log(`\n2b. Search over the ${bigLabel} on the Timeline (${SLOWDOWN}× CPU)`)
    search = await measureSearch(big.page, big.cdp)
  } else {
    console.log(
      `\n  The ${bigLabel} (${mb(bigFile)}) was not imported. The app said: "${bigImport.text}"\n` +
        '  Saving with it, its Timeline and Home with it cannot be measured until the app takes it;\n' +
        "  BENCH_JOURNAL_ENTRIES=2000 runs the bench with a journal today's app can hold.",
    )
  }
  await big.context.close()
  await browser.close()
  browser = undefined

  let lcp = null
  if (bigImport.ok) {
    console.log(
      `\n4. Home LCP (Lighthouse, mobile, simulated throttling), ${LCP_RUNS} runs each, in turn`,
    )
    try {
      lcp = await homeLcp(base)
    } catch (error) {
      console.error(error)
      lcp = { error: String(error.message ?? error).split('\n')[0] }
    }
  }

  console.log(`\nResults (${bigLabel}, ${ENTRIES} check-ins, ${mb(bigFile)})`)
  report(
    'save, one week: main-thread work, median',
    fmt(weekSave.ms),
    `< ${BUDGET.saveMs} ms`,
    weekSave.ms < BUDGET.saveMs,
    `CPU time of those tasks, median ${fmt(weekSave.cpuMs)}`,
  )
  if (bigSave === null) {
    report(`save, ${bigLabel}`, '-', `< ${BUDGET.saveMs} ms`, null, 'needs the journal imported')
    report(`save, ${bigLabel} ÷ one week`, '-', `≤ ${BUDGET.saveRatio}×`, null)
  } else {
    report(
      `save, ${bigLabel}: median`,
      fmt(bigSave.ms),
      `< ${BUDGET.saveMs} ms`,
      bigSave.ms < BUDGET.saveMs,
      `CPU time of those tasks, median ${fmt(bigSave.cpuMs)}`,
    )
    const ratio = bigSave.ms / weekSave.ms
    report(
      `save, ${bigLabel} ÷ one week`,
      `${ratio.toFixed(2)}×`,
      `≤ ${BUDGET.saveRatio}×`,
      ratio <= BUDGET.saveRatio,
    )
  }
  if (timeline === null) {
    report(
      'Timeline first screen, median',
      '-',
      `< ${BUDGET.timelineMs} ms`,
      null,
      'needs the journal imported',
    )
  } else {
    report(
      'Timeline first screen, median',
      fmt(timeline),
      `< ${BUDGET.timelineMs} ms`,
      timeline < BUDGET.timelineMs,
    )
  }
  if (search !== null) {
    report(
      'search, after typing pauses, median',
      fmt(search),
      `< ${BUDGET.searchMs} ms`,
      search < BUDGET.searchMs,
    )
  }
  if (bigImport.ok) {
    report(
      `import of the ${bigLabel}`,
      `${(bigImport.ms / 1000).toFixed(2)} s`,
      `< ${BUDGET.importMs / 1000} s`,
      bigImport.ms < BUDGET.importMs,
      `${bigImport.frames} frames painted meanwhile; longest wait for a frame ${fmt(bigImport.longestGapMs)}`,
    )
  } else {
    report(
      `import of the ${bigLabel}`,
      bigImport.done ? 'refused' : 'no answer',
      `< ${BUDGET.importMs / 1000} s`,
      false,
      `the app said: "${bigImport.text}"${bigImport.ms ? ` after ${(bigImport.ms / 1000).toFixed(2)} s` : ''}`,
    )
  }
  const progressSeen = bigImport.progressbar || bigImport.statusTexts.length > 0
  report(
    'progress shown during the import',
    progressSeen ? 'seen' : 'not seen',
    'seen',
    progressSeen,
    [
      `progressbar: ${bigImport.progressbar ? 'yes' : 'no'}`,
      `status texts: ${bigImport.statusTexts.length ? bigImport.statusTexts.map((t) => `"${t}"`).join(', ') : 'none'}`,
      `the Import row read: ${bigImport.rowTexts.map((t) => `"${t}"`).join(', ') || '-'}`,
    ].join('; '),
  )
  if (lcp?.big) {
    const emptyLcp = median(lcp.empty)
    const bigLcp = median(lcp.big)
    const ratio = bigLcp / emptyLcp
    report('Home LCP, empty journal, median', `${Math.round(emptyLcp)} ms`, 'reference', true)
    report(
      `Home LCP, ${bigLabel}, median`,
      `${Math.round(bigLcp)} ms`,
      `≤ ${Math.round(emptyLcp * BUDGET.lcpRatio)} ms`,
      ratio <= BUDGET.lcpRatio,
      `${((ratio - 1) * 100).toFixed(1)}% against the empty journal's (budget +${Math.round((BUDGET.lcpRatio - 1) * 100)}%)`,
    )
  } else {
    report(
      `Home LCP, ${bigLabel} against empty`,
      '-',
      `≤ +${Math.round((BUDGET.lcpRatio - 1) * 100)}%`,
      null,
      lcp?.error
        ? `Lighthouse's part failed: ${lcp.error}`
        : lcp
          ? `the import in Lighthouse's profile was refused: "${lcp.imported.text}"`
          : 'needs the journal imported',
    )
  }
} catch (error) {
  console.error(error)
  crashed = true
} finally {
  await browser?.close()
  await stop()
  rmSync(filesDir, { recursive: true, force: true })
}
const failed = crashed || results.some((r) => r.ok !== true)
console.log(
  `\n${failed ? 'FAILED' : 'Within budget'}: ${results.filter((r) => r.ok === true).length} of ${results.length} checks met ` +
    `(${Math.round((Date.now() - started) / 1000)} s)`,
)
process.exit(failed ? 1 : 0)
