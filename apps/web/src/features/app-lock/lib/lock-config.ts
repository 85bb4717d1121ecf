import { readRaw, removeRaw, writeRaw } from '@/lib/device-storage'
import { lockConfigKey } from '../lock-state'
import type { KeptCredential } from './verify-assertion'
import type { Wrapped } from './lock-keys'

/**
 * The lock's settings for an account on this phone (localStorage, beside the account's other
 * settings): the screen-lock credential and its public key, the time in the background before
 * it locks, and, where the phone seals the journal, the PRF salt and the data key wrapped twice.
 * Nothing here opens the journal without the screen lock or the account's password.
 */
export interface LockConfig {
  credential: KeptCredential
  /** ms in the background before Hara locks: 0, 1, 5 or 15 minutes. */
  after: number
  /** Present where the phone seals the journal (PRF): base64url salt for the PRF. */
  prfSalt?: string
  wrapped?: { prf: Wrapped; recovery: Wrapped }
  /**
   * Names the data key wrapped here (random, kept through a recovery, new with a new key): a
   * tab holding another key knows it is out of step.
   */
  keyId?: string
  /** Every record was sealed (false while the first sealing is still under way). */
  sealed?: boolean
}

/** The times in the background a person may choose: 'Immediately', 'After 1 minute', …. */
export const LOCK_AFTER_CHOICES = [0, 60_000, 5 * 60_000, 15 * 60_000] as const

export function readLockConfig(userId: string): LockConfig | null {
  const text = readRaw(lockConfigKey(userId))
  if (text === null) return null
  try {
    const config = JSON.parse(text) as LockConfig
    return typeof config.credential?.id === 'string' &&
      typeof config.credential.publicKey === 'string'
      ? config
      : null
  } catch {
    return null
  }
}

export function writeLockConfig(userId: string, config: LockConfig): boolean {
  return writeRaw(lockConfigKey(userId), JSON.stringify(config)).ok
}

export function removeLockConfig(userId: string): void {
  removeRaw(lockConfigKey(userId))
}
