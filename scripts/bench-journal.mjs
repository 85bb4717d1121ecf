// `npm run bench:journal`: Hara with a journal kept for ten years (11,000 check-ins, made by
// scripts/lib/ten-year-journal.mjs), against budgets. Build first (`npm run build`). With
// `--write`, the figures replace their line in docs/quality.md.
//
// Debian's Chromium on Playwright's Pixel 7 profile, against the built server, each case on a
// new account (signed up and onboarded in the app). The journal reaches the phone as a person
// moving phones brings it: through Settings → Import journal. The measured parts run with the
// CPU slowed 4× (DevTools protocol `Emulation.setCPUThrottlingRate`), the rest at full speed.
//
// 1. Saving a check-in: main-thread work from the tap on the tap flow's final 'Save check-in'
//    to the painted celebration, with a one-week journal (21 check-ins) and with the ten-year
//    one, the tap made with no toast left on screen; median of 5 each. Budget 50 ms each, and
//    the ten-year figure within 1.5× the week's.
// 2. Timeline's first screen with the ten-year journal: from the tap on Journey (bottom nav) on
//    Home to the first painted frame showing Timeline cards; median of 5 after one warm-up.
//    Budget 200 ms.
// 2b. Searching the ten-year journal on the Timeline, once it has been read: from the input
//    event of the typed word to the painted result count; median of 5 words after a first
//    word (which also folds every check-in's words once). The search waits for typing to pause
//    (200 ms) before it runs; the figure is the time after that pause. Budget 200 ms, the
//    Timeline's first screen's: a page of results is a page of the Timeline.
// 2c. The calendar on the Inner Map with the ten-year journal: from the tap on the Calendar tab
//    to its painted month, and from the tap on 'Year' to the painted year; median of 5 each
//    after one warm-up. Budget 200 ms each: they are made from the journal's summary.
// 3. Importing the ten-year file: from the file chosen (the input's change event) to the
//    painted 'Journal imported' toast. Budget 15 s. Also whether a progress indicator (a
//    progressbar, or a status text in a live region) was painted meanwhile.
// 4. Home's LCP (Lighthouse 12, mobile, simulated throttling, as bench:lighthouse runs it)
//    with an empty journal and with the ten-year one, on two phones audited in turn, 3 runs
//    each: the ten-year median within 10% of the empty one's.
// 5. Record sync with the ten-year journal, at full CPU speed: the first sync (from the tap on
//    'Turn on backup' to 'Last backed up', budget 240 s, with its progress line seen), the bytes
//    one check-in then sends (budget 10 kB), a new phone of the account restoring it all from
//    Home's offer (from the tap on Restore to 'Journal restored', budget 240 s, every check-in
//    brought back), and a check-in saved on the first phone arriving on the second's open
//    Timeline (from the tap on 'Save check-in' to the painted card, median of 3, budget 1 s).
// 5b. Receiving a check-in: a check-in saved on one phone while another phone of the account,
//    holding the ten-year journal (and then a one-week one) with its backup on, shows the
//    Timeline; the receiving phone's main-thread work at 4× CPU from the tap on 'Save check-in'
//    to its painted card (it does nothing else meanwhile, no toast left on screen either: that
//    is the arrival's work), median of 5. Budget 50 ms, and the ten-year figure within 1.5× the
//    week's; beside it the time from the tap to the painted card at 4× on the receiving phone.
//
// `--only=sync` imports the ten-year journal and runs part 5 alone; `--only=save` runs part 1
// alone (the ten-year import then at full speed, unmeasured). Neither writes figures.
// BENCH_JOURNAL_TRACES=<folder> keeps the traces of the saves and of the received check-ins
// (BENCH_JOURNAL_PROFILE=1: with their JS stacks sampled).
// BENCH_JOURNAL_ENTRIES=2000 uses a smaller "ten-year" journal (to develop against an app whose
// storage cannot hold ten years yet). A refused import is reported with the app's own words
// and fails the bench; what needs the journal is then not measured.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, devices } from '@playwright/test'
import { root } from './lib.mjs'
import { recordFigures } from './lib/doc-figures.mjs'
import { startBuiltServer } from './built-server.mjs'
import { BENCH_PASSWORD, signUpAndOnboard } from './onboard.mjs'
import { tenYearJournalText } from './lib/ten-year-journal.mjs'
import { goHome, importJournal, settle } from './lib/journal-bench-app.mjs'
import { homeLcp } from './lib/journal-bench-lcp.mjs'
import { measureSaves } from './lib/journal-bench-save.mjs'
import { LCP_RUNS, RUNS, SLOWDOWN, fmt, loadLine, median } from './lib/journal-bench-settings.mjs'
import { measureSearch, measureTimeline } from './lib/journal-bench-timeline.mjs'
import { measureCalendar } from './lib/journal-bench-calendar.mjs'
import { firstSync, measureSync, onTimeline, restore } from './lib/journal-bench-sync.mjs'
import { measureReceive } from './lib/journal-bench-receive.mjs'

