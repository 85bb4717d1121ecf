/* global document, MutationObserver, requestAnimationFrame -- inside page.evaluate, in the browser */
// `npm run bench:web`: the Inner Map Timeline's first render with a journal of 5,000 check-ins,
// in Debian's Chromium on a phone profile, against a budget. Build first (`npm run build`).
// Starts the built server on a free port with a throwaway data folder, signs up and onboards
// through the app, writes the journal into the phone's storage, then taps Journey from Home
// several times and measures, in the page, from the tap to the first painted frame that shows
// the Timeline's cards. Prints every run and the median; exits 1 when the median is over.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium, devices } from '@playwright/test'
import { root } from './lib.mjs'
import { recordFigures } from './lib/doc-figures.mjs'
import { signUpAndOnboard } from './onboard.mjs'

const ENTRIES = 5000
const RUNS = 7
const BUDGET_MS = 100

const port = await new Promise((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address()
    srv.close(() => resolve(port))
  })
})
const base = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-bench-web-'))
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/index.mjs')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BETTER_AUTH_URL: base,
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
    RATE_LIMITS: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
let browser
const stop = async () => {
  await browser?.close()
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}

let failed = false
try {
  for (let i = 0; ; i++) {
    if (i > 150) throw new Error('server did not start')
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 200))
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: JSON.parse(readFileSync(path.join(root, 'e2e/chromium-args.json'), 'utf8')),
  })
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: base })
  const page = await context.newPage()

  await signUpAndOnboard(page, base)

  // A journal of ENTRIES check-ins over the past years: tap and voice, some with outcomes.
  await page.evaluate((count) => {
    const key = Object.keys(localStorage).find((k) => /^hara:u:[^:]+:onboarding_completed_/.test(k))
    const prefix = key.slice(0, key.indexOf('onboarding_completed_'))
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const contexts = ['Work', 'Relationship', 'Social', 'Health', 'Finance', 'Other']
    const signals = ['Tight chest', 'Dropped stomach', 'Expanding warmth', 'Numb']
    const now = Date.now()
    const entries = []
    for (let i = 0; i < count; i++) {
      const at = new Date(now - (count - i) * 5 * 3_600_000)
      const honored = i % 3 !== 0
      const common = {
        id: crypto.randomUUID(),
        timestamp: at.toISOString(),
        day: at.toLocaleDateString('en-CA', { timeZone }),
        timeZone,
        xp: honored ? 10 : 5,
        consequence: i % 4 === 0 ? 'It turned out fine in the end, glad I listened.' : null,
        consequenceDate: i % 4 === 0 ? at.toISOString() : null,
        gutFeeling: ['yes', 'no', 'pause'][i % 3],
        willIgnore: honored ? 'no' : 'yes',
      }
      entries.push(
        i % 5 === 0
          ? {
              ...common,
              mode: 'voice',
              transcript: `Check-in ${i}: something about this offer feels off and I keep noticing it in my chest.`,
              label: 'unease',
              wantsResponse: true,
              aiInsights:
                '### What stands out\n- Your body spoke first\n- **Pause** before you answer',
            }
          : {
              ...common,
              mode: 'tap',
              context: contexts[i % contexts.length],
              description: `Check-in ${i}: asked to take on a second project`,
              bodySensation: signals[i % signals.length],
              decision: i % 6 === 0 ? 'Said no politely' : null,
              needsFollowUp: i % 6 === 0,
            },
      )
    }
    localStorage.setItem(`${prefix}gutEntries`, JSON.stringify(entries))
  }, ENTRIES)
  await page.reload()
  await page.waitForURL(/\/home$/)
  await page.getByRole('link', { name: 'Journey' }).waitFor()

  const times = []
  for (let run = 0; run <= RUNS; run++) {
    const ms = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const link = document.querySelector('a[href="/map"]')
          if (!link) return reject(new Error('no Journey link'))
          const shown = () => document.querySelector('[aria-label="Your check-ins"] article')
          const start = performance.now()
          const observer = new MutationObserver(() => {
            if (!shown()) return
            observer.disconnect()
            // The frame that shows the cards: after the next paint.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
          })
          observer.observe(document.body, { childList: true, subtree: true })
          link.click()
        }),
    )
    const cards = await page.locator('[aria-label="Your check-ins"] article').count()
    console.log(
      `${run === 0 ? 'warm-up (route code loading)' : `run ${run}`}`.padEnd(30) +
        `${ms.toFixed(1).padStart(7)} ms  (${cards} cards of ${ENTRIES} rendered)`,
    )
    if (run > 0) times.push(ms)
    await page.getByRole('link', { name: 'Today' }).click()
    await page.waitForURL(/\/home$/)
    // The address changes before the screen does (navigations are transitions): wait until the
    // Timeline has gone, or the next tap would find its cards still there and wait forever.
    await page.locator('[aria-label="Your check-ins"]').waitFor({ state: 'detached' })
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]
  failed = median > BUDGET_MS
  console.log(
    `Timeline first render with ${ENTRIES} entries: median ${median.toFixed(1)} ms, budget ${BUDGET_MS} ms${failed ? '  OVER BUDGET' : ''}`,
  )
  recordFigures(
    'bench:web',
    `median ${median.toFixed(1)} ms with ${ENTRIES.toLocaleString('en-US')} check-ins`,
  )
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await stop()
}
process.exit(failed ? 1 : 0)
