import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test as base } from '@playwright/test'
import { freePort, startServer, type RunningServer } from './server'

/**
 * Journeys that use WebAuthn (passkeys, the app lock) need the app on `localhost`: a relying
 * party is a domain, never an IP address, and the run's shared server is on 127.0.0.1. This
 * test starts one server per worker with its public URL on localhost and points `baseURL`
 * there.
 */
export const test = base.extend<object, { localhostServer: RunningServer & { origin: string } }>({
  localhostServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-e2e-localhost-'))
      const port = await freePort()
      const origin = `http://localhost:${port}`
      const server = await startServer({ dataDir, port, env: { BETTER_AUTH_URL: origin } })
      await use({ ...server, origin })
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ localhostServer }, use) => use(localhostServer.origin),
})

export { expect } from '@playwright/test'
