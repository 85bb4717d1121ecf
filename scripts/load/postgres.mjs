// A throwaway PostgreSQL cluster for the load test, when DATABASE_URL is not set: Debian's
// binaries, a temporary folder, a free port; as root it runs as the `postgres` user.
// (The server's fault tests have the same in TypeScript: apps/server/src/test/throwaway-postgres.ts.)
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

export function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

export async function startPostgres() {
  const root = '/usr/lib/postgresql'
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined
  if (!version)
    throw new Error(
      'PostgreSQL is not installed (apt-get install postgresql), and DATABASE_URL is not set',
    )
  const bin = path.join(root, version, 'bin')
  const asRoot = process.getuid?.() === 0
  if (asRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    throw new Error('running as root needs a postgres user to run PostgreSQL')
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hara-load-pg-'))
  if (asRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString())
    chownSync(dir, id('-u'), id('-g'))
  }
  chmodSync(dir, 0o700)
  const run = (command, args) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, command),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, command), ...args] : args,
      { stdio: 'ignore' },
    )
  const data = path.join(dir, 'data')
  const port = await freePort()
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=100`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