const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
if (ONLY !== undefined && ONLY !== 'sync' && ONLY !== 'save') {
  throw new Error(`--only=${ONLY}: only 'sync' and 'save' are known`)
}
/** Every part, or (`--only=sync`) the import and part 5, or (`--only=save`) part 1. */
const ALL = ONLY === undefined
const SAVES = ALL || ONLY === 'save'
const SYNC = ALL || ONLY === 'sync'
const ENTRIES = Number(process.env.BENCH_JOURNAL_ENTRIES ?? 11000)
const WEEK_ENTRIES = 21
const BUDGET = {
  saveMs: 50,
  saveRatio: 1.5,
  timelineMs: 200,
  searchMs: 200,
  calendarMs: 200,
  importMs: 15_000,
  lcpRatio: 1.1,
  firstSyncMs: 240_000,
  checkInBytes: 10 * 1024,
  restoreMs: 240_000,
  liveMs: 1_000,
  receiveMs: 50,
  receiveRatio: 1.5,
}

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

const results = []
/** One figure against its budget; `ok` null when it could not be measured. */
function report(name, figure, budget, ok, detail = '') {
  results.push({ name, figure, ok })
  const mark = ok === null ? 'NOT MEASURED' : ok ? 'ok' : 'OVER BUDGET'
  console.log(`  ${name.padEnd(44)} ${figure.padStart(12)}   budget ${budget.padEnd(16)} ${mark}`)
  if (detail) console.log(`    ${detail}`)
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
    const { email } = await signUpAndOnboard(page, base, prefix)
    await settle(page)
    return { context, page, cdp, email }
  }
  /** Another phone of `email`'s account: signed in through the server's endpoint, on Home. */
  const signedInPhone = async (email) => {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL: base,
      timezoneId: TIME_ZONE,
    })
    const res = await context.request.post('/api/auth/sign-in/email', {
      data: { email, password: BENCH_PASSWORD },
      headers: { origin: base },
    })
    if (!res.ok()) throw new Error(`sign-in on the second phone: ${res.status()}`)
    const page = await context.newPage()
    await goHome(page)
    return { context, page }
  }

  // One week: import it, then five saves.
  let weekSave = null
  if (SAVES) {
    const week = await newPhone('journal-week')
    const weekImport = await importJournal(week.page, week.cdp, weekPath)
    if (!weekImport.ok) throw new Error(`the one-week journal was not imported: ${weekImport.text}`)
    await goHome(week.page)
    console.log(
      `\n1. Saving a check-in (main-thread work, tap to painted celebration, ${SLOWDOWN}× CPU)`,
    )
    weekSave = await measureSaves(browser, week.page, week.cdp, 'one week')
    await week.context.close()
  }

  // Ten years: the import (measured), then five saves, then the Timeline.
  const big = await newPhone('journal-ten-years')
  const bigImport = await importJournal(big.page, big.cdp, bigPath, ALL ? SLOWDOWN : 1)
  let bigSave = null
  let timeline = null
  let search = null
  let calendar = null
  let sync = null
  let weekReceive = null
  if (bigImport.ok) {
    await goHome(big.page)
    if (SAVES) bigSave = await measureSaves(browser, big.page, big.cdp, bigLabel)
    if (ALL) {
      console.log(`\n2. Timeline first screen with the ${bigLabel} (${SLOWDOWN}× CPU)`)
      timeline = await measureTimeline(big.page, big.cdp)
      console.log(`\n2b. Search over the ${bigLabel} on the Timeline (${SLOWDOWN}× CPU)`)
      search = await measureSearch(big.page, big.cdp)
      console.log(`\n2c. The calendar (month, then year) with the ${bigLabel} (${SLOWDOWN}× CPU)`)
      calendar = await measureCalendar(big.page, big.cdp)
      await goHome(big.page)
    }
    if (SYNC) {
      console.log(`\n5. Record sync with the ${bigLabel} (full CPU speed)`)
      const onPhone = ENTRIES + (bigSave === null ? 0 : RUNS)
      console.log(loadLine())
      sync = await measureSync(
        big.page,
        () => signedInPhone(big.email),
        onPhone,
        async (phone) => {
          console.log(
            `\n5b. Receiving a check-in, ${bigLabel} (${SLOWDOWN}× CPU on the receiving phone)`,
          )
          const cdp = await phone.context.newCDPSession(phone.page)
          return measureReceive(browser, big.page, phone.page, cdp, bigLabel)
        },
      )
      console.log(`\n5b. Receiving a check-in, one week (${SLOWDOWN}× CPU on the receiving phone)`)
      const week = await newPhone('receive-week')
      const weekImport = await importJournal(week.page, week.cdp, weekPath)
      if (!weekImport.ok)
        throw new Error(`the one-week journal was not imported: ${weekImport.text}`)
      await goHome(week.page)
      await firstSync(week.page)
      const other = await signedInPhone(week.email)
      await restore(other.page)
      await onTimeline(week.page, other.page)
      const otherCdp = await other.context.newCDPSession(other.page)
      weekReceive = await measureReceive(browser, week.page, other.page, otherCdp, 'one week')
      await other.context.close()
      await week.context.close()
      console.log(loadLine())
    }
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
  if (bigImport.ok && ALL) {
    console.log(
      `\n4. Home LCP (Lighthouse, mobile, simulated throttling), ${LCP_RUNS} runs each, in turn`,
    )
    try {
      lcp = await homeLcp(base, bigPath, bigLabel)
    } catch (error) {
      console.error(error)
      lcp = { error: String(error.message ?? error).split('\n')[0] }
    }
  }

  console.log(`\nResults (${bigLabel}, ${ENTRIES} check-ins, ${mb(bigFile)})`)
  if (SAVES) reportSaves()
  if (ALL) reportParts2To4()
  if (SYNC) reportImport()
  if (ALL) reportLcp()
  if (SYNC) reportSync()

  function reportSaves() {
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
  }

  function reportParts2To4() {
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
    if (calendar !== null) {
      const worse = Math.max(calendar.month, calendar.year)
      report(
        'calendar, ten years: month and year, median',
        fmt(worse),
        `< ${BUDGET.calendarMs} ms`,
        worse < BUDGET.calendarMs,
        `month ${fmt(calendar.month)}, year ${fmt(calendar.year)}`,
      )
    }
  }

  function reportImport() {
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
  }

  function reportLcp() {
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
  }

  function reportSync() {
    if (sync === null) {
      report('record sync', '-', '', null, 'needs the journal imported')
      return
    }
    report(
      `first sync of the ${bigLabel}`,
      `${(sync.first.ms / 1000).toFixed(1)} s`,
      `< ${BUDGET.firstSyncMs / 1000} s`,
      sync.first.ms < BUDGET.firstSyncMs,
    )
    report(
      'progress shown during the first sync',
      sync.first.progressSeen ? 'seen' : 'not seen',
      'seen',
      sync.first.progressSeen,
    )
    report(
      `one check-in's sync, ${bigLabel}`,
      `${(sync.bytes / 1024).toFixed(1)} kB`,
      `< ${BUDGET.checkInBytes / 1024} kB`,
      sync.bytes > 0 && sync.bytes < BUDGET.checkInBytes,
    )
    const whole = sync.restored.brought === sync.expected
    report(
      `restore on a new phone, ${bigLabel}`,
      `${(sync.restored.ms / 1000).toFixed(1)} s`,
      `< ${BUDGET.restoreMs / 1000} s, all`,
      sync.restored.ms < BUDGET.restoreMs && whole,
      `${sync.restored.brought} of ${sync.expected} check-ins brought back`,
    )
    report(
      `live check-in, ${bigLabel}, median`,
      Number.isFinite(sync.live) ? fmt(sync.live) : 'never',
      `< ${BUDGET.liveMs / 1000} s`,
      sync.live < BUDGET.liveMs,
      'from the tap on Save on one phone to its card painted on the other',
    )
    const received = sync.received
    if (received === null || weekReceive === null) {
      report('receiving a check-in', '-', '', null, 'not measured')
      return
    }
    report(
      `receiving a check-in, ${bigLabel}: main-thread work, median`,
      fmt(received.ms),
      `< ${BUDGET.receiveMs} ms`,
      received.ms < BUDGET.receiveMs,
      `CPU ${fmt(received.cpuMs)}; save to painted card at ${SLOWDOWN}× ${fmt(received.latencyMs)}; ` +
        `${received.pulls} page(s) pulled in ${RUNS} check-ins`,
    )
    report(
      'receiving a check-in, one week: median',
      fmt(weekReceive.ms),
      `< ${BUDGET.receiveMs} ms`,
      weekReceive.ms < BUDGET.receiveMs,
      `CPU ${fmt(weekReceive.cpuMs)}; save to painted card at ${SLOWDOWN}× ${fmt(weekReceive.latencyMs)}; ` +
        `${weekReceive.pulls} page(s) pulled in ${RUNS} check-ins`,
    )
    const ratio = received.ms / weekReceive.ms
    report(
      `receiving, ${bigLabel} ÷ one week`,
      `${ratio.toFixed(2)}×`,
      `≤ ${BUDGET.receiveRatio}×`,
      ratio <= BUDGET.receiveRatio,
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
const figure = (r) => `${r.name} ${r.figure}${r.ok === false ? ' (over)' : ''}`
if (!crashed && ALL) recordFigures('bench:journal', results.map(figure).join('; '))
console.log(
  `\n${failed ? 'FAILED' : 'Within budget'}: ${results.filter((r) => r.ok === true).length} of ${results.length} checks met ` +
    `(${Math.round((Date.now() - started) / 1000)} s)`,
)
process.exit(failed ? 1 : 0)
