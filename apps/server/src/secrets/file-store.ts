/**
 * Secrets kept as files in DATA_DIR, beside the embedded database, which belongs to one machine
 * anyway. The first process to write one wins; the others read it back.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { SecretName, SecretStore } from './generate-once'

/** Files in `dir`, readable by the owner only, never overwritten. */
export function fileSecretStore(dir: string): SecretStore {
  const fileOf = (secret: SecretName) => path.join(dir, secret.file)
  const read = (secret: SecretName) => {
    try {
      return readFileSync(fileOf(secret), 'utf8').trim()
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw err
    }
  }
  return {
    where: fileOf,
    read: async (secret) => read(secret),
    async keep(secret, text) {
      mkdirSync(dir, { recursive: true })
      try {
        // `wx`: never overwrite. If another process wrote it first, use theirs.
        writeFileSync(fileOf(secret), `${text}\n`, { mode: 0o600, flag: 'wx' })
        return text
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
        const written = read(secret)
        if (written === undefined) throw new Error(`Could not read ${fileOf(secret)}`)
        return written
      }
    },
  }
}
