/**
 * One process at a time on the embedded database's folder, and a process killed
 * with kill -9 does not keep it locked.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase, lockFolderOf } from './embedded-lock'

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const dir = mkdtempSync(path.join(os.tmpdir(), 'hara-lock-'))
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

/** Another process that takes the lock and keeps it until killed. */
async function holder(pgliteDir: string): Promise<ChildProcess> {
  const script = `import('./src/db/embedded-lock.ts').then((m) => { m.lockEmbeddedDatabase(${JSON.stringify(pgliteDir)}, 'server'); console.log('locked'); setInterval(() => {}, 1000) })`
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)))
  })
  return child
}

const recordOf = (pgliteDir: string) => {
  const [name] = readdirSync(lockFolderOf(pgliteDir))
  return path.join(lockFolderOf(pgliteDir), name!)
}

describe('the embedded database lock', () => {
  it('is taken once per folder, also within one process, and free again once released', () => {
    const folder = path.join(dir, 'one')
    const lock = lockEmbeddedDatabase(folder, 'server')
    expect(() => lockEmbeddedDatabase(folder, 'db:move')).toThrow(EmbeddedDatabaseInUseError)
    lock.release()
    lockEmbeddedDatabase(folder, 'db:move').release()
    expect(readdirSync(lockFolderOf(folder))).toEqual([])
  })

  it('refuses while another process holds it, and is free once that one is killed', async () => {
    const folder = path.join(dir, 'killed')
    const child = await holder(folder)
    let refused: unknown
    try {
      lockEmbeddedDatabase(folder, 'db:move')
    } catch (err) {
      refused = err
    }
    expect(refused).toBeInstanceOf(EmbeddedDatabaseInUseError)
    expect((refused as EmbeddedDatabaseInUseError).holder.pid).toBe(child.pid)
    expect((refused as Error).message).toMatch(/in use by server \(pid \d+/)

    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
    // The dead process's record is still there, and counts for nothing.
    expect(readdirSync(lockFolderOf(folder))).toHaveLength(1)
    lockEmbeddedDatabase(folder, 'db:move').release()
  })

  it('does not count a record whose pid now belongs to another process', async () => {
    const folder = path.join(dir, 'reused')
    const child = await holder(folder)
    const record = recordOf(folder)
    const text = readFileSync(record, 'utf8')
    child.kill('SIGKILL')
    // Same start time, but the pid of a process that is alive and started at another time.
    writeFileSync(record, text.replace(/"pid":\d+/, `"pid":${process.ppid}`))
    lockEmbeddedDatabase(folder, 'db:move').release()
  })

  it('trusts a record from another machine only while its heartbeat is fresh', async () => {
    const folder = path.join(dir, 'elsewhere')
    const child = await holder(folder)
    const record = recordOf(folder)
    const text = readFileSync(record, 'utf8')
    child.kill('SIGKILL')
    writeFileSync(record, text.replace(/"identity":"[^"]*"/, '"identity":"another-machine"'))
    expect(() => lockEmbeddedDatabase(folder, 'db:move')).toThrow(/in use by server/)
    const old = new Date(Date.now() - 2 * 60_000)
    utimesSync(record, old, old)
    lockEmbeddedDatabase(folder, 'db:move').release()
  })
})
