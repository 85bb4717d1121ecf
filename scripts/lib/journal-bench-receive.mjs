/* global document, window, MutationObserver, requestAnimationFrame -- inside page.evaluate, in the browser */
// bench:journal, part 5b: receiving one check-in (scripts/bench-journal.mjs says what and why).
//
// A check-in saved on one phone while another phone of the account, holding the journal with
// its backup on, shows the Timeline. The receiving phone's CPU is slowed 4× and traced; the
// figure is its main thread's work (the sum of its top-level tasks, as for a save) from the tap
// on 'Save check-in' on the other phone to the painted frame that shows the new card. The
// receiving phone does nothing else meanwhile, so that is the work of the check-in's arrival:
// the event, the records opened and merged, the Timeline drawn again. Beside it, the time from
// the tap to that frame, and whether the receiving phone asked for a page of records (a pull)
// or took what rode the event.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { checkIn } from './journal-bench-sync.mjs'
import { TRACE_CATEGORIES, mainThreadWork } from './main-thread-work.mjs'
import { PROFILE, RUNS, SLOWDOWN, TRACES, fmt, median } from './journal-bench-settings.mjs'
import { quiet, settle, tapPoint } from './journal-bench-app.mjs'

// With BENCH_JOURNAL_PROFILE (and BENCH_JOURNAL_TRACES), the trace also samples the JS stacks
// (V8's CPU profiler): the work is then inflated by the sampling, and the figures are for
// finding where the time goes, not for the budget.
const CATEGORIES = PROFILE
  ? [...TRACE_CATEGORIES, 'disabled-by-default-v8.cpu_profiler']
  : TRACE_CATEGORIES

async function receiveOne(browser, sender, receiver, cdp, description) {
  await quiet(receiver)
  await browser.startTracing(receiver, { categories: CATEGORIES })
  const armedAt = await receiver.evaluate((words) => {
    window.__benchArrived = new Promise((resolve) => {
      const shown = () =>
        [...document.querySelectorAll('[aria-label="Your check-ins"] article')].some((card) =>
          card.textContent.includes(words),
        )
      const observer = new MutationObserver(() => {
        if (!shown()) return
        observer.disconnect()
        requestAnimationFrame(() =>
          setTimeout(() => {
            performance.mark('bench:painted')
            resolve(performance.timeOrigin + performance.now())
          }, 0),
        )
      })
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    performance.mark('bench:armed')
    return performance.timeOrigin + performance.now()
  }, description)
  let pulls = 0
  const onRequest = (request) => {
    const url = new URL(request.url())
    if (request.method() === 'GET' && url.pathname === '/api/sync/records') pulls += 1
  }
  receiver.on('request', onRequest)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
  let tappedAt
  let arrivedAt
  try {
    await checkIn(sender, description, async (button) => {
      const { x, y } = await tapPoint(button)
      await sender.evaluate(() => {
        window.__benchTapped = new Promise((resolve) =>
          document.addEventListener('click', (e) => resolve(performance.timeOrigin + e.timeStamp), {
            capture: true,
            once: true,
          }),
        )
      })
      await sender.touchscreen.tap(x, y)
    })
    tappedAt = await sender.evaluate(() => window.__benchTapped)
    arrivedAt = await Promise.race([
      receiver.evaluate(() => window.__benchArrived),
      new Promise((resolve) => setTimeout(() => resolve(null), 60_000)),
    ])
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    receiver.off('request', onRequest)
  }
  const trace = await browser.stopTracing()
  if (TRACES) {
    mkdirSync(TRACES, { recursive: true })
    writeFileSync(
      path.join(TRACES, `receive-${description.replace(/\W+/g, '-').replace(/-$/, '')}.json`),
      trace,
    )
  }
  if (arrivedAt === null) return null
  const work = mainThreadWork(trace, tappedAt, armedAt)
  return { ...work, latencyMs: arrivedAt - tappedAt, pulls }
}

/**
 * Five check-ins saved on `sender` arriving on `receiver` (on the Timeline, `cdp` its DevTools
 * session): the median main-thread work on the receiving phone and the median time from the
 * save to the painted card.
 */
export async function measureReceive(browser, sender, receiver, cdp, label) {
  const runs = []
  for (let run = 1; run <= RUNS; run++) {
    const r = await receiveOne(browser, sender, receiver, cdp, `Received, ${label}, ${run}.`)
    if (r === null) {
      console.log(`    ${label}, check-in ${run}: did not arrive in 60 s`)
      runs.push({ workMs: Infinity, cpuMs: Infinity, latencyMs: Infinity, pulls: 0 })
      continue
    }
    runs.push(r)
    console.log(
      `    ${label}, check-in ${run}: main-thread work ${fmt(r.workMs)} (CPU ${fmt(r.cpuMs)}); ` +
        `save to painted card ${fmt(r.latencyMs)}; ${r.pulls} page(s) pulled`,
    )
    await settle(sender)
    await settle(receiver)
  }
  return {
    ms: median(runs.map((r) => r.workMs)),
    cpuMs: median(runs.map((r) => r.cpuMs)),
    latencyMs: median(runs.map((r) => r.latencyMs)),
    pulls: runs.reduce((sum, r) => sum + r.pulls, 0),
  }
}
