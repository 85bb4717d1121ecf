import { isSealed, type Sealed } from './sealed-record'

/**
 * One record sealed and opened (ADR 0040): AES-GCM over its words, bound to its id. Loaded
 * only where a key is set or a sealed record is read (seal-key.ts `opened`, sealed.ts).
 */

/** A record of the journal: its id, and the `at` and `rev` that stay readable beside its words. */
export type Payload = { id: string; at?: number; rev?: number }

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** The record with its words (every field but id, at and rev) sealed under `key`. */
export async function sealRecord<T extends Payload>(record: T, key: CryptoKey): Promise<object> {
  if (isSealed(record)) return record
  const { id, at, rev, ...words } = record
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(id) },
    key,
    encoder.encode(JSON.stringify(words)),
  )
  const sealed: Sealed = { iv, data }
  return at === undefined ? { id, rev, sealed } : { id, at, rev, sealed }
}

/** The record opened again, or as it was when `key` does not open it. */
export async function unsealRecord<T extends object>(record: T, key: CryptoKey | null): Promise<T> {
  if (!isSealed(record) || key === null) return record
  const { sealed, ...rest } = record as T & { sealed: Sealed; id: string }
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.iv, additionalData: encoder.encode(rest.id) },
      key,
      sealed.data,
    )
    return { ...rest, ...(JSON.parse(decoder.decode(plain)) as object) } as T
  } catch {
    return record
  }
}

export function unsealRecords<T extends object>(
  records: readonly T[],
  key: CryptoKey | null,
): Promise<T[]> {
  return Promise.all(records.map((record) => unsealRecord(record, key)))
}
