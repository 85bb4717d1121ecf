import { newKdf, newVault, type SyncKey } from '@hara/core'
import { setActiveUser } from '@/stores/device'
import { signIn } from '@/test/journal-store'
import type { StoredVault } from '@/features/sync/lib/vault-seal'
import type { SyncContext } from '@/features/sync/lib/sync-context'
import { SyncState } from '@/features/sync/lib/sync-state'
import { StandInServer } from './stand-in-sync-server'

/**
 * One account with sync on, for the record-sync unit tests: its data key, a stand-in server
 * holding the wrapped key, and its phones (each signed in when made, with its own journal and
 * sync state). `closeStandInPhones` (in `afterEach`) closes what the phones opened.
 */
export interface StandInAccount {
  server: StandInServer
  vault: StoredVault
  /** One phone of the account, signed in now. */
  phone(name: string): Promise<SyncContext>
}

const open: SyncState[] = []

export async function standInAccount(): Promise<StandInAccount> {
  const wrapping = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])
  const kdf = newKdf(crypto)
  const made = await newVault(crypto, wrapping, kdf)
  const vault: StoredVault = { ...made.vault, salt: kdf.salt }
  const { baseVersion: _base, ...envelope } = made.envelope
  const key: SyncKey = { ...envelope, version: 1, updatedAt: '2026-11-25T10:00:00.000Z' }
  const server = new StandInServer(key)
  return {
    server,
    vault,
    async phone(name) {
      await signIn(name)
      const state = await SyncState.open(name)
      open.push(state)
      return { vault, state, transport: server }
    },
  }
}

export function closeStandInPhones(): void {
  for (const state of open.splice(0)) state.close()
  setActiveUser(null)
}
