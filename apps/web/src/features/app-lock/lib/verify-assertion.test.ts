import { describe, expect, it } from 'vitest'
import { randomBytes, toBase64Url } from './bytes'
import { checkAssertion, derToRaw, type Assertion, type KeptCredential } from './verify-assertion'

/**
 * The phone's own check of an unlock, offline. The assertions are made here as a phone's
 * authenticator makes them (a P-256 key, a DER signature over authenticatorData ||
 * SHA-256(clientDataJSON)); each wrong part must make the check fail.
 */

const ORIGIN = 'https://hara.example'
const RP_ID = 'hara.example'
const encoder = new TextEncoder()

/** raw r||s (WebCrypto's form) as DER, as authenticators send it. */
function rawToDer(raw: Uint8Array): Uint8Array {
  const integer = (part: Uint8Array) => {
    let start = 0
    while (start < part.length - 1 && part[start] === 0) start++
    let bytes = part.subarray(start)
    if (bytes[0]! & 0x80) bytes = new Uint8Array([0, ...bytes])
    return [0x02, bytes.length, ...bytes]
  }
  const body = [...integer(raw.subarray(0, 32)), ...integer(raw.subarray(32))]
  return new Uint8Array([0x30, body.length, ...body])
}

async function authenticator() {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])
  const id = randomBytes(16)
  const kept: KeptCredential = {
    id: toBase64Url(id),
    publicKey: toBase64Url(await crypto.subtle.exportKey('spki', keys.publicKey)),
    signCount: 0,
  }
  const assert = async (
    challenge: Uint8Array,
    options: { origin?: string; rpId?: string; flags?: number; count?: number; type?: string } = {},
    signer: CryptoKey = keys.privateKey,
  ): Promise<Assertion> => {
    const rpIdHash = new Uint8Array(
      await crypto.subtle.digest('SHA-256', encoder.encode(options.rpId ?? RP_ID)),
    )
    const data = new Uint8Array(37)
    data.set(rpIdHash)
    data[32] = options.flags ?? 0x05
    new DataView(data.buffer).setUint32(33, options.count ?? 1)
    const clientData = encoder.encode(
      JSON.stringify({
        type: options.type ?? 'webauthn.get',
        challenge: toBase64Url(challenge),
        origin: options.origin ?? ORIGIN,
        crossOrigin: false,
      }),
    )
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', clientData))
    const signed = new Uint8Array([...data, ...hash])
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, signer, signed),
    )
    return {
      rawId: id.buffer,
      clientDataJSON: clientData.buffer as ArrayBuffer,
      authenticatorData: data.buffer,
      signature: rawToDer(raw).buffer as ArrayBuffer,
    }
  }
  return { kept, assert }
}

const expected = (challenge: Uint8Array) => ({ challenge, origin: ORIGIN, rpId: RP_ID })

describe('checkAssertion', () => {
  it("accepts the phone's assertion and gives its sign count", async () => {
    const phone = await authenticator()
    const challenge = randomBytes(32)
    const result = await checkAssertion(
      phone.kept,
      await phone.assert(challenge, { count: 7 }),
      expected(challenge),
    )
    expect(result).toEqual({ ok: true, signCount: 7 })
  })

  it('accepts a count of 0 from an authenticator that never counts', async () => {
    const phone = await authenticator()
    const challenge = randomBytes(32)
    const result = await checkAssertion(
      phone.kept,
      await phone.assert(challenge, { count: 0 }),
      expected(challenge),
    )
    expect(result.ok).toBe(true)
  })

  it.each([
    ['another challenge', { challenge: true }, 'client-data'],
    ['another origin', { origin: 'https://evil.example' }, 'client-data'],
    ['a registration, not an assertion', { type: 'webauthn.create' }, 'client-data'],
    ['another relying party', { rpId: 'evil.example' }, 'relying-party'],
    ['no user verification', { flags: 0x01 }, 'verification'],
    ['no user presence', { flags: 0x04 }, 'verification'],
  ] as const)('refuses %s', async (_, change, reason) => {
    const phone = await authenticator()
    const challenge = randomBytes(32)
    const { challenge: other, ...options } = change as { challenge?: boolean }
    const signedFor = other ? randomBytes(32) : challenge
    const assertion = await phone.assert(signedFor, options)
    expect(await checkAssertion(phone.kept, assertion, expected(challenge))).toEqual({
      ok: false,
      reason,
    })
  })

  it('refuses a sign count that does not move on (a copied authenticator)', async () => {
    const phone = await authenticator()
    const challenge = randomBytes(32)
    const assertion = await phone.assert(challenge, { count: 5 })
    const kept = { ...phone.kept, signCount: 5 }
    expect(await checkAssertion(kept, assertion, expected(challenge))).toEqual({
      ok: false,
      reason: 'count',
    })
  })

  it('refuses a signature by another key, and another credential', async () => {
    const phone = await authenticator()
    const stranger = await authenticator()
    const challenge = randomBytes(32)
    const other = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
    ])
    const forged = await phone.assert(challenge, {}, other.privateKey)
    expect(await checkAssertion(phone.kept, forged, expected(challenge))).toEqual({
      ok: false,
      reason: 'signature',
    })
    const theirs = await stranger.assert(challenge)
    expect(await checkAssertion(phone.kept, theirs, expected(challenge))).toEqual({
      ok: false,
      reason: 'credential',
    })
  })

  it('refuses changed authenticator data under a valid signature', async () => {
    const phone = await authenticator()
    const challenge = randomBytes(32)
    const assertion = await phone.assert(challenge, { count: 3 })
    const data = new Uint8Array(assertion.authenticatorData.slice(0))
    data[36] = 9
    const changed = { ...assertion, authenticatorData: data.buffer }
    expect(await checkAssertion(phone.kept, changed, expected(challenge))).toEqual({
      ok: false,
      reason: 'signature',
    })
  })
})

describe('derToRaw', () => {
  it('pads short integers and strips the sign byte', () => {
    const raw = new Uint8Array(64)
    raw[31] = 0x7f
    raw.fill(0xff, 32)
    expect(derToRaw(rawToDer(raw))).toEqual(raw)
  })

  it('refuses what is not a DER signature', () => {
    expect(derToRaw(new Uint8Array([1, 2, 3]))).toBeNull()
  })
})
