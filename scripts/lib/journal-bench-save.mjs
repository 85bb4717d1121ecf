/* global document, window, MutationObserver, requestAnimationFrame -- inside page.evaluate, in the browser */
// bench:journal, part 1: saving a check-in (scripts/bench-journal.mjs says what and why).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { mainNav, quiet, settle, tapPoint } from './journal-bench-app.mjs'
import { TRACE_CATEGORIES, mainThreadWork } from './main-thread-work.mjs'
import {
  PROFILE,
  RUNS,
  SLOWDOWN,
  TRACES,
  fmt,
  loadLine,
  median,
} from './journal-bench-settings.mjs'

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
// BENCH_JOURNAL_PROFILE: the JS stacks sampled too (the figures then read high; for finding
// where the time goes, not for the budget).
const CATEGORIES = PROFILE
  ? [...TRACE_CATEGORIES, 'disabled-by-default-v8.cpu_profiler']
  : TRACE_CATEGORIES

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
  await quiet(page)
  const { x, y } = await tapPoint(page.getByRole('button', { name: 'Save check-in' }))
  await browser.startTracing(page, { categories: CATEGORIES })
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

export async function measureSaves(browser, page, cdp, label) {
  const runs = []
  for (let run = 0; run < RUNS; run++) {
    const r = await measureSave(browser, page, cdp, label, run)
    runs.push(r)
    console.log(
      `    ${label}, save ${run + 1}: main-thread work ${fmt(r.workMs)} (CPU ${fmt(r.cpuMs)}; ` +
        `tap to painted celebration ${fmt(r.latencyMs)}; celebration "${r.text}")`,
    )
  }
  console.log(loadLine())
  return { ms: median(runs.map((r) => r.workMs)), cpuMs: median(runs.map((r) => r.cpuMs)) }
}
