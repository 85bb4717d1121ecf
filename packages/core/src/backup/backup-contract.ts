import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import { isoTimestampSchema } from '../time/instant'

/**
 * The encrypted backup's contract, shared by the phone and the server. The phone
 * encrypts the journal file with a key derived from a passphrase that never leaves it; the
 * server keeps the ciphertext and the parameters needed to derive the key again, and can read
 * none of it. The requests and answers of `/api/backup` are in backup-wire.ts; this module holds
 * what a device keeps (its backup state, read at every signed-in start) and the rules both use.
 */

/** A passphrase shorter than this is refused. */
export const BACKUP_PASSPHRASE_MIN_LENGTH = 10

/** PBKDF2-SHA-256 iterations for new backups (OWASP's 2023 advice for PBKDF2-HMAC-SHA256). */
export const BACKUP_KDF_ITERATIONS = 600_000
/** Fewer iterations than this are refused, on upload and on download. */
export const BACKUP_KDF_MIN_ITERATIONS = 600_000
/** More would make restoring take minutes on a phone; refused as a likely mistake. */
export const BACKUP_KDF_MAX_ITERATIONS = 10_000_000

/** Bytes of the random salt and of the AES-GCM IV. */
export const BACKUP_SALT_BYTES = 16
export const BACKUP_IV_BYTES = 12

/** The largest upload body the server takes; a bigger one gets 413. */
export const BACKUP_MAX_BODY_BYTES = 10 * 1024 * 1024

// A single character-class loop, with the length checked apart: a pattern that loops over
// 4-character groups overflows V8's regexp stack on a few MB of text (a RangeError, not false).
const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * Standard base64 text of exactly `bytes` bytes, or of `min` to `max` bytes. A schema: build it
 * inside `lazySchema`.
 */
export function base64Of({ bytes, min, max }: { bytes?: number; min?: number; max?: number }) {
  return z.string().check(
    z.regex(base64Pattern, 'Expected base64 text'),
    z.refine((text) => text.length % 4 === 0, 'Expected base64 text'),
    z.refine((text) => {
      const length = (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0)
      return bytes !== undefined
        ? length === bytes
        : length >= (min ?? 0) && length <= (max ?? Infinity)
    }, 'Unexpected length'),
  )
}

export const backupKdfSchema = lazySchema(() =>
  z.object({
    algorithm: z.literal('PBKDF2-SHA-256'),
    iterations: z
      .number()
      .check(z.int(), z.gte(BACKUP_KDF_MIN_ITERATIONS), z.lte(BACKUP_KDF_MAX_ITERATIONS)),
    salt: base64Of({ bytes: BACKUP_SALT_BYTES }),
  }),
)
export type BackupKdf = z.infer<typeof backupKdfSchema>

/** What a device remembers about its backup, per user (device storage, key `backup`). */
export const backupDeviceStateSchema = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    /** The server's version this device last uploaded or merged; null before the first. */
    version: z.nullable(z.number().check(z.int(), z.positive())),
    /** The parameters of the key kept on this device (its salt identifies the backup's key). */
    kdf: z.nullable(backupKdfSchema),
    /** When a backup last reached the server (or was found up to date). */
    lastSuccessAt: z.nullable(isoTimestampSchema),
    /** A digest of the journal as the server last had it, so an unchanged journal is not sent. */
    syncedDigest: z.nullable(z.string()),
    /** 'Not now' was chosen on the offer to restore on this device. */
    restoreDeclined: z.boolean(),
  }),
)
export type BackupDeviceState = z.infer<typeof backupDeviceStateSchema>

export const BACKUP_OFF: BackupDeviceState = Object.freeze({
  enabled: false,
  version: null,
  kdf: null,
  lastSuccessAt: null,
  syncedDigest: null,
  restoreDeclined: false,
})
