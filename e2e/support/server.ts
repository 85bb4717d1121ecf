import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export function freePort(): Promise<number> {
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

export type RunningServer = { baseURL: string; port: number; stop(): Promise<void> }

/**
 * Starts the built server (apps/server/dist) on 127.0.0.1 with the given data folder, as the
 * journeys need it: test mode, no rate limits (limits are proven by the server's own tests), the
 * embedded database. `env` adds or overrides settings (WEB_DIST_DIR to serve another build).
 */
export async function startServer(options: {
  dataDir: string
  port?: number
  env?: Record<string, string>
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort())
  const baseURL = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/index.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      BETTER_AUTH_URL: baseURL,
      LOG_LEVEL: process.env.E2E_SERVER_LOG ? 'info' : 'warn',
      DATABASE_URL: '',
      RATE_LIMITS: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
    await exited
  }
  try {
    await waitForHealth(`${baseURL}/api/health`, 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseURL, port, stop }
}
