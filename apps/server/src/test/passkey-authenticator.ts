/**
 * A software passkey authenticator for the server's tests: what a phone does in a WebAuthn
 * ceremony, with real keys. It makes ES256 (P-256) credentials, answers registration options
 * with a `none` attestation (CBOR, built here) and signs authentication challenges, so the
 * server's verification runs exactly as for a browser's answer.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import type { RawRequests } from './client'

export type CeremonyOptions = {
  challenge: string
  rp?: { id?: string }
  rpId?: string
  user?: { id: string }
}

export type StoredCredential = {
  id: string
  privateKey: KeyObject
  userHandle: string
  counter: number
  rpID: string
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

/** The head of a CBOR item: its major type and its length or value. */
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n])
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n])
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff])
  const out = Buffer.alloc(5)
  out[0] = (major << 5) | 26
  out.writeUInt32BE(n, 1)
  return out
}

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor }

/** The CBOR a WebAuthn attestation needs: integers, text, bytes and maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, bytes.length), bytes])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  const entries = value instanceof Map ? [...value] : Object.entries(value)
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ])
}

/** User present, user verified; with attested credential data for a registration. */
const FLAGS = { UP: 0x01, UV: 0x04, AT: 0x40 }

export function softwareAuthenticator(origin: string) {
  const credentials: StoredCredential[] = []

  function create(options: CeremonyOptions, { answerOrigin = origin } = {}) {
    const rpID = options.rp?.id ?? ''
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string }
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x, 'base64url')],
        [-3, Buffer.from(jwk.y, 'base64url')],
      ]),
    )
    const rawId = randomBytes(16)
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(rawId.length)
    const authData = Buffer.concat([
      sha256(rpID),
      Buffer.from([FLAGS.UP | FLAGS.UV | FLAGS.AT]),
      Buffer.alloc(4), // sign count 0
      Buffer.alloc(16), // AAGUID: none, as platform passkeys report
      idLength,
      rawId,
      coseKey,
    ])
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: answerOrigin,
      crossOrigin: false,
    })
    const credential: StoredCredential = {
      id: b64url(rawId),
      privateKey,
      userHandle: options.user?.id ?? '',
      counter: 0,
      rpID,
    }
    credentials.push(credential)
    return {
      credential,
      response: {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
          transports: ['internal'],
        },
      },
    }
  }

  /** Signs the options' challenge with `credential` (by default the newest one). */
  function get(
    options: CeremonyOptions,
    credential = credentials.at(-1),
    { answerOrigin = origin } = {},
  ) {
    if (!credential) throw new Error('no credential to sign with')
    credential.counter += 1
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(credential.counter)
    const authData = Buffer.concat([
      sha256(options.rpId ?? credential.rpID),
      Buffer.from([FLAGS.UP | FLAGS.UV]),
      counter,
    ])
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.get',
      challenge: options.challenge,
      origin: answerOrigin,
      crossOrigin: false,
    })
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), {
      key: credential.privateKey,
      dsaEncoding: 'der',
    })
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    }
  }

  return { credentials, create, get }
}

type Authenticator = ReturnType<typeof softwareAuthenticator>
/** better-auth's passkey routes have no Hono types: they go through the raw requests. */
type Client = { raw: Pick<RawRequests, 'get' | 'post'> }

/** A signed-in client adds a passkey made by `authenticator`; returns the answer. */
export async function addPasskey(client: Client, authenticator: Authenticator, name = 'Phone') {
  const options = await client.raw.get('/api/auth/passkey/generate-register-options')
  if (options.status !== 200) return options
  const { response } = authenticator.create((await options.json()) as CeremonyOptions)
  return client.raw.post('/api/auth/passkey/verify-registration', { response, name })
}

/** Signs in with a passkey of `authenticator` (the newest unless given); returns the answer. */
export async function signInWithPasskey(
  client: Client,
  authenticator: Authenticator,
  credential?: StoredCredential,
) {
  const options = await client.raw.get('/api/auth/passkey/generate-authenticate-options')
  if (options.status !== 200) return options
  const response = authenticator.get((await options.json()) as CeremonyOptions, credential)
  return client.raw.post('/api/auth/passkey/verify-authentication', { response })
}

/** Signs up with a passkey instead of a password; returns the last answer. */
export async function signUpWithPasskey(
  client: Client,
  authenticator: Authenticator,
  person: { email: string; nickname: string },
) {
  const started = await client.raw.post('/api/auth/sign-up/passkey', person)
  if (started.status !== 200) return started
  const { context } = (await started.json()) as { context: string }
  const options = await client.raw.get(
    `/api/auth/passkey/generate-register-options?context=${encodeURIComponent(context)}`,
  )
  if (options.status !== 200) return options
  const { response } = authenticator.create((await options.json()) as CeremonyOptions)
  return client.raw.post('/api/auth/passkey/verify-registration', {
    response,
    name: 'Phone',
    createSession: true,
  })
}
