// A PostgreSQL cluster of our own, for tests, benchmarks and the load test: Debian's server
// binaries (`apt-get install postgresql`), a temporary folder, a free port on 127.0.0.1, trust
// authentication, never a server someone else uses. PostgreSQL refuses to run as root, so as
// root the cluster runs as the `postgres` user the package creates. `stop()` ends it and
// removes the folder. The one place the project sets PostgreSQL up (types: the .d.mts beside).
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
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

const BASE = '/usr/lib/postgresql'

/** A port nobody listens on at this moment, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Where the newest binaries are and whom to run them as, or why this machine cannot. */
export function postgresBinaries() {
  const versions = existsSync(BASE)
    ? readdirSync(BASE)
        .filter((version) => existsSync(path.join(BASE, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions.length === 0) {
    return { missing: `no PostgreSQL binaries under ${BASE} (apt-get install postgresql)` }
  }
  const bin = path.join(BASE, versions[0], 'bin')
  if (process.getuid?.() !== 0) return { bin, runAs: null }
  return spawnSync('id', ['-u', 'postgres']).status === 0
    ? { bin, runAs: 'postgres' }
    : { missing: 'running as root, and there is no postgres user to run PostgreSQL as' }
}

/** The postmaster's pid and its children's, read from the pid file and /proc. */
function clusterPids(data) {
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

/**
 * Starts a cluster. `fsync: false` (tests) trades durability for speed; benchmarks keep the
 * default so their figures are a real server's.
 */
export async function startThrowawayPostgres({ fsync = true, name = 'hara-pg' } = {}) {
  const found = postgresBinaries()
  if ('missing' in found) throw new Error(found.missing)
  const { bin, runAs } = found
  const dir = mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  const data = path.join(dir, 'data')
  const port = await freePort()
  if (runAs) {
    const id = (flag) => Number(execFileSync('id', [flag, runAs]).toString())
    chownSync(dir, id('-u'), id('-g'))
  }
  chmodSync(dir, 0o700)
  const run = (command, args) => {
    const [file, argv] = runAs
      ? ['runuser', ['-u', runAs, '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args]
    execFileSync(file, argv, { stdio: 'ignore', timeout: 60_000 })
  }
  const options = [`-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`]
  if (!fsync) options.push('-c fsync=off')
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options.join(' '), '-l', path.join(dir, 'log'), '-w', 'start'])

  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', ...(fsync ? [] : ['--no-sync'])])
    start()
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }

  const signal = (name) => {
    for (const pid of clusterPids(data)) {
      try {
        process.kill(pid, name)
      } catch {
        // already gone
      }
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pids: () => clusterPids(data),
    signal,
    restartAfterCrash() {
      // A killed postmaster may linger as a zombie nobody reaps, and PostgreSQL would take its
      // pid file, and its socket's lock file, for a live server.
      rmSync(path.join(data, 'postmaster.pid'), { force: true })
      rmSync(path.join(dir, `.s.PGSQL.${port}.lock`), { force: true })
      start()
    },
    stop() {
      signal('SIGCONT')
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
      } catch {
        signal('SIGKILL')
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
