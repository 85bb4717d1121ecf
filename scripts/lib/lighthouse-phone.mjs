// A phone for Lighthouse, for bench:journal: Debian's Chromium on a profile of its own with
// remote debugging, an account signed up and onboarded in it, audited cold but signed in.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { root } from '../lib.mjs'
import { signUpAndOnboard } from '../onboard.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = JSON.parse(readFileSync(path.join(root, 'e2e/chromium-args.json'), 'utf8'))

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

/**
 * A phone for Lighthouse: Chromium on a profile of its own with remote debugging, an account
 * signed up and onboarded in it. `audit()` opens Home cold but signed in and gives its LCP.
 */
export async function lighthousePhone(base, prefix) {
  const debugPort = await freePort()
  const profile = mkdtempSync(path.join(os.tmpdir(), 'hara-bench-journal-lh-'))
  const browserProcess = spawn(
    CHROMIUM,
    [...ARGS, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, 'about:blank'],
    // A group of its own: the launcher, the browser and its helpers are stopped together.
    { stdio: 'ignore', detached: true },
  )
  const close = async () => {
    await stopGroup(browserProcess.pid)
    // A profile left in the temporary directory does not undo what was measured.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 500 })
    } catch (error) {
      console.warn(`    the browser's profile was left in ${profile} (${error.code})`)
    }
  }
  /** Runs `use(page)` in a tab of this browser, then closes the tab. */
  const inTab = async (use) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`)
    try {
      const page = await browser.contexts()[0].newPage()
      await page.setViewportSize({ width: 412, height: 915 })
      const result = await use(page)
      await page.close()
      return result
    } finally {
      await browser.close()
    }
  }
  const auditOnce = async () => {
    // Cold but signed in: the session and the journal stay; the service worker, its caches
    // and the HTTP cache go, so each run downloads the app again.
    await inTab(async (page) => {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Storage.clearDataForOrigin', {
        origin: base,
        storageTypes: 'service_workers,cache_storage',
      })
      await cdp.send('Network.clearBrowserCache')
    })
    const { lhr } = await lighthouse(`${base}/home`, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      onlyCategories: ['performance'],
      // Home is audited signed in: keep the session cookie and the journal on the device.
      disableStorageReset: true,
    })
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    const landed = new URL(lhr.finalDisplayedUrl).pathname
    if (landed !== '/home') throw new Error(`Lighthouse ended on ${landed}, not /home`)
    return lhr.audits['largest-contentful-paint'].numericValue
  }
  // Lighthouse now and then fails to record a page load (NO_NAVSTART) and asks to be run
  // again: a run that failed so is run once more.
  const audit = async () => {
    try {
      return await auditOnce()
    } catch (error) {
      console.log(
        `    (a Lighthouse run failed, run again: ${String(error.message).split('\n')[0]})`,
      )
      return auditOnce()
    }
  }
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`http://127.0.0.1:${debugPort}/json/version`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) break
      if (i > 100) throw new Error('Chromium did not start')
      await new Promise((r) => setTimeout(r, 100))
    }
    await inTab((page) => signUpAndOnboard(page, base, prefix))
  } catch (error) {
    await close()
    throw error
  }
  return { inTab, audit, close }
}

/**
 * Stops every process of the group led by `pid` (SIGTERM, then SIGKILL after 5 s): a browser
 * that outlives its launcher keeps writing its profile, and keeps a core busy.
 */
async function stopGroup(pid) {
  // False once the group has gone, which it may do between any two of these calls.
  const signal = (name) => {
    try {
      process.kill(-pid, name)
      return true
    } catch {
      return false
    }
  }
  if (!signal('SIGTERM')) return
  for (let waited = 0; signal(0) && waited < 5000; waited += 100) {
    await new Promise((r) => setTimeout(r, 100))
  }
  signal('SIGKILL')
}
