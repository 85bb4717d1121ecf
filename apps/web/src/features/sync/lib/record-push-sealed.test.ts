import type { Entry } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getEntries } from '@/stores/records'
import { deleteEntry, saveCheckIn } from '@/stores/records/entry-changes'
import { sealJournal, setSealKey } from '@/stores/records/journal-seal'
import { signIn, tap } from '@/test/journal-store'
import { closeStandInPhones, standInAccount, type StandInAccount } from '@/test/stand-in-account'
import { pull } from './record-pull'
import { push } from './record-push'
import type { SyncContext } from './sync-context'

/**
 * A push while the lock has sealed the journal (ADR 0040) and taken its key away: the records
 * it cannot open are not sent, and are not counted as sent either. After the unlock the next
 * pass sends them, and the other phones get them.
 */

let phone: StandInAccount['phone']
const wordsOf = (entries: readonly Entry[]) =>
  entries.map((entry) => (entry.mode === 'tap' ? entry.description : entry.transcript)).sort()
const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])

beforeEach(async () => {
  ;({ phone } = await standInAccount())
})

afterEach(() => {
  closeStandInPhones()
  setSealKey(null)
})

async function pass(ctx: SyncContext, name: string): Promise<void> {
  await signIn(name)
  await pull(ctx)
  for (let round = 0; round < 4; round++) if ((await push(ctx)).conflicts === 0) return
  throw new Error('the push did not settle')
}

async function restoredWords(): Promise<string[]> {
  const fresh = await phone(`fresh-${Math.random()}`)
  await pull(fresh)
  return wordsOf(await getEntries())
}

describe('a push while the journal is locked', () => {
  it('does not count the sealed records it could not open as sent: the unlock sends them', async () => {
    const a = await phone('phone-a')
    await saveCheckIn(tap({ description: 'Sent before the lock' }))
    await pass(a, 'phone-a')
    const key = await newKey()
    await sealJournal(key, 'phone-a')
    await saveCheckIn(tap({ description: 'Written under the lock' }))
    const gone = (await saveCheckIn(tap({ description: 'Removed under the lock' }))).entry!
    await deleteEntry(gone.id)

    // Hara locks while the pass is on its way: the key leaves memory, the journal is still open.
    setSealKey(null)
    await push(a)
    expect(await restoredWords()).toEqual(['Sent before the lock'])

    // Unlocked: the next pass sends what the locked one could not.
    setSealKey(key, 'phone-a')
    await pass(a, 'phone-a')
    expect(await restoredWords()).toEqual(['Sent before the lock', 'Written under the lock'])
  })
})
