import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import webPush from 'web-push'
import { afterEach, describe, expect, it } from 'vitest'
import { loadEnv } from '../../env'
import { createLogger } from '../../lib/logger'
import { resolveVapidKeys, vapidKeysFile } from './vapid-keys'

const logger = createLogger('silent')
const folders: string[] = []
function dataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hara-vapid-'))
  folders.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR, owner-readable, and read back after a restart', () => {
    const env = loadEnv({ DATA_DIR: dataDir() })
    const first = resolveVapidKeys(env, logger)
    expect(statSync(vapidKeysFile(env)).mode & 0o777).toBe(0o600)
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    expect(resolveVapidKeys(env, logger)).toEqual(first)
    expect(first.subject).toBe('mailto:hello@hara.local')
  })

  it('come from the environment when set, with the subject given', () => {
    const pair = webPush.generateVAPIDKeys()
    const env = loadEnv({
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://hara.example.com/contact',
    })
    expect(resolveVapidKeys(env, logger)).toEqual({
      ...pair,
      subject: 'https://hara.example.com/contact',
    })
  })

  it('refuse a public key that does not belong to the private key', () => {
    const env = loadEnv({
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: webPush.generateVAPIDKeys().publicKey,
      VAPID_PRIVATE_KEY: webPush.generateVAPIDKeys().privateKey,
    })
    expect(() => resolveVapidKeys(env, logger)).toThrow(/not the public key of VAPID_PRIVATE_KEY/)
  })

  it('stop the server on a damaged file rather than replace it', () => {
    const env = loadEnv({ DATA_DIR: dataDir() })
    writeFileSync(vapidKeysFile(env), '{"publicKey":"x"')
    expect(() => resolveVapidKeys(env, logger)).toThrow(/does not hold a valid push key pair/)
  })
})
