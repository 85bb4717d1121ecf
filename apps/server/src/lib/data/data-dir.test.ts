import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer, type ServerProcess } from '../../test/server-process'
import { secureDataDir } from './data-dir'

const dirs: string[] = []
let server: ServerProcess | undefined
afterAll(async () => {
  await server?.stop('SIGKILL')
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const modeOf = (file: string) => statSync(file).mode & 0o777

/** Every folder and file under `dir` with its mode. */
function modes(dir: string): Map<string, number> {
  const found = new Map<string, number>([[dir, modeOf(dir)]])
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name)
    found.set(full, modeOf(full))
  }
  return found
}

/** A data folder as an older version left it: open to every local user. */
function looseDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hara-data-modes-'))
  dirs.push(dir)
  mkdirSync(path.join(dir, 'outbox'))
  writeFileSync(path.join(dir, 'outbox', 'old.eml'), 'a reset link')
  writeFileSync(path.join(dir, 'auth-secret'), 'x'.repeat(40))
  chmodSync(dir, 0o755)
  chmodSync(path.join(dir, 'outbox'), 0o777)
  chmodSync(path.join(dir, 'outbox', 'old.eml'), 0o666)
  chmodSync(path.join(dir, 'auth-secret'), 0o644)
  return dir
}

describe('the data folder', () => {
  it('is repaired to owner-only: folders 0700, files 0600', () => {
    const dir = looseDataDir()
    secureDataDir(dir)
    for (const [file, mode] of modes(dir)) {
      expect(mode.toString(8), file).toBe(statSync(file).isDirectory() ? '700' : '600')
    }
  })

  it('is owner-only after the server starts on it, the embedded database included', async () => {
    const dir = looseDataDir()
    server = await startServer({ DATA_DIR: dir, DATABASE_URL: '' })
    const found = modes(dir)
    expect(found.size).toBeGreaterThan(20) // PGlite's own files are there
    // Nothing inside can be reached by another local user: the folder is the owner's alone.
    expect(modeOf(dir).toString(8)).toBe('700')
    // What an older version left open is repaired, and what this start wrote is owner-only.
    expect(modeOf(path.join(dir, 'outbox')).toString(8)).toBe('700')
    expect(modeOf(path.join(dir, 'outbox', 'old.eml')).toString(8)).toBe('600')
    expect(modeOf(path.join(dir, 'auth-secret')).toString(8)).toBe('600')
    expect(modeOf(path.join(dir, 'pglite', 'PG_VERSION')).toString(8)).toBe('600')
    for (const [file, mode] of found) expect(mode & 0o007, `${file} is open to others`).toBe(0)
  }, 90_000)
})
