/**
 * `/api/backup`: the server's side of the end-to-end encrypted journal backup
 * (ADR 0016). The phone encrypts the journal with a key derived from a passphrase that never
 * leaves it; the server keeps the opaque ciphertext and the public parameters to derive the key
 * again. Every route needs a session of an account that passed the access code
 * (`requireAdmitted`: 401 `unauthorized`, 403 `not_admitted`) and acts on that user's backup
 * only: there is no id in any address, so nobody can name another person's backup.
 *
 * - `GET /` → 200 `BackupMetadata` `{ version, kdf, cipher, size, updatedAt }`, or 404
 *   `{ error: { code: 'backup_not_found', message } }`.
 * - `GET /content` → 200 `BackupContent` (the metadata and `ciphertext` in base64), or the same
 *   404. Both answer with `Cache-Control: no-store`.
 * - `PUT /` with `BackupUpload` `{ baseVersion, kdf, cipher, ciphertext }` → 200 with the new
 *   metadata: version 1 for the first backup, else the stored version + 1. It replaces the
 *   backup only if `baseVersion` is the version stored now (null: none is stored), checked and
 *   written in one statement. Otherwise 409
 *   `{ error: { code: 'backup_stale', message, currentVersion } }`, where `currentVersion` is the
 *   stored version, or null when there is none: download, merge, and upload again from it.
 *   Versions never repeat for an account, not even across a delete. Replacing a backup needs
 *   its key: a `kdf.salt` other than the stored one → 409
 *   `{ error: { code: 'backup_key_changed', message, currentVersion } }` (the backup was made
 *   again under another passphrase; a new key starts only with the first upload after a delete).
 *   A body over `BACKUP_MAX_BODY_BYTES` (10 MB, the whole JSON body, so at most about 7.5 MB of
 *   ciphertext) → 413 `payload_too_large`; a body that breaks the contract → 400 `invalid_body`.
 * - `DELETE /` with `{ version }`, the version the phone means to delete → 204, also when there
 *   was no backup: either way there is none afterwards. Another version is stored → 409
 *   `backup_stale` with `currentVersion`, and the backup stays: a phone deletes only what it
 *   has seen.
 *
 * Neither the body nor the ciphertext is ever logged: the request log has the method, path and
 * status only, and validation messages name the field, never its value.
 */
import { BACKUP_MAX_BODY_BYTES, backupDeleteSchema, backupUploadSchema } from '@hara/core'
import type { Database } from '../../db/client'
import { limitBody } from '../../lib/edge/body-limit'
import { createRouter } from '../../lib/http/create-app'
import { conflictBody, errorBody } from '../../lib/http/errors'
import { jsonBody } from '../../lib/http/validate'
import { requireAdmitted } from '../access-code/require-admitted'
import type { Auth } from '../auth/auth'
import { deleteBackup, findContent, findMetadata, storeBackup } from './queries'

export type BackupRouteDeps = {
  auth: Auth
  db: Database
  clock: () => number
}

const NOT_FOUND = errorBody('backup_not_found', 'There is no backup for this account yet.')
const STALE_MESSAGE =
  'The backup on the server has changed since this device last saw it. Download it, merge, and try again.'
const KEY_CHANGED_MESSAGE =
  'The backup on the server is locked with another passphrase. Unlock it with that passphrase, or start a new backup.'

export function backupRoutes({ auth, db, clock }: BackupRouteDeps) {
  const admitted = requireAdmitted(auth, db)
  return createRouter()
    .get('/', admitted, async (c) => {
      c.header('Cache-Control', 'no-store')
      const metadata = await findMetadata(db, c.get('userId'))
      return metadata ? c.json(metadata, 200) : c.json(NOT_FOUND, 404)
    })
    .get('/content', admitted, async (c) => {
      c.header('Cache-Control', 'no-store')
      const content = await findContent(db, c.get('userId'))
      return content ? c.json(content, 200) : c.json(NOT_FOUND, 404)
    })
    .put(
      '/',
      admitted,
      limitBody(
        BACKUP_MAX_BODY_BYTES,
        `The backup is larger than ${BACKUP_MAX_BODY_BYTES / 1024 / 1024} MB.`,
      ),
      jsonBody(backupUploadSchema),
      async (c) => {
        const result = await storeBackup(
          db,
          c.get('userId'),
          c.req.valid('json'),
          new Date(clock()),
        )
        if (result.stored) return c.json(result.metadata, 200)
        const [code, message] =
          result.reason === 'key_changed'
            ? ['backup_key_changed', KEY_CHANGED_MESSAGE]
            : ['backup_stale', STALE_MESSAGE]
        return c.json(conflictBody(code, message, result.currentVersion), 409)
      },
    )
    .delete('/', admitted, jsonBody(backupDeleteSchema), async (c) => {
      const { version } = c.req.valid('json')
      const result = await deleteBackup(db, c.get('userId'), version, new Date(clock()))
      if ('stale' in result) {
        return c.json(conflictBody('backup_stale', STALE_MESSAGE, result.currentVersion), 409)
      }
      return c.body(null, 204)
    })
}
