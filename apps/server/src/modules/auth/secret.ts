/**
 * The secret that signs session cookies. Taken from BETTER_AUTH_SECRET when set; otherwise
 * generated once and kept in `<DATA_DIR>/auth-secret` (readable by the owner only), so sessions
 * survive restarts without any configuration.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'

const MIN_LENGTH = 32

export function authSecretFile(env: Pick<Env, 'dataDir'>): string {
  return path.join(env.dataDir, 'auth-secret')
}

export function resolveAuthSecret(env: Env, logger: Logger): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET
  const file = authSecretFile(env)
  const existing = readSecret(file)
  if (existing !== undefined) return existing

  mkdirSync(env.dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  try {
    // `wx`: never overwrite. If another process wrote it first, use theirs.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
    logger.info('generated the session secret', { file })
    return secret
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    const written = readSecret(file)
    if (written === undefined) throw new Error(`Could not read the session secret in ${file}`)
    return written
  }
}

function readSecret(file: string): string | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
  const secret = text.trim()
  // Replacing a damaged secret would sign everyone out silently; make a person decide.
  if (secret.length < MIN_LENGTH) {
    throw new Error(
      `${file} holds a session secret shorter than ${MIN_LENGTH} characters. Delete the file to generate a new one (this signs everyone out) or set BETTER_AUTH_SECRET.`,
    )
  }
  return secret
}
