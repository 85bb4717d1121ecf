/**
 * Bodies for record sync's tests: a key envelope and records of random bytes, shaped as the
 * phone sends them (the server cannot tell random bytes from ciphertext, and must not try),
 * and small helpers to call `/api/sync` and read its answers.
 */
import { randomBytes } from 'node:crypto'
import type {
  SyncKey,
  SyncKeyUpload,
  SyncPage,
  SyncRecordsResult,
  SyncRecordUpload,
} from '@hara/core'
import type { TestClient } from './client'

const base64 = (bytes: number) => randomBytes(bytes).toString('base64')

/** A record id as the phone derives one: 32 bytes of a keyed hash, base64url. */
export const newRecordId = () => randomBytes(32).toString('base64url')
export const newKeyId = () => randomBytes(16).toString('base64url')

export function keyUpload(
  baseVersion: number | null,
  keyId: string,
  over: Partial<SyncKeyUpload> = {},
): SyncKeyUpload {
  return {
    baseVersion,
    keyId,
    kdf: { algorithm: 'PBKDF2-SHA-256', iterations: 600_000, salt: base64(16) },
    wrap: { algorithm: 'AES-256-GCM', iv: base64(12) },
    wrappedKey: base64(48),
    cipher: { algorithm: 'AES-256-GCM' },
    ...over,
  }
}

/** One record of `bytes` random ciphertext bytes, replacing `replaces`. */
export function record(id: string, replaces: number | null = null, bytes = 300): SyncRecordUpload {
  return { id, iv: base64(12), ciphertext: base64(bytes), replaces }
}

export const json = async <T>(res: Response) => (await res.json()) as T

/** A client with sync set up under a new data key: its key id and version. */
export async function setUpSync(client: TestClient): Promise<{ keyId: string; version: number }> {
  const keyId = newKeyId()
  const res = await client.api.sync.key.$put({ json: keyUpload(null, keyId) })
  if (res.status !== 200) throw new Error(`key refused: ${res.status} ${await res.text()}`)
  return { keyId, version: (await json<SyncKey>(res)).version }
}

export async function putRecords(client: TestClient, keyId: string, records: SyncRecordUpload[]) {
  return client.api.sync.records.$put({ json: { keyId, records } })
}

/** PUTs `records` and expects every one accepted; their seqs, in order. */
export async function putAccepted(
  client: TestClient,
  keyId: string,
  records: SyncRecordUpload[],
): Promise<SyncRecordsResult> {
  const res = await putRecords(client, keyId, records)
  if (res.status !== 200) throw new Error(`records refused: ${res.status} ${await res.text()}`)
  const result = await json<SyncRecordsResult>(res)
  if (result.conflicts.length > 0) throw new Error(`conflicts: ${JSON.stringify(result.conflicts)}`)
  return result
}

export async function getPage(client: TestClient, since: number, limit?: number) {
  const query = { since: String(since), ...(limit === undefined ? {} : { limit: String(limit) }) }
  const res = await client.api.sync.records.$get({ query })
  if (res.status !== 200) throw new Error(`page refused: ${res.status} ${await res.text()}`)
  return json<SyncPage>(res)
}

/** A page that also asks whether the server still holds `check` (ADR 0044). */
export async function getCheckedPage(
  client: TestClient,
  since: number,
  check: { id: string; seq: number; iv?: string },
) {
  const query = {
    since: String(since),
    check: check.id,
    checkSeq: String(check.seq),
    ...(check.iv ? { checkIv: check.iv } : {}),
  }
  const res = await client.api.sync.records.$get({ query })
  if (res.status !== 200) throw new Error(`page refused: ${res.status} ${await res.text()}`)
  return json<SyncPage>(res)
}
