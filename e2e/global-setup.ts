import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server did not become healthy at ${url}`)
}

/**
 * Starts the built server once for the whole run. Environment variables set here reach the
 * workers, so tests read BASE_URL and E2E_DATA_DIR (the mail outbox lives under it).
 */
export default async function globalSetup() {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-e2e-'))
  const baseURL = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/index.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BETTER_AUTH_URL: baseURL,
      LOG_LEVEL: process.env.E2E_SERVER_LOG ? 'info' : 'warn',
      DATABASE_URL: '',
      // Every journey signs up from 127.0.0.1; limits are proven by the server's own tests.
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  process.env.BASE_URL = baseURL
  process.env.E2E_DATA_DIR = dataDir
  await waitForHealth(`${baseURL}/api/health`, 60_000)

  return async () => {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
