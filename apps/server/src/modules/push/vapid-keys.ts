/**
 * The VAPID key pair that signs every push (RFC 8292), so push services know the pushes come
 * from the server the browser subscribed to. Taken from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
 * when set; otherwise generated once into `<DATA_DIR>/vapid-keys.json` (readable by the owner
 * only), like the session secret. Changing the pair breaks every existing subscription, so a
 * damaged file stops the server instead of being replaced.
 */
import { createECDH } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import webPush from 'web-push'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'

export type VapidKeys = {
  /** Uncompressed P-256 public key, base64url: the browser's `applicationServerKey`. */
  publicKey: string
  privateKey: string
  /** `mailto:` or `https:` contact for the push services. */
  subject: string
}

export function vapidKeysFile(env: Pick<Env, 'dataDir'>): string {
  return path.join(env.dataDir, 'vapid-keys.json')
}

export function resolveVapidKeys(env: Env, logger: Logger): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? `mailto:${mailAddress(env.MAIL_FROM)}`
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    const pair = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
    if (!isMatchingPair(pair)) {
      throw new Error('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY.')
    }
    return { ...pair, subject }
  }

  const file = vapidKeysFile(env)
  const existing = readPair(file)
  if (existing) return { ...existing, subject }

  mkdirSync(env.dataDir, { recursive: true })
  const generated = webPush.generateVAPIDKeys()
  const pair = { publicKey: generated.publicKey, privateKey: generated.privateKey }
  try {
    // `wx`: never overwrite. If another process wrote it first, use theirs.
    writeFileSync(file, `${JSON.stringify(pair)}\n`, { mode: 0o600, flag: 'wx' })
    logger.info('generated the push (VAPID) keys', { file })
    return { ...pair, subject }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    const written = readPair(file)
    if (!written) throw new Error(`Could not read the push keys in ${file}`)
    return { ...written, subject }
  }
}

type KeyPair = { publicKey: string; privateKey: string }

function readPair(file: string): KeyPair | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
  let pair: unknown
  try {
    pair = JSON.parse(text)
  } catch {
    pair = undefined
  }
  if (!isKeyPair(pair) || !isMatchingPair(pair)) {
    throw new Error(
      `${file} does not hold a valid push key pair. Delete it to generate a new one (every device then has to switch reminders on again) or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.`,
    )
  }
  return pair
}

function isKeyPair(value: unknown): value is KeyPair {
  if (typeof value !== 'object' || value === null) return false
  const { publicKey, privateKey } = value as Record<string, unknown>
  return typeof publicKey === 'string' && typeof privateKey === 'string'
}

/** Whether the public key is the one the private key derives. */
function isMatchingPair({ publicKey, privateKey }: KeyPair): boolean {
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
