// A throwaway PostgreSQL cluster for the benchmarks: Debian's server binaries, a temporary data
// folder, loopback only, trust authentication. Resolves to null when PostgreSQL is not
// installed. `stop()` ends it and removes the folder. (As root, the cluster runs as `postgres`.)
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export function startTempPostgres(port = 55433) {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const version = readdirSync(base)
    .sort((a, b) => Number(a) - Number(b))
    .at(-1)
  const bin = path.join(base, version, 'bin')
  if (!existsSync(path.join(bin, 'initdb'))) return null

  const dir = mkdtempSync(path.join(os.tmpdir(), 'hara-bench-pg-'))
  chmodSync(dir, 0o777)
  const asRoot = process.getuid?.() === 0
  const run = (command, args) => {
    const line = [path.join(bin, command), ...args].map((a) => `'${a}'`).join(' ')
    if (asRoot) execFileSync('su', ['postgres', '-c', line], { stdio: 'ignore' })
    else execFileSync('sh', ['-c', line], { stdio: 'ignore' })
  }
  const data = path.join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres'])
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`,
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
