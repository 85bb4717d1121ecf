/**
 * What a sealed record of the journal looks like (ADR 0040), the bottom of the database's
 * line: its id, `at` and `rev` readable, and its words in `sealed`.
 */

/** A sealed record's payload: AES-GCM over its JSON, bound to the record's id. */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>
  data: ArrayBuffer
}

export function isSealed(record: object | undefined): boolean {
  return record !== undefined && 'sealed' in record
}
