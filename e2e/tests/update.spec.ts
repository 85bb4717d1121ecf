import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, root, startServer } from '../support/server'
import { workerInControl, workerSettled } from '../support/service-worker'

// An update is the service worker's.
test.use({ serviceWorkers: 'allow' })

/**
 * A new version of Hara is deployed while the app is open: the server restarts on the same
 * address with a build whose service worker differs. The app offers it quietly and moves onto
 * it when the prompt is tapped, and not before.
 */
test('a new version installed in the background is offered with Update available, and tapping it reloads onto it', async ({
  page,
}) => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'hara-e2e-update-'))
  const dataDir = path.join(work, 'data')
  const build = (name: string, change?: (sw: string) => string) => {
    const dir = path.join(work, name)
    cpSync(path.join(root, 'apps/web/dist'), dir, { recursive: true })
    if (change) {
      const file = path.join(dir, 'sw.js')
      writeFileSync(file, change(readFileSync(file, 'utf8')))
      // The precompressed copies would still hold the old worker.
      rmSync(`${file}.br`, { force: true })
      rmSync(`${file}.gz`, { force: true })
    }
    return dir
  }
  const v1 = build('v1')
  const v2 = build('v2', (sw) => `${sw}\n// the next version\n`)
  const port = await freePort()

  let server = await startServer({ dataDir, port, env: { WEB_DIST_DIR: v1 } })
  try {
    await page.goto(`${server.baseURL}/auth`)
    await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
    await workerInControl(page)
    // The first install is not an update: once the worker is settled, nothing is offered.
    await workerSettled(page)
    await expect(page.getByRole('button', { name: /Update available/ })).toHaveCount(0)

    await server.stop()
    server = await startServer({ dataDir, port, env: { WEB_DIST_DIR: v2 } })

    // Opening the app again finds the new worker; it installs and waits for the person.
    await page.reload()
    const prompt = page.getByRole('button', { name: /Update available/ })
    await expect(prompt).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
    const waitingBefore = await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
    )
    expect(waitingBefore).toBe(true)

    await Promise.all([page.waitForEvent('load'), prompt.click()])
    await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
    await workerSettled(page)
    await expect(page.getByRole('button', { name: /Update available/ })).toHaveCount(0)
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return { waiting: Boolean(registration?.waiting), active: registration?.active?.state }
    })
    expect(state).toEqual({ waiting: false, active: 'activated' })
  } finally {
    await server.stop()
    rmSync(work, { recursive: true, force: true })
  }
})
