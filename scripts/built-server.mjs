// Starts the built server (`npm run build` first) on a free loopback port with a throwaway
// data folder, for the benchmark scripts. `stop()` ends it and removes the folder.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { root } from './lib.mjs'

export async function startBuiltServer(env = {}) {
  const port = await new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-bench-'))
  const base = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/index.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BETTER_AUTH_URL: base,
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  for (let i = 0; ; i++) {
    // Up to 90 s: a busy machine has taken more than 30 to start it.
    if (i > 450) {
      await stop()
      throw new Error('the built server did not start (run `npm run build` first)')
    }
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 200))
  }
  return { base, port, stop }
}
