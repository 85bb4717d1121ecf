/**
 * A push service for tests, on 127.0.0.1: it plays the part of Google's, Mozilla's or Apple's
 * servers and checks every request the way they do before accepting it.
 *
 * - The VAPID authorization (RFC 8292): `vapid t=<JWT>, k=<public key>`, the key is the server's,
 *   the JWT is ES256-signed by it, `aud` is this service's origin, `exp` is in the future and at
 *   most 24 hours away, `sub` is a `mailto:` or `https:` contact.
 * - The body: `Content-Encoding: aes128gcm`, decrypted (RFC 8291 key derivation, RFC 8188
 *   records) with the private key and auth secret of the subscription it was sent to, which only
 *   this service and the "browser" (the test) know.
 *
 * `subscribe()` makes a browser-side subscription, the JSON a browser's `PushSubscription`
 * gives. A request that fails a check is answered 400/401/403 and kept in `rejections`.
 */
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string } }

export type ReceivedPush = {
  endpoint: string
  /** The decrypted body, parsed as JSON. */
  payload: unknown
  ttl: number
  topic: string | undefined
  urgency: string | undefined
  claims: { aud: string; exp: number; sub: string }
}

export type TestPushService = {
  origin: string
  received: ReceivedPush[]
  rejections: { endpoint: string; reason: string }[]
  subscribe(): BrowserSubscription
  /** The status the service answers for this endpoint from now on (e.g. 410 once it expired). */
  answer(endpoint: string, status: number): void
  close(): Promise<void>
}

export async function startTestPushService(serverPublicKey: string): Promise<TestPushService> {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer; status: number }>()
  const received: ReceivedPush[] = []
  const rejections: { endpoint: string; reason: string }[] = []
  let origin = ''

  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const endpoint = `${origin}${req.url ?? ''}`
    const body = await readBody(req)
    const reject = (status: number, reason: string) => {
      rejections.push({ endpoint, reason })
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(reason)
    }
    const device = devices.get(endpoint)
    if (req.method !== 'POST') return reject(405, 'method')
    if (!device) return reject(404, 'no such subscription')

    const vapid = checkVapid(req.headers.authorization, serverPublicKey, origin)
    if (typeof vapid === 'string') return reject(401, vapid)
    if (req.headers['content-encoding'] !== 'aes128gcm') return reject(400, 'content-encoding')
    const ttl = Number(req.headers.ttl)
    if (!Number.isInteger(ttl) || ttl < 0) return reject(400, 'TTL header')

    let plaintext: Buffer
    try {
      plaintext = decryptAes128gcm(body, device.ecdh, device.auth)
    } catch (err) {
      return reject(400, `decryption failed: ${(err as Error).message}`)
    }
    if (device.status >= 200 && device.status < 300) {
      received.push({
        endpoint,
        payload: JSON.parse(plaintext.toString('utf8')),
        ttl,
        topic: header(req, 'topic'),
        urgency: header(req, 'urgency'),
        claims: vapid,
      })
    }
    res.writeHead(device.status).end()
  }
  const server: Server = createServer((req, res) => void respond(req, res))

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    received,
    rejections,
    subscribe() {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const endpoint = `${origin}/push/${randomUUID()}`
      devices.set(endpoint, { ecdh, auth, status: 201 })
      return {
        endpoint,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      }
    },
    answer(endpoint, status) {
      const device = devices.get(endpoint)
      if (!device) throw new Error(`unknown endpoint ${endpoint}`)
      device.status = status
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((err) => (err ? reject(err) : resolve()))
      }),
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/** The JWT's claims when the VAPID authorization is valid; otherwise why not. */
function checkVapid(
  authorization: string | undefined,
  expectedKey: string,
  audience: string,
): { aud: string; exp: number; sub: string } | string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '')
  if (!match) return 'authorization is not "vapid t=…, k=…"'
  const [, token = '', key = ''] = match
  if (key !== expectedKey) return 'k is not the server’s public key'
  const [head = '', claims = '', signature = ''] = token.split('.')
  const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string }
  if (header.alg !== 'ES256') return `JWT alg ${header.alg}`
  const point = Buffer.from(key, 'base64url')
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) return 'JWT signature does not verify'
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string
    exp: number
    sub: string
  }
  const now = Math.floor(Date.now() / 1000)
  if (body.aud !== audience) return `aud ${body.aud}`
  if (!(body.exp > now && body.exp <= now + 24 * 60 * 60)) return `exp ${body.exp}`
  if (!/^(mailto:|https:)/.test(body.sub)) return `sub ${body.sub}`
  return body
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

/** RFC 8291 section 3.4 and RFC 8188: the plaintext of an `aes128gcm` Web Push body. */
function decryptAes128gcm(body: Buffer, device: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body.readUInt8(20)
  const senderKey = body.subarray(21, 21 + idLength)
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes`)
  const ciphertext = body.subarray(21 + idLength)

  const ecdhSecret = device.computeSecret(senderKey)
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.getPublicKey(),
    senderKey,
    Buffer.from([1]),
  ])
  const ikm = hmac(hmac(authSecret, ecdhSecret), keyInfo)
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const baseNonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)

  const plain: Buffer[] = []
  for (let offset = 0, index = 0; offset < ciphertext.length; offset += recordSize, index++) {
    const record = ciphertext.subarray(offset, offset + recordSize)
    const nonce = Buffer.from(baseNonce)
    // The record's sequence number is XORed into the end of the nonce (RFC 8188 section 2.3).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ index) >>> 0, 8)
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
    decipher.setAuthTag(record.subarray(record.length - 16))
    const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()])
    let end = padded.length - 1
    while (end >= 0 && padded[end] === 0) end--
    const last = offset + recordSize >= ciphertext.length
    if (padded[end] !== (last ? 2 : 1)) throw new Error('bad padding delimiter')
    plain.push(padded.subarray(0, end))
  }
  return Buffer.concat(plain)
}
