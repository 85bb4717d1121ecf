import { openRecord, recordIdOf, sealRecord } from '@hara/core'
import { afterEach, describe, expect, it } from 'vitest'
import { KEY_DATABASE } from '@/lib/device-keys'
import { setSealKey } from '@/stores/records/database/seal-key'
import { forgetBackupKey, keysFollowLock, loadVault, saveVault } from './key-store'
import type { StoredVault } from './vault-seal'

/**
 * The backup's keys at rest with the lock (ADR 0040): whatever IndexedDB holds for the account
 * is read the way someone holding the locked phone would read it, with the page's own script.
 */

const USER = 'vault-user'
const AES = { name: 'AES-GCM', length: 256 } as const

async function madeVault(): Promise<StoredVault> {
  const raw = crypto.getRandomValues(new Uint8Array(32))
  return {
    keyId: 'k1',
    salt: 'c2FsdA==',
    dataKey: await crypto.subtle.importKey('raw', raw, 'AES-GCM', true, ['encrypt', 'decrypt']),
    idKey: await crypto.subtle.importKey(
      'raw',
      crypto.getRandomValues(new Uint8Array(32)),
      { name: 'HMAC', hash: 'SHA-256' },
      true,
      ['sign'],
    ),
  }
}

/** Everything the keys' database holds for the account, as stored. */
async function atRest(): Promise<unknown> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(KEY_DATABASE.name)
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
  try {
    return await new Promise((resolve, reject) => {
      const req = db
        .transaction(KEY_DATABASE.store)
        .objectStore(KEY_DATABASE.store)
        .get(`sync:${USER}`)
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
  } finally {
    db.close()
  }
}

const cryptoKeysIn = (value: unknown): CryptoKey[] =>
  typeof value === 'object' && value !== null
    ? Object.values(value).filter((field): field is CryptoKey => field instanceof CryptoKey)
    : []

afterEach(() => setSealKey(null))

describe('the backup keys at rest', () => {
  it('without the lock: kept as they are', async () => {
    await saveVault(USER, await madeVault())
    expect(cryptoKeysIn(await atRest())).toHaveLength(2)
  })

  it('the lock turned on with the backup already on: sealed at rest', async () => {
    await saveVault(USER, await madeVault())
    const lockKey = await crypto.subtle.generateKey(AES, false, ['encrypt', 'decrypt'])
    setSealKey(lockKey, USER)
    await expect.poll(async () => cryptoKeysIn(await atRest()).length).toBe(0)
    setSealKey(null)
    expect(await loadVault(USER)).toBeNull()
  })

  it('with the lock sealing: no usable key at rest, none in memory once locked, opened at the unlock', async () => {
    const lockKey = await crypto.subtle.generateKey(AES, false, ['encrypt', 'decrypt'])
    setSealKey(lockKey, USER)
    const vault = await madeVault()
    const record = await sealRecord(
      crypto,
      vault,
      await recordIdOf(crypto, vault, 'entry-1'),
      'Private words',
      null,
    )
    await saveVault(USER, vault)
    expect(cryptoKeysIn(await atRest())).toEqual([])

    // Locked: what the page's script can load opens nothing.
    setSealKey(null)
    expect(await loadVault(USER)).toBeNull()

    // Unlocked again: the same keys open the record.
    setSealKey(lockKey, USER)
    const opened = await loadVault(USER)
    expect(opened).not.toBeNull()
    expect(await openRecord(crypto, opened!, record)).toBe('Private words')
  })

  it('turned off: kept plain again, and still opening the records after', async () => {
    const lockKey = await crypto.subtle.generateKey(AES, false, ['encrypt', 'decrypt'])
    setSealKey(lockKey, USER)
    const vault = await madeVault()
    await saveVault(USER, vault)
    // The lock is turned off: the journal's key stops sealing, then goes.
    setSealKey(lockKey, USER, false)
    await expect.poll(async () => cryptoKeysIn(await atRest()).length).toBe(2)
    setSealKey(null)
    expect((await loadVault(USER))?.keyId).toBe('k1')
  })

  it('turned off while a sealing is still under way: plain at rest, the seal landing first', async () => {
    const lockKey = await crypto.subtle.generateKey(AES, false, ['encrypt', 'decrypt'])
    await saveVault(USER, await madeVault())
    setSealKey(lockKey, USER)
    // The unlock's sealing has its crypto still to do when the lock is turned off: the plain
    // write asked for after it is the one that stays.
    const sealing = keysFollowLock(USER, { key: lockKey, sealing: true })
    await keysFollowLock(USER, { key: lockKey, sealing: false })
    await sealing
    expect(cryptoKeysIn(await atRest())).toHaveLength(2)
  })

  it('forgotten while a sealing is still under way: gone from memory and from rest', async () => {
    const lockKey = await crypto.subtle.generateKey(AES, false, ['encrypt', 'decrypt'])
    setSealKey(lockKey, USER)
    await saveVault(USER, await madeVault())
    const sealing = keysFollowLock(USER, { key: lockKey, sealing: true })
    await forgetBackupKey(USER)
    await sealing
    expect(await atRest()).toBeUndefined()
    expect(await loadVault(USER)).toBeNull()
  })
})
