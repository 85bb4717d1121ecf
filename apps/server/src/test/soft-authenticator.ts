/**
 * A software platform authenticator for the lock's server tests: a P-256 key per credential,
 * registrations with the 'none' attestation and assertions signed as a phone signs them
 * (ECDSA over authenticatorData || SHA-256(clientDataJSON), DER). Test double for the
 * phone's hardware, which the journeys drive for real through Chromium's virtual authenticator.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

/** Just enough CBOR for an attestation object: maps, byte and text strings, small integers. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n])
    if (n < 256) return Buffer.from([(major << 5) | 24, n])
    return Buffer.from([(major << 5) | 25, n >> 8, n & 255])
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, text.length), text])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  const entries = value instanceof Map ? [...value] : Object.entries(value as object)
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ])
}

export type SoftCredential = {
  id: string
  privateKey: KeyObject
  counter: number
  /** The public key as COSE, as a relying party stores it. */
  cose: Buffer
}

export function softAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname
  const clientData = (type: string, challenge: string, from = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }))

  return {
    /** A registration in WebAuthn's JSON form, and the credential that answers for it. */
    register(challenge: string, options: { uv?: boolean; from?: string } = {}) {
      const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string }
      const idBytes = randomBytes(16)
      const cose = cbor(
        new Map<number, unknown>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x, 'base64url')],
          [-3, Buffer.from(jwk.y, 'base64url')],
        ]),
      )
      const flags = 0x41 | (options.uv === false ? 0 : 0x04)
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags]),
        Buffer.alloc(4),
        Buffer.alloc(16),
        Buffer.from([0, idBytes.length]),
        idBytes,
        cose,
      ])
      const attestationObject = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      )
      const credential: SoftCredential = { id: b64(idBytes), privateKey, counter: 0, cose }
      const response = {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData('webauthn.create', challenge, options.from)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      }
      return { credential, response }
    },

    /** An assertion by `credential` over `challenge`, counting its use. */
    assert(credential: SoftCredential, challenge: string, options: { uv?: boolean } = {}) {
      credential.counter += 1
      const counter = Buffer.alloc(4)
      counter.writeUInt32BE(credential.counter)
      const flags = 0x01 | (options.uv === false ? 0 : 0x04)
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counter])
      const data = clientData('webauthn.get', challenge)
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(data)]),
        credential.privateKey,
      )
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      }
    },
  }
}
