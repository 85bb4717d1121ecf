/**
 * A PostgreSQL cluster of its own for fault tests, which freeze and kill the server's
 * processes: never a server someone else uses. Needs Debian's PostgreSQL binaries
 * (`apt-get install postgresql`, which CI installs); as root it runs the cluster as the
 * `postgres` user, as PostgreSQL insists.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './server-process'

export type ThrowawayPostgres = {
  url: string
  /** Every process of the cluster: the postmaster and its children. */
  pids(): number[]
  signal(signal: NodeJS.Signals): void
  /** Starts it again after `signal('SIGKILL')`, as an operator would after a crash. */
  restartAfterCrash(): void
  destroy(): void
}

/** Where the binaries are, or why this machine cannot run a cluster. */
export function postgresBinaries(): { bin: string; runAs: string | null } | { missing: string } {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions.length === 0) return { missing: 'no PostgreSQL binaries under /usr/lib/postgresql' }
  const bin = path.join(root, versions[0]!, 'bin')
  if (process.getuid?.() !== 0) return { bin, runAs: null }
  const hasUser = spawnSync('id', ['-u', 'postgres']).status === 0
  return hasUser
    ? { bin, runAs: 'postgres' }
    : { missing: 'running as root without a postgres user' }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const found = postgresBinaries()
  if ('missing' in found) throw new Error(found.missing)
  const { bin, runAs } = found
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hara-fault-pg-'))
  const data = path.join(dir, 'data')
  const port = await freePort()
  if (runAs) {
    const uid = Number(execFileSync('id', ['-u', runAs]).toString())
    const gid = Number(execFileSync('id', ['-g', runAs]).toString())
    chownSync(dir, uid, gid)
  }
  chmodSync(dir, 0o700)
  const run = (command: string, args: string[]) => {
    const [file, argv] = runAs
      ? ['runuser', ['-u', runAs, '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args]
    execFileSync(file, argv, { stdio: 'ignore', timeout: 60_000 })
  }
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ])
  start()

  const pids = () => {
    const file = path.join(data, 'postmaster.pid')
    if (!existsSync(file)) return []
    const postmaster = Number(readFileSync(file, 'utf8').split('\n')[0])
    const children = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster
        } catch {
          return false
        }
      })
      .map(Number)
    return [postmaster, ...children]
  }
  const signal = (name: NodeJS.Signals) => {
    for (const pid of pids()) {
      try {
        process.kill(pid, name)
      } catch {
        // already gone
      }
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pids,
    signal,
    restartAfterCrash() {
      // A killed postmaster may linger as a zombie that nobody reaps here, and PostgreSQL
      // would take its pid file, and its socket's lock file, for a live server.
      rmSync(path.join(data, 'postmaster.pid'), { force: true })
      rmSync(path.join(dir, `.s.PGSQL.${port}.lock`), { force: true })
      start()
    },
    destroy() {
      signal('SIGCONT')
      signal('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
