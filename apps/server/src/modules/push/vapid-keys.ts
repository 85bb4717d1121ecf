/**
 * The VAPID key pair that signs every push (RFC 8292), so push services know the pushes come
 * from the server the browser subscribed to. Taken from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
 * when set; otherwise generated once and kept like the session secret (secrets/generate-once.ts): in
 * `<DATA_DIR>/vapid-keys.json` beside the embedded database, in the database on PostgreSQL.
 * Changing the pair breaks every existing subscription, so a damaged one stops the server.
 */
import { createECDH } from 'node:crypto'
import webPush from 'web-push'
import type { Env } from '../../env'
import type { SecretSpec } from '../../secrets/generate-once'

export type VapidKeyPair = {
  /** Uncompressed P-256 public key, base64url: the browser's `applicationServerKey`. */
  publicKey: string
  privateKey: string
}

export type VapidKeys = VapidKeyPair & {
  /** `mailto:` or `https:` contact for the push services. */
  subject: string
}

export const VAPID_KEY_PAIR: SecretSpec<VapidKeyPair> = {
  name: 'vapid-keys',
  file: 'vapid-keys.json',
  label: 'push (VAPID) key pair',
  parse(text) {
    let pair: unknown
    try {
      pair = JSON.parse(text)
    } catch {
      return undefined
    }
    return isKeyPair(pair) && isMatchingPair(pair)
      ? { publicKey: pair.publicKey, privateKey: pair.privateKey }
      : undefined
  },
  serialize: (pair) => JSON.stringify(pair),
  generate() {
    const { publicKey, privateKey } = webPush.generateVAPIDKeys()
    return { publicKey, privateKey }
  },
  whenDamaged:
    'Remove it to generate a new pair (every device then has to switch reminders on again) or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.',
}

/** The pair from the environment, if set (env.ts requires both or neither). */
export function vapidKeysFromEnv(env: Env): VapidKeyPair | undefined {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return undefined
  const pair = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
  if (!isMatchingPair(pair)) {
    throw new Error('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY.')
  }
  return pair
}

/** VAPID_SUBJECT, or `mailto:` and the MAIL_FROM address. */
export function vapidSubject(env: Env): string {
  return env.VAPID_SUBJECT ?? `mailto:${mailAddress(env.MAIL_FROM)}`
}

function isKeyPair(value: unknown): value is VapidKeyPair {
  if (typeof value !== 'object' || value === null) return false
  const { publicKey, privateKey } = value as Record<string, unknown>
  return typeof publicKey === 'string' && typeof privateKey === 'string'
}

/** Whether the public key is the one the private key derives. */
function isMatchingPair({ publicKey, privateKey }: VapidKeyPair): boolean {
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'))
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'))
  } catch {
    return false
  }
}

/** `hello@hara.local` from `Hara <hello@hara.local>` (or the text itself). */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim()
}
