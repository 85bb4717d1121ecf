import { t } from '@lingui/core/macro'
import { serverErrorText } from '@/i18n/server-errors'
import { ApiError } from '@/lib/server-calls'
import { sealJournal, setSealKey, unsealJournal } from '@/stores/records/journal-seal'
import {
  fetchChallenge,
  recoverySecretFor,
  registerCredential,
  removeCredential,
  verifyUnlock,
} from '../api/app-lock-api'
import { isLocked, lockChanged, lockNow, markUnlocked, subscribeLock } from '../lock-state'
import { fromBase64Url, randomBytes, toBase64Url } from './bytes'
import {
  assertLock,
  assertPasskey,
  createLockCredential,
  LockCeremonyError,
  type Created,
} from './ceremonies'
import { readLockConfig, removeLockConfig, writeLockConfig, type LockConfig } from './lock-config'
import { keptInMemory, newDataKey, unwrapDataKey, wrapDataKey, wrappingKey } from './lock-keys'
import { checkAssertion } from './verify-assertion'
import { onLockChangedElsewhere } from '../follow-tabs'
import './drafts-follow-lock'

/**
 * Record sync, loaded with the lock: the backup's keys follow each change of the lock's key
 * from then on (ADR 0040), and the lock awaits them as it seals and as it is turned off.
 */
const sync = import('@/features/sync')

/**
 * What the lock does (ADR 0040): turn it on (a screen-lock credential, and where the phone has
 * PRF a data key that seals the journal), unlock (checked here, and by the server when it can
 * be reached), recover with the account's password (a new screen lock replaces the one that is
 * gone), and turn it off (the journal written plain again). The data key lives in memory only
 * while unlocked.
 */

export { LockCeremonyError }

/** How long an unlock waits for the server's challenge before it goes on offline. */
const ONLINE_WAIT_MS = 4000

let memory: { userId: string; key: CryptoKey; keyId: string | undefined } | null = null
subscribeLock(() => {
  if (memory && isLocked(memory.userId)) memory = null
})

/**
 * Another tab turned the lock off, or on again with another key: the key this tab holds is no
 * longer the one kept wrapped. What this tab sealed with it is written plain (never left
 * sealed under a key nobody keeps), and, when the lock is on with another key, this tab locks
 * and asks to unlock; the next unlock seals whatever is plain.
 */
onLockChangedElsewhere((userId) => {
  if (memory?.userId !== userId) return
  const config = readLockConfig(userId)
  if (config?.wrapped && config.keyId === memory.keyId) return
  const { key } = memory
  memory = null
  void unsealJournal(key, userId)
    .catch(() => undefined)
    .finally(() => {
      if (readLockConfig(userId)) lockNow()
    })
})

const failed = (message: string) => new LockCeremonyError(message)

async function prfOutputOf(created: Created, credentialId: string, salt: string) {
  if (created.prfOutput) return created.prfOutput
  if (!created.prfEnabled) return null
  // Some authenticators give the PRF output only with an assertion, not at creation.
  const asserted = await assertLock(credentialId, randomBytes(32), salt).catch(() => null)
  return asserted?.prfOutput ?? null
}

/**
 * A new screen-lock credential, registered with the server. With `dataKey` (the journal is to
 * be sealed) it must give a PRF output, which wraps the data key; the recovery secret wraps it
 * too. Without PRF the journal is hidden while locked but not sealed.
 */
async function newLock(
  after: number,
  dataKey: CryptoKey | 'new' | null,
  keyId: string | undefined = undefined,
): Promise<{ config: LockConfig; dataKey: CryptoKey | null }> {
  const { challenge } = await fetchChallenge()
  const prfSalt = randomBytes(32)
  const salt = toBase64Url(prfSalt)
  const created = await createLockCredential(challenge, prfSalt, [])
  const { credentialId, recoverySecret } = await registerCredential(created.json)
  const config: LockConfig = {
    credential: { id: credentialId, publicKey: created.publicKey, signCount: 0 },
    after,
  }
  const prfOutput = dataKey === null ? null : await prfOutputOf(created, credentialId, salt)
  if (prfOutput === null) {
    if (dataKey !== null && dataKey !== 'new') {
      void removeCredential(credentialId).catch(() => undefined)
      throw failed(t`This phone's screen lock can't keep your journal sealed.`)
    }
    return { config, dataKey: null }
  }
  const key = dataKey === 'new' || dataKey === null ? await newDataKey() : dataKey
  const wrapped = {
    prf: await wrapDataKey(key, await wrappingKey(prfOutput, prfSalt, 'prf')),
    recovery: await wrapDataKey(
      key,
      await wrappingKey(fromBase64Url(recoverySecret), prfSalt, 'recovery'),
    ),
  }
  const id = dataKey === 'new' || dataKey === null ? toBase64Url(randomBytes(16)) : keyId
  return {
    config: { ...config, prfSalt: salt, wrapped, keyId: id, sealed: false },
    dataKey: key,
  }
}

function opened(userId: string, config: LockConfig, key: CryptoKey | null): void {
  if (key) {
    memory = { userId, key, keyId: config.keyId }
    setSealKey(key, userId)
  }
  markUnlocked(userId)
  // A first sealing cut off (the app closed) goes on now, and so does the sealing of whatever
  // another tab wrote plain before it learnt the lock was on.
  if (key) void finishSealing(userId, key).catch(() => undefined)
}

/**
 * Seals the journal, the text set aside beside it and the backup's keys (deleting the key of
 * the backup of earlier versions, which cannot be sealed); only then is the journal noted as
 * sealed.
 */
async function finishSealing(userId: string, key: CryptoKey): Promise<void> {
  await sealJournal(key, userId)
  await (await sync).keysFollowLock(userId)
  const config = readLockConfig(userId)
  if (config?.wrapped) writeLockConfig(userId, { ...config, sealed: true })
}

