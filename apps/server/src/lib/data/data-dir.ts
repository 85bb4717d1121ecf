/**
 * The data folder holds the embedded database (sessions, reset tokens, password hashes,
 * admissions), the mail outbox and the local avatars: only the server's own user may read it.
 * At start the process creates what it writes owner-only (umask 077), and
 * an existing folder from an older version is repaired: folders 0700, files 0600.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'

export const DATA_DIR_MODE = 0o700
export const DATA_FILE_MODE = 0o600

/** Owner-only for everything this process creates from now on. */
export function ownerOnlyFromNowOn(): void {
  process.umask(0o077)
}

/** Creates `dir` owner-only, or repairs the modes of everything in it. Symlinks are left alone. */
export function secureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DATA_DIR_MODE })
  repair(dir)
}

function repair(target: string): void {
  const stat = lstatSync(target)
  if (stat.isSymbolicLink()) return
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== DATA_DIR_MODE) chmodSync(target, DATA_DIR_MODE)
    for (const name of readdirSync(target)) repair(path.join(target, name))
  } else if ((stat.mode & 0o777) !== DATA_FILE_MODE) {
    chmodSync(target, DATA_FILE_MODE)
  }
}
