/* global document, window, MutationObserver, requestAnimationFrame -- inside page.evaluate, in the browser */
// bench:journal, parts 2 and 2b: the Timeline's first screen and a search over the whole journal
// (scripts/bench-journal.mjs says what and why).
import { mainNav, settle, tapPoint } from './journal-bench-app.mjs'
import { RUNS, SLOWDOWN, fmt, median } from './journal-bench-settings.mjs'

// ---------------------------------------------------------------------------------------------
// 2. The Timeline's first screen, measured in the page as bench:web does, from the tap's click
// event (its time stamp is the input's) to the first painted frame showing cards.

export async function measureTimeline(page, cdp) {
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

export async function measureSearch(page, cdp) {
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
