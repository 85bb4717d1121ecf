import { fromBase64Url, sameBytes, toBase64Url } from './bytes'

/**
 * The phone's own check of an unlock, offline (ADR 0040): the assertion its screen lock gave
 * is checked against the public key kept when the lock was turned on, with WebCrypto alone:
 * the client data (type, challenge, origin), the authenticator data (the relying party's hash,
 * user presence and verification, a sign count that moves on), and the ECDSA P-256 signature
 * over authenticatorData || SHA-256(clientDataJSON), turned from DER into raw r||s.
 */

export interface KeptCredential {
  /** base64url */
  id: string
  /** SubjectPublicKeyInfo (base64url), from `response.getPublicKey()` at creation. */
  publicKey: string
  signCount: number
}

export interface Assertion {
  rawId: ArrayBuffer
  clientDataJSON: ArrayBuffer
  authenticatorData: ArrayBuffer
  signature: ArrayBuffer
}

export type AssertionCheck =
  | { ok: true; signCount: number }
  | {
      ok: false
      reason:
        | 'credential'
        | 'client-data'
        | 'relying-party'
        | 'verification'
        | 'count'
        | 'signature'
    }

const UP = 0x01
const UV = 0x04

/** A DER ECDSA signature (SEQUENCE of two INTEGERs) as raw r||s of 32 bytes each. */
export function derToRaw(der: Uint8Array): Uint8Array<ArrayBuffer> | null {
  if (der[0] !== 0x30) return null
  let at = der[1]! & 0x80 ? 2 + (der[1]! & 0x7f) : 2
  const raw = new Uint8Array(64)
  for (const offset of [0, 32]) {
    if (der[at] !== 0x02) return null
    const length = der[at + 1]!
    let value = der.subarray(at + 2, at + 2 + length)
    at += 2 + length
    while (value.length > 32 && value[0] === 0) value = value.subarray(1)
    if (value.length > 32) return null
    raw.set(value, offset + 32 - value.length)
  }
  return raw
}

async function sha256(data: BufferSource): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', data))
}

export async function checkAssertion(
  kept: KeptCredential,
  assertion: Assertion,
  expected: { challenge: Uint8Array; origin: string; rpId: string },
): Promise<AssertionCheck> {
  if (toBase64Url(assertion.rawId) !== kept.id) return { ok: false, reason: 'credential' }
  let client: { type?: unknown; challenge?: unknown; origin?: unknown }
  try {
    client = JSON.parse(new TextDecoder().decode(assertion.clientDataJSON)) as typeof client
  } catch {
    return { ok: false, reason: 'client-data' }
  }
  if (
    client.type !== 'webauthn.get' ||
    client.challenge !== toBase64Url(expected.challenge) ||
    client.origin !== expected.origin
  ) {
    return { ok: false, reason: 'client-data' }
  }
  const data = new Uint8Array(assertion.authenticatorData)
  if (data.length < 37) return { ok: false, reason: 'relying-party' }
  const rpIdHash = await sha256(new TextEncoder().encode(expected.rpId))
  if (!sameBytes(data.subarray(0, 32), rpIdHash)) return { ok: false, reason: 'relying-party' }
  const flags = data[32]!
  if (!(flags & UP) || !(flags & UV)) return { ok: false, reason: 'verification' }
  const signCount = new DataView(data.buffer, data.byteOffset + 33, 4).getUint32(0)
  // A count that does not move on means a cloned authenticator, unless both are 0 (many
  // platform authenticators never count).
  if ((signCount !== 0 || kept.signCount !== 0) && signCount <= kept.signCount) {
    return { ok: false, reason: 'count' }
  }
  const raw = derToRaw(new Uint8Array(assertion.signature))
  if (raw === null) return { ok: false, reason: 'signature' }
  try {
    const key = await crypto.subtle.importKey(
      'spki',
      fromBase64Url(kept.publicKey),
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    )
    const signed = new Uint8Array(data.length + 32)
    signed.set(data)
    signed.set(await sha256(assertion.clientDataJSON), data.length)
    const valid = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, raw, signed)
    return valid ? { ok: true, signCount } : { ok: false, reason: 'signature' }
  } catch {
    return { ok: false, reason: 'signature' }
  }
}
