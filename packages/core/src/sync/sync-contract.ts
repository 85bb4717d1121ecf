import { z } from 'zod/mini'
import { backupKdfSchema, base64Of, BACKUP_IV_BYTES } from '../backup/backup-contract'
import { lazySchema } from '../parsing/lazy-schema'

/**
 * Record sync's contract, shared by the phone and the server (docs/decisions/0035). The phone
 * encrypts each check-in, deletion record and the gamification state on its own under a random
 * data key; the data key is wrapped by a key derived from the passphrase. The server keeps the
 * wrapped key and opaque records, each with a sequence number, and reads none of them.
 */

/**
 * A record's id: chosen by the phone, opaque to the server, base64url (e.g. 32 bytes of an
 * HMAC of the entry's id under a key the server never sees: 43 characters). Never an entry's
 * id in clear.
 */
export const SYNC_RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/
/** The data key's id, chosen by the phone when it makes the key (random, base64url). */
export const SYNC_KEY_ID_PATTERN = SYNC_RECORD_ID_PATTERN

/** Ciphertext bytes of one record, its 16-byte GCM tag included. A check-in is about 2 kB. */
export const SYNC_RECORD_MAX_BYTES = 64 * 1024
/** Records in one `PUT /api/sync/records`. */
export const SYNC_BATCH_MAX_RECORDS = 200
/** The whole body of one `PUT /api/sync/records`; a batch of large records is split by size. */
export const SYNC_BATCH_MAX_BODY_BYTES = 4 * 1024 * 1024
/** Records in one page of `GET /api/sync/records`: by default, and at most. */
export const SYNC_PAGE_DEFAULT_RECORDS = 200
export const SYNC_PAGE_MAX_RECORDS = 500
/** A page stops before this many bytes of ciphertext (it holds at least one record). */
export const SYNC_PAGE_MAX_BYTES = 2 * 1024 * 1024
/** Bytes of a wrapped 32-byte data key: AES-256-GCM's ciphertext with its tag. */
export const SYNC_WRAPPED_KEY_BYTES = 48

const recordIdSchema = lazySchema(() => z.string().check(z.regex(SYNC_RECORD_ID_PATTERN)))
const keyIdSchema = lazySchema(() => z.string().check(z.regex(SYNC_KEY_ID_PATTERN)))
const seqSchema = lazySchema(() => z.number().check(z.int(), z.positive()))
/** A cursor or a count: a seq, or 0 before the first. */
const countSchema = lazySchema(() => z.number().check(z.int(), z.nonnegative()))
const ivSchema = lazySchema(() => base64Of({ bytes: BACKUP_IV_BYTES }))

/** How the data key is wrapped: AES-256-GCM under the passphrase's key, with this IV. */
export const syncWrapSchema = lazySchema(() =>
  z.object({ algorithm: z.literal('AES-256-GCM'), iv: ivSchema }),
)
/** How each record is encrypted under the data key (each record has its own IV). */
export const syncCipherSchema = lazySchema(() => z.object({ algorithm: z.literal('AES-256-GCM') }))

/**
 * `PUT /api/sync/key`: the wrapped data key, replacing `baseVersion` (null: there is none). A
 * passphrase change sends the same `keyId` wrapped anew; another `keyId` is a new data key,
 * taken only when there is no key (after `DELETE /api/sync`).
 */
export const syncKeyUploadSchema = lazySchema(() =>
  z.object({
    baseVersion: z.nullable(seqSchema),
    keyId: keyIdSchema,
    kdf: backupKdfSchema,
    wrap: syncWrapSchema,
    wrappedKey: base64Of({ bytes: SYNC_WRAPPED_KEY_BYTES }),
    cipher: syncCipherSchema,
  }),
)
export type SyncKeyUpload = z.infer<typeof syncKeyUploadSchema>

/** `GET /api/sync/key`: the stored envelope, with its version and when it was written. */
export type SyncKey = Omit<SyncKeyUpload, 'baseVersion'> & { version: number; updatedAt: string }

/** `GET` and `PUT /api/sync/key`'s answer, as the phone checks it before using it. */
export const syncKeySchema = lazySchema(() =>
  z.object({
    keyId: keyIdSchema,
    kdf: backupKdfSchema,
    wrap: syncWrapSchema,
    wrappedKey: base64Of({ bytes: SYNC_WRAPPED_KEY_BYTES }),
    cipher: syncCipherSchema,
    version: seqSchema,
    updatedAt: z.string(),
  }),
)

/** One record as the server keeps and returns it. */
export const syncRecordSchema = lazySchema(() =>
  z.object({
    id: recordIdSchema,
    seq: seqSchema,
    iv: ivSchema,
    /** AES-256-GCM ciphertext with its tag, standard base64. */
    ciphertext: z.string(),
  }),
)
export type SyncRecord = z.infer<typeof syncRecordSchema>

/** One record sent by the phone, with the seq of the version it replaces (null: a new id). */
export const syncRecordUploadSchema = lazySchema(() =>
  z.object({
    id: recordIdSchema,
    iv: ivSchema,
    ciphertext: base64Of({ min: 16, max: SYNC_RECORD_MAX_BYTES }),
    replaces: z.nullable(seqSchema),
  }),
)
export type SyncRecordUpload = z.infer<typeof syncRecordUploadSchema>

