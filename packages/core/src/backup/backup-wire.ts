import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import { isoTimestampSchema } from '../time/instant'
import { BACKUP_IV_BYTES, backupKdfSchema, base64Of } from './backup-contract'

/**
 * The encrypted backup's requests and answers (`/api/backup`), apart from what a device keeps
 * (backup-contract.ts), which every signed-in start reads: these only when the backup is used.
 */

export const backupCipherSchema = lazySchema(() =>
  z.object({
    algorithm: z.literal('AES-256-GCM'),
    iv: base64Of({ bytes: BACKUP_IV_BYTES }),
  }),
)
export type BackupCipher = z.infer<typeof backupCipherSchema>

/** `PUT /api/backup`: a new backup that replaces `baseVersion` (null: there is none yet). */
export const backupUploadSchema = lazySchema(() =>
  z.object({
    baseVersion: z.nullable(z.number().check(z.int(), z.nonnegative())),
    kdf: backupKdfSchema,
    cipher: backupCipherSchema,
    /** The AES-GCM ciphertext with its 16-byte tag, base64. */
    ciphertext: base64Of({ min: 16 }),
  }),
)
export type BackupUpload = z.infer<typeof backupUploadSchema>

/** `DELETE /api/backup`: deletes the backup only while `version` is the one stored. */
export const backupDeleteSchema = lazySchema(() =>
  z.object({
    version: z.number().check(z.int(), z.positive()),
  }),
)
export type BackupDelete = z.infer<typeof backupDeleteSchema>

/** `GET /api/backup`: what the server knows about the backup, without the ciphertext. */
export const backupMetadataSchema = lazySchema(() =>
  z.object({
    version: z.number().check(z.int(), z.positive()),
    kdf: backupKdfSchema,
    cipher: backupCipherSchema,
    /** Bytes of ciphertext. */
    size: z.number().check(z.int(), z.nonnegative()),
    updatedAt: isoTimestampSchema,
  }),
)
export type BackupMetadata = z.infer<typeof backupMetadataSchema>

/** `GET /api/backup/content`: the metadata and the ciphertext. */
export const backupContentSchema = lazySchema(() =>
  z.extend(backupMetadataSchema, { ciphertext: z.string() }),
)
export type BackupContent = z.infer<typeof backupContentSchema>
