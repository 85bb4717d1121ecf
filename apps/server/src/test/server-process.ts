/**
 * The real server as its own process, for tests that stop, kill or starve it the way an
 * operator or a crash would, or run several side by side: from the bundle the suite's global
 * set-up built once (global-server-bundle.ts), as `npm start` runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { inject } from 'vitest'
import { clientsOver } from './client'

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type ServerProcess = {
  url: string
  child: ChildProcess
  /** Everything it wrote to stdout and stderr. */
  output(): string
  /** Resolves with the exit code (or signal) once it has exited. */
  exited: Promise<number | NodeJS.Signals | null>
  stop(signal?: NodeJS.Signals): Promise<number | NodeJS.Signals | null>
}

/**
 * Settings for `startServer` that run the server's clock (`Date.now`, which its scheduler and
 * routes read) `ms` ahead of the machine's (clock-ahead.mjs).
 */
export function clockAhead(ms: number): Record<string, string> {
  const preload = pathToFileURL(path.join(serverDir, 'src/test/clock-ahead.mjs')).href
  return { NODE_OPTIONS: `--import=${preload}`, HARA_TEST_CLOCK_AHEAD_MS: String(ms) }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

export type StartOptions = {
  port?: number
}

/**
 * Starts the server and resolves once it answers its health check. A port it chose itself
 * (`freePort`) is free when chosen, not always when the server binds it seconds later: a busy
 * machine's other tests open connections from the same range. Refused that way, it starts again
 * on another port.
 */
export async function startServer(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env, options.port ?? (await freePort()), inject('serverBundle'))
    } catch (error) {
      const taken = error instanceof PortTaken
      if (!taken || options.port !== undefined || attempt === 3) throw taken ? error.cause : error
    }
  }
}

class PortTaken extends Error {}

async function startOnce(
  env: Record<string, string>,
  port: number,
  entry: string,
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [entry], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      BETTER_AUTH_URL: url,
      BETTER_AUTH_SECRET: 'fault-test-secret-fault-test-secret-0123456789',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      ACCESS_CODE: 'intuition',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  )
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const exited = new Error(`server exited at start:\n${output}`)
      throw output.includes('EADDRINUSE') ? new PortTaken('port taken', { cause: exited }) : exited
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await server.stop('SIGKILL')
  throw new Error(`server did not become healthy:\n${output}`)
}

/** A browser-like client of a server process: keeps its session cookie, sends its Origin. */
export function httpClient(baseUrl: string) {
  let cookie = ''
  const request = async (pathname: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('Origin', baseUrl)
    if (cookie) headers.set('Cookie', cookie)
    const res = await fetch(`${baseUrl}${pathname}`, { ...init, headers })
    const set = res.headers.getSetCookie().map((line) => line.split(';')[0]!)
    const token = set.find((pair) => pair.startsWith('better-auth.session_token='))
    if (token) cookie = token
    return res
  }
  return {
    /** The session cookie it holds (`name=value`), or ''. */
    cookie: () => cookie,
    ...clientsOver(request),
  }
}