/** Turns the lock on; resolves to whether the journal is sealed on this phone. */
export async function turnOn(userId: string, after: number): Promise<{ sealed: boolean }> {
  const { config, dataKey } = await newLock(after, 'new')
  markUnlocked(userId)
  if (!writeLockConfig(userId, config)) {
    void removeCredential(config.credential.id).catch(() => undefined)
    throw failed(t`Hara couldn't save the lock on this phone. Free some space and try again.`)
  }
  lockChanged()
  if (dataKey === null) return { sealed: false }
  const key = await keptInMemory(dataKey)
  memory = { userId, key, keyId: config.keyId }
  await finishSealing(userId, key)
  return { sealed: true }
}

/** Unlocks with the phone's screen lock: offline when the server cannot be reached. */
export async function unlock(userId: string): Promise<void> {
  const config = readLockConfig(userId)
  if (config === null) throw failed(t`Hara's lock settings on this phone can't be read.`)
  const server = await Promise.race([
    fetchChallenge().catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ONLINE_WAIT_MS)),
  ])
  const challenge = server ? fromBase64Url(server.challenge) : randomBytes(32)
  const asserted = await assertLock(
    config.credential.id,
    challenge,
    config.wrapped ? config.prfSalt : undefined,
  )
  const check = await checkAssertion(config.credential, asserted.assertion, {
    challenge,
    origin: location.origin,
    rpId: location.hostname,
  })
  if (!check.ok) throw failed(t`That didn't unlock Hara. Try again.`)
  if (server) {
    try {
      await verifyUnlock(asserted.json)
    } catch (error) {
      // Refused by the server: locked. Not reached: the phone's own check stands.
      if (error instanceof ApiError && error.status !== 0 && error.status < 500) {
        throw failed(serverErrorText(error))
      }
    }
  }
  let key: CryptoKey | null = null
  if (config.wrapped && config.prfSalt) {
    const prf = asserted.prfOutput
    const by = prf ? await wrappingKey(prf, fromBase64Url(config.prfSalt), 'prf') : null
    key = by ? await unwrapDataKey(config.wrapped.prf, by).catch(() => null) : null
    if (key === null) throw failed(t`Your screen lock didn't open your journal. Try again.`)
  }
  const next = { ...config, credential: { ...config.credential, signCount: check.signCount } }
  writeLockConfig(userId, next)
  opened(userId, next, key)
}

/**
 * Unlocks with the account's password when the screen lock is gone (a new fingerprint, a reset
 * phone): the server checks it and gives back the recovery secret, which opens the data key; a
 * new screen lock then replaces the old one. A sign-in alone never does (ADR 0040). Without a
 * screen lock to make, Hara opens this time and asks again next time.
 */
export function recoverWithPassword(userId: string, password: string): Promise<void> {
  return recover(userId, (credentialId) => recoverySecretFor(credentialId, { password }))
}

/** The same with another of the account's passkeys (one synced from the person's other phone). */
export function recoverWithPasskey(userId: string): Promise<void> {
  return recover(userId, async (credentialId) => {
    const { challenge } = await fetchChallenge()
    return recoverySecretFor(credentialId, { passkey: await assertPasskey(challenge) })
  })
}

async function recover(
  userId: string,
  secretFor: (credentialId: string) => Promise<{ recoverySecret: string }>,
): Promise<void> {
  const config = readLockConfig(userId)
  if (config === null) throw failed(t`Hara's lock settings on this phone can't be read.`)
  const { recoverySecret } = await secretFor(config.credential.id)
  let dataKey: CryptoKey | null = null
  if (config.wrapped && config.prfSalt) {
    const by = await wrappingKey(
      fromBase64Url(recoverySecret),
      fromBase64Url(config.prfSalt),
      'recovery',
    )
    dataKey = await unwrapDataKey(config.wrapped.recovery, by, true).catch(() => null)
    if (dataKey === null) throw failed(t`Hara couldn't open your journal with this password.`)
  }
  let next = config
  try {
    const replaced = await newLock(config.after, dataKey, config.keyId)
    next = { ...replaced.config, sealed: config.sealed ?? false }
    if (!next.wrapped) delete next.sealed
    if (writeLockConfig(userId, next)) {
      void removeCredential(config.credential.id).catch(() => undefined)
    } else {
      next = config
    }
  } catch {
    // No new screen lock (none on the phone, or offline after the check): opened this time.
  }
  opened(userId, next, dataKey ? await keptInMemory(dataKey) : null)
}

/** Turns the lock off: the journal is written plain again, then the lock is forgotten. */
export async function turnOff(userId: string): Promise<void> {
  const config = readLockConfig(userId)
  if (config?.wrapped) {
    const key = memory?.userId === userId ? memory.key : null
    if (key === null) throw failed(t`Unlock Hara first.`)
    await (await sync).keysFollowLock(userId, { key, sealing: false })
    await unsealJournal(key, userId)
  }
  memory = null
  setSealKey(null)
  removeLockConfig(userId)
  lockChanged()
  if (config) void removeCredential(config.credential.id).catch(() => undefined)
}

/**
 * Shown locked: once the lock's first sealing is done, nothing at rest beside the sealed journal
 * opens a record (a key an earlier version left plain is removed; key-store.ts).
 */
export async function whileLocked(userId: string): Promise<void> {
  const config = readLockConfig(userId)
  if (config?.wrapped && config.sealed) await (await sync).keepNoOpenKeysWhileLocked(userId)
}

/** The time in the background before Hara locks. */
export function setLockAfter(userId: string, after: number): void {
  const config = readLockConfig(userId)
  if (config) writeLockConfig(userId, { ...config, after })
  lockChanged()
}
