/**
 * One process at a time on the embedded database's folder.
 *
 * PGlite takes no lock on its folder: two processes that open it both write, and the folder is
 * damaged. So every process that opens it (the server, `npm run db:move`) first leaves a record
 * of itself in `<folder>.lock/` and then looks for records of others; a live one means "in use".
 * Writing first and looking second means that of two processes starting together at least one
 * sees the other (both may refuse; neither goes ahead unseen).
 *
 * A process that dies by kill -9 leaves its record behind, and that must not block the folder
 * forever, so a record only counts while its process is alive:
 * - on the same machine and pid namespace (same boot id and `/proc/self/ns/pid`), by its pid
 *   and that pid's start time (so a reused pid does not count), at once;
 * - from anywhere else (another container sharing the volume), by a heartbeat: the holder
 *   touches its record every `HEARTBEAT_MS`, and a record untouched for `STALE_MS` is stale.
 */
import { randomBytes } from 'node:crypto'
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const HEARTBEAT_MS = 10_000
export const STALE_MS = 60_000

export type LockHolder = {
  pid: number
  host: string
  /** What holds it: `server` or `db:move`. */
  purpose: string
  since: string
  /** Boot id and pid namespace, where the system tells them: pids compare only within one. */
  identity: string
  /** The process's start time in clock ticks since boot (Linux), to tell a reused pid apart. */
  startTicks?: number
}

export class EmbeddedDatabaseInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
    readonly record: string,
  ) {
    super(
      `The embedded database in ${folder} is in use by ${holder.purpose} (pid ${holder.pid} on ${holder.host}, since ${holder.since}). Stop it first. If no such process runs any more, delete ${record}.`,
    )
    this.name = 'EmbeddedDatabaseInUseError'
  }
}

export type EmbeddedLock = { release(): void }

/** Records this process holds, so that opening the same folder twice in one process is refused too. */
const heldHere = new Set<string>()

export function lockFolderOf(pgliteDir: string): string {
  return `${path.resolve(pgliteDir)}.lock`
}

/** Takes the folder for this process, or throws `EmbeddedDatabaseInUseError`. */
export function lockEmbeddedDatabase(pgliteDir: string, purpose: string): EmbeddedLock {
  const folder = lockFolderOf(pgliteDir)
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  const me: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    purpose,
    since: new Date().toISOString(),
    identity: processIdentity(),
    startTicks: procStat(process.pid)?.startTicks,
  }
  const record = path.join(folder, `${process.pid}-${randomBytes(4).toString('hex')}.json`)
  // Written beside and renamed into place, so nobody ever reads half a record.
  const temp = `${record}.tmp`
  writeFileSync(temp, `${JSON.stringify(me)}\n`, { mode: 0o600 })
  renameSync(temp, record)
  heldHere.add(record)

  const release = () => {
    clearInterval(heartbeat)
    process.off('exit', release)
    heldHere.delete(record)
    rmSync(record, { force: true })
  }
  const heartbeat = setInterval(() => {
    try {
      const now = new Date()
      utimesSync(record, now, now)
    } catch {
      // The folder went away; nothing left to keep fresh.
    }
  }, HEARTBEAT_MS)
  heartbeat.unref()
  // A normal exit (and process.exit after SIGTERM) removes the record; kill -9 cannot.
  process.on('exit', release)

  for (const name of readdirSync(folder)) {
    const other = path.join(folder, name)
    if (other === record) continue
    const holder = readHolder(other)
    if (holder && isAlive(holder, other)) {
      release()
      throw new EmbeddedDatabaseInUseError(path.resolve(pgliteDir), holder, other)
    }
    // A record of a process that is gone, or a half-written one older than a heartbeat.
    if (holder || ageMs(other) > HEARTBEAT_MS) rmSync(other, { force: true })
  }
  return { release }
}

function readHolder(file: string): LockHolder | undefined {
  if (!file.endsWith('.json')) return undefined
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>
    return typeof value.pid === 'number' && typeof value.identity === 'string'
      ? (value as LockHolder)
      : undefined
  } catch {
    return undefined
  }
}

function isAlive(holder: LockHolder, file: string): boolean {
  if (holder.identity !== processIdentity()) return ageMs(file) < STALE_MS
  // Our own pid: alive only if this very process holds that record (an earlier process with
  // the same pid, such as pid 1 in a restarted container, is gone).
  if (holder.pid === process.pid) return heldHere.has(file)
  try {
    process.kill(holder.pid, 0)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false
    // EPERM: it exists, under another user.
  }
  const stat = procStat(holder.pid)
  if (!stat) return true
  if (stat.state === 'Z' || stat.state === 'X') return false
  return holder.startTicks === undefined || holder.startTicks === stat.startTicks
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

let identity: string | undefined
/** This boot's id and pid namespace on Linux; the host name elsewhere. */
function processIdentity(): string {
  if (identity === undefined) {
    try {
      const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
      identity = `${boot}/${readlinkSync('/proc/self/ns/pid')}`
    } catch {
      identity = `host:${os.hostname()}`
    }
  }
  return identity
}

/** State and start time of a process from `/proc/<pid>/stat`, where there is one. */
function procStat(pid: number): { state: string; startTicks: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses; fields after it are plain.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { state: fields[0] ?? '', startTicks: Number(fields[19]) }
  } catch {
    return undefined
  }
}
