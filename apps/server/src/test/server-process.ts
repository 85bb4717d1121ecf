/**
 * The real server as its own process (from source, through tsx), for fault tests that stop,
 * kill or starve it the way an operator or a crash would.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

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

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
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
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`)
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
  const json = (method: string) => (pathname: string, body: unknown) =>
    request(pathname, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  return {
    request,
    get: (pathname: string) => request(pathname),
    post: json('POST'),
    patch: json('PATCH'),
  }
}
