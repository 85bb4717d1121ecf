// `npm run bench:bundle`: the JavaScript and CSS a phone downloads before the first screen is
// usable, measured in Chromium on the real server: the signed-out screen (/auth) and Home
// (/home, signed in and onboarded), each on a cold load (empty cache, no service worker). It
// counts the bytes that actually crossed the wire (compressed as the server sent them) for
// every script and stylesheet the page requested, and the scripts inline in the page (the
// start scripts), counted as their brotli size. Build first (`npm run build`). With `--write`,
// the figures replace their line in docs/quality.md.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { chromium, devices } from '@playwright/test'
import { root } from './lib.mjs'
import { recordFigures } from './lib/doc-figures.mjs'
import { startBuiltServer } from './built-server.mjs'
import { signUpAndOnboard } from './onboard.mjs'

/** On React 19 itself (ADRs 0021 and 0064): at most 90 kB before /auth, 110 kB before Home. */
const BUDGET_KB = { '/auth': 90, '/home': 110 }

const args = JSON.parse(readFileSync(path.join(root, 'e2e/chromium-args.json'), 'utf8'))
const { base, stop } = await startBuiltServer({ RATE_LIMITS: 'off' })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
})

/** A phone context with no service worker, so every load is a cold one. */
const phone = (storageState) =>
  browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block', storageState })

async function measure(name, storageState, path, usable) {
  const context = await phone(storageState)
  const page = await context.newPage()
  const files = []
  page.on('requestfinished', async (request) => {
    const type = request.resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    const sizes = await request.sizes()
    const response = await request.response()
    files.push({
      url: new URL(request.url()).pathname,
      bytes: sizes.responseBodySize,
      encoding: response?.headers()['content-encoding'] ?? 'none',
    })
  })
  await page.goto(base + path)
  await usable(page)
  await page.waitForLoadState('networkidle')
  // Scripts inline in the page arrive with the HTML; they count as much as they weigh there.
  const inline = await page.$$eval('script:not([src]):not([type="application/json"])', (scripts) =>
    scripts.map((script) => script.textContent ?? ''),
  )
  inline.forEach((text, i) =>
    files.push({
      url: `(inline script ${i + 1} of the page)`,
      bytes: brotliCompressSync(text).length,
      encoding: 'br',
    }),
  )
  await context.close()
  const total = files.reduce((sum, f) => sum + f.bytes, 0)
  console.log(`\n${name}: ${path}`)
  for (const f of files.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`${(f.bytes / 1024).toFixed(1).padStart(7)} kB  ${f.encoding.padEnd(5)} ${f.url}`)
  }
  const kb = total / 1024
  const budget = BUDGET_KB[path]
  console.log(
    `${kb.toFixed(1).padStart(7)} kB  JS and CSS before it is usable (budget ${budget} kB)${kb > budget ? '  OVER BUDGET' : ''}`,
  )
  return { ok: kb <= budget, kb }
}

/** Signs a new user up and through onboarding in the browser; returns cookies and storage. */
async function onboardedUser() {
  const context = await phone()
  const page = await context.newPage()
  await signUpAndOnboard(page, base)
  const state = await context.storageState()
  await context.close()
  return state
}

let ok = false
try {
  const signedOut = await measure('Signed out', undefined, '/auth', (page) =>
    page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
  )
  const signedIn = await measure('Signed in', await onboardedUser(), '/home', (page) =>
    page.getByRole('heading', { name: 'Hi, Bench' }).waitFor(),
  )
  ok = signedOut.ok && signedIn.ok
  recordFigures(
    'bench:bundle',
    `/auth ${signedOut.kb.toFixed(1)} kB, Home ${signedIn.kb.toFixed(1)} kB (budgets ${BUDGET_KB['/auth']} and ${BUDGET_KB['/home']} kB)`,
  )
} finally {
  await browser.close()
  await stop()
}
process.exit(ok ? 0 : 1)
