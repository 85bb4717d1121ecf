/* global document, window, MutationObserver, requestAnimationFrame -- inside page.evaluate, in the browser */
// bench:journal, part 2c: the Inner Map's calendar with the ten-year journal (scripts/bench-journal.mjs
// says what and why). The month and the year are made from the journal summary's days, so they
// should cost the same with a week of journal or ten years.
import { settle, tapPoint } from './journal-bench-app.mjs'
import { RUNS, SLOWDOWN, fmt, median } from './journal-bench-settings.mjs'

/**
 * From a tap's click event to the first painted frame with at least `count` elements matching
 * `selector`, with the CPU slowed.
 */
async function timeTap(page, cdp, locator, [selector, count]) {
  const { x, y } = await tapPoint(locator)
  await page.evaluate(
    ([selector, count]) => {
      const isReady = () => document.querySelectorAll(selector).length >= count
      window.__benchCalendar = new Promise((resolve) => {
        let tapAt = null
        document.addEventListener('click', (e) => (tapAt = e.timeStamp), {
          capture: true,
          once: true,
        })
        const observer = new MutationObserver(() => {
          if (tapAt === null || !isReady()) return
          observer.disconnect()
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - tapAt), 0))
        })
        observer.observe(document.body, { childList: true, subtree: true, attributes: true })
      })
    },
    [selector, count],
  )
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
  try {
    await page.touchscreen.tap(x, y)
    return await page.evaluate(() => window.__benchCalendar)
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  }
}

/** The month's table, its days drawn; the year's twelve months. */
const monthShown = ['[aria-label="Calendar"] table tbody td', 28]
const yearShown = ['[aria-label="Calendar"] ol > li', 12]

/**
 * On the Inner Map (/map): the Calendar tab opened (its month, the default) and then its year
 * view, each from the tap to the painted frame; median of `RUNS` after one warm-up.
 */
export async function measureCalendar(page, cdp) {
  const month = []
  const year = []
  for (let run = 0; run <= RUNS; run++) {
    const monthMs = await timeTap(
      page,
      cdp,
      page.getByRole('tab', { name: 'Calendar' }),
      monthShown,
    )
    const yearMs = await timeTap(page, cdp, page.getByRole('button', { name: 'Year' }), yearShown)
    console.log(
      `    ${run === 0 ? 'warm-up' : `run ${run}`}: month ${fmt(monthMs)}, year ${fmt(yearMs)}`,
    )
    if (run > 0) {
      month.push(monthMs)
      year.push(yearMs)
    }
    await page.getByRole('button', { name: 'Month' }).click()
    await page.getByRole('tab', { name: 'Timeline' }).click()
    await settle(page)
  }
  return { month: median(month), year: median(year) }
}
