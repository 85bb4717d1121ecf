import { describe, expect, it } from 'vitest'
import { randomBytes } from './bytes'
import { keptInMemory, newDataKey, unwrapDataKey, wrapDataKey, wrappingKey } from './lock-keys'

/** The journal's data key, wrapped by the screen lock's PRF output and by the recovery secret. */

async function roundTrip(key: CryptoKey): Promise<string> {
  const iv = randomBytes(12)
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode('a check-in'),
  )
  return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed))
}

describe('the data key', () => {
  it('opens again with either wrapping key, and with no other', async () => {
    const salt = randomBytes(32)
    const prf = randomBytes(32)
    const recovery = randomBytes(32)
    const dataKey = await newDataKey()
    const byPrf = await wrapDataKey(dataKey, await wrappingKey(prf, salt, 'prf'))
    const byRecovery = await wrapDataKey(dataKey, await wrappingKey(recovery, salt, 'recovery'))

    const opened = await unwrapDataKey(byPrf, await wrappingKey(prf, salt, 'prf'))
    const recovered = await unwrapDataKey(byRecovery, await wrappingKey(recovery, salt, 'recovery'))
    const sealed = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: new Uint8Array(12) },
      opened,
      new TextEncoder().encode('words'),
    )
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: new Uint8Array(12) },
      recovered,
      sealed,
    )
    expect(new TextDecoder().decode(plain)).toBe('words')
    expect(opened.extractable).toBe(false)

    // Another PRF output, the right secret for the other purpose, another salt: all refused.
    await expect(
      unwrapDataKey(byPrf, await wrappingKey(randomBytes(32), salt, 'prf')),
    ).rejects.toThrow()
    await expect(unwrapDataKey(byPrf, await wrappingKey(prf, salt, 'recovery'))).rejects.toThrow()
    await expect(
      unwrapDataKey(byPrf, await wrappingKey(prf, randomBytes(32), 'prf')),
    ).rejects.toThrow()
  })

  it('is kept in memory as a key that cannot be exported', async () => {
    const kept = await keptInMemory(await newDataKey())
    expect(kept.extractable).toBe(false)
    expect(await roundTrip(kept)).toBe('a check-in')
    await expect(crypto.subtle.exportKey('raw', kept)).rejects.toThrow()
  })
})
