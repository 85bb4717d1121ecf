import type { SyncKey } from '@hara/core'
import { SyncKeyConflict } from '../api/sync-api'
import type { SyncContext } from './sync-context'
import type { SyncMeta } from './sync-state'

/**
 * The account's key, checked on every pull whose page names a key version this phone has not
 * noted (ADR 0038). The same data key wrapped anew is a passphrase changed on another phone:
 * noted, nothing to ask. A version below the one noted is a server restored from an older
 * copy: the passphrase the person set since would be lost with it, so the envelope this phone
 * holds is written back over the older one, as records the server lost are sent again.
 */

/** The account's key is gone (sync turned off elsewhere), or is another than this phone's. */
export class SyncKeyGone extends Error {}
export class SyncKeyReplaced extends Error {}

/**
 * Stops a pass that began with keys this phone has since replaced (backup started again, or
 * unlocked with another key): what it knows belongs to the new key now. `meta` is the sync
 * state as just read.
 */
export function requireKeyOf(ctx: SyncContext, { keyId }: Pick<SyncMeta, 'keyId'>): void {
  if (keyId !== null && keyId !== ctx.vault.keyId) throw new SyncKeyReplaced()
}

const sameEnvelope = (a: SyncKey, b: SyncKey) =>
  a.keyId === b.keyId && a.kdf.salt === b.kdf.salt && a.wrappedKey === b.wrappedKey

/**
 * Checks the account's key against this phone's when its version moved. The sync state is
 * read once for both (`read`: as the caller has just read it, nothing awaited since).
 */
export async function checkKey(
  ctx: SyncContext,
  keyVersion: number | null,
  read?: SyncMeta,
): Promise<void> {
  const meta = read ?? (await ctx.state.meta())
  requireKeyOf(ctx, meta)
  if (keyVersion !== null && keyVersion === meta.keyVersion) return
  const key = await ctx.transport.fetchSyncKey()
  if (!key) throw new SyncKeyGone()
  if (key.keyId !== ctx.vault.keyId) throw new SyncKeyReplaced()
  const known = meta.envelope
  const wentBack =
    known !== null &&
    meta.keyVersion !== null &&
    key.version < meta.keyVersion &&
    known.keyId === key.keyId &&
    !sameEnvelope(known, key)
  const noted = wentBack ? await writeBack(ctx, known, key) : key
  await ctx.state.setMeta({ keyVersion: noted.version, keyId: noted.keyId, envelope: noted })
}

/** `known` written over the server's older `key`; whatever the server holds after a race. */
async function writeBack(ctx: SyncContext, known: SyncKey, key: SyncKey): Promise<SyncKey> {
  const { version: _version, updatedAt: _at, ...envelope } = known
  try {
    return await ctx.transport.putSyncKey({ ...envelope, baseVersion: key.version })
  } catch (error) {
    // Another phone wrote first (this envelope, or a passphrase changed since): theirs stands.
    if (!(error instanceof SyncKeyConflict)) throw error
    const now = await ctx.transport.fetchSyncKey()
    if (!now) throw new SyncKeyGone()
    return now
  }
}