/** `PUT /api/sync/records`: records under the data key `keyId`, each id at most once. */
export const syncRecordsUploadSchema = lazySchema(() =>
  z.object({
    keyId: keyIdSchema,
    records: z.array(syncRecordUploadSchema).check(
      z.minLength(1),
      z.maxLength(SYNC_BATCH_MAX_RECORDS),
      z.refine(
        (records) => new Set(records.map((record) => record.id)).size === records.length,
        'Each record id may appear once in a batch',
      ),
    ),
  }),
)
export type SyncRecordsUpload = z.infer<typeof syncRecordsUploadSchema>

/** The answer to `PUT /api/sync/records`, as the phone checks it (`SyncRecordsResult`). */
export const syncRecordsResultSchema = lazySchema(() =>
  z.object({
    accepted: z.array(z.object({ id: recordIdSchema, seq: seqSchema })),
    conflicts: z.array(z.object({ id: recordIdSchema, current: z.nullable(syncRecordSchema) })),
    latestSeq: countSchema,
  }),
)

/** The answer to `PUT /api/sync/records`. */
export type SyncRecordsResult = {
  /** Stored, each with its new seq (in the order sent). */
  accepted: { id: string; seq: number }[]
  /** Not stored: `replaces` was not the stored version. `current` is it (null: none stored). */
  conflicts: { id: string; current: SyncRecord | null }[]
  /** The account's latest change, after this batch. */
  latestSeq: number
}

const wholeNumber = (max: number) =>
  z.string().check(
    z.regex(/^(0|[1-9][0-9]{0,15})$/),
    z.refine((value) => Number.isSafeInteger(Number(value)) && Number(value) <= max),
  )

/**
 * `GET /api/sync/records?since=&limit=&check=&checkSeq=&checkIv=`: the records changed after
 * `since`. With `check` (a record id) and `checkSeq` (and optionally the IV of that version),
 * the page also says whether the server still holds that record at that seq (with that IV) or
 * at a later one (`held`): the phone names the latest record it knows of, and a server
 * restored from an older copy answers false (ADR 0044).
 */
export const syncPageQuerySchema = lazySchema(() =>
  z
    .object({
      since: z.optional(wholeNumber(Number.MAX_SAFE_INTEGER)),
      limit: z.optional(wholeNumber(999_999).check(z.regex(/^[1-9]/))),
      check: z.optional(recordIdSchema),
      checkSeq: z.optional(wholeNumber(Number.MAX_SAFE_INTEGER).check(z.regex(/^[1-9]/))),
      checkIv: z.optional(ivSchema),
    })
    .check(
      z.refine(
        (query) => (query.check === undefined) === (query.checkSeq === undefined),
        'check and checkSeq go together',
      ),
    ),
)
export type SyncPageQuery = z.infer<typeof syncPageQuerySchema>

/** A record the phone asks the server about: its id, the seq (and IV) the phone knows it at. */
export type SyncCheck = { id: string; seq: number; iv?: string }

/** One page of records changed after `since`, in seq order. */
export type SyncPage = {
  records: SyncRecord[]
  /** The cursor to pass as `since` next. */
  next: number
  /** Records changed after `next`, now; `more` is `remaining > 0`. */
  remaining: number
  more: boolean
  /** The account's latest change (a record, the key, or a delete). */
  latestSeq: number
  /** The stored key's version, or null when there is none. */
  keyVersion: number | null
  /**
   * The answer to `check`: true when the server holds that record at `checkSeq` or a later seq,
   * false when it does not (it lost what it had); null when nothing was asked.
   */
  held: boolean | null
}

/** A page of `GET /api/sync/records`, as the phone checks it before using it (`SyncPage`). */
export const syncPageSchema = lazySchema(() =>
  z.object({
    records: z.array(syncRecordSchema),
    next: countSchema,
    remaining: countSchema,
    more: z.boolean(),
    latestSeq: countSchema,
    keyVersion: z.nullable(seqSchema),
    held: z.nullable(z.boolean()),
  }),
)

/** `DELETE /api/sync`: removes the key and every record while `keyVersion` is the stored one. */
export const syncDeleteSchema = lazySchema(() => z.object({ keyVersion: seqSchema }))
export type SyncDelete = z.infer<typeof syncDeleteSchema>

/**
 * The data of each `change` event of `GET /api/sync/events`: the account's latest seq, and for
 * a small change of records (ADR 0063) the records it stored, sealed as a page carries them,
 * with `since`, the seq before them. A phone whose cursor is `since` takes them as they are;
 * any other phone (a gap), and every change without them, pulls.
 */
export type SyncChange = {
  seq: number
  keyVersion: number | null
  since?: number
  records?: SyncRecord[]
}

/**
 * The most a change event carries of records, in characters of their JSON: one check-in with the state it earned is 2 to 4 kB; with the rest of the event
 * it stays inside one PostgreSQL NOTIFY (under 8,000 bytes), which carries it between server
 * processes. A larger change (an import, a first sync) is only announced, and pulled.
 */
export const SYNC_CHANGE_MAX_RECORD_CHARS = 6_000

/** The change with its records when they fit an event (`SYNC_CHANGE_MAX_RECORD_CHARS`). */
export function changeWithRecords(
  change: SyncChange,
  since: number,
  records: readonly SyncRecord[],
): SyncChange {
  let chars = 0
  for (const record of records) chars += record.ciphertext.length
  if (records.length === 0 || chars > SYNC_CHANGE_MAX_RECORD_CHARS) return change
  if (JSON.stringify(records).length > SYNC_CHANGE_MAX_RECORD_CHARS) return change
  return { ...change, since, records: [...records] }
}
