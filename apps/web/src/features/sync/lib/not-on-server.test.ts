import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { tap } from '@/test/journal-store'
import { closeStandInPhones, standInAccount, type StandInAccount } from '@/test/stand-in-account'
import { watchNotOnServer } from './not-on-server'
import { push } from './record-push'

let account: StandInAccount
beforeEach(async () => {
  account = await standInAccount()
})
afterEach(closeStandInPhones)

/** Watches phone `name`'s check-ins not on the server; `latest()` is the last answer. */
function watch(name: string) {
  const heard: ReadonlySet<string>[] = []
  const stop = watchNotOnServer(name, (ids) => heard.push(ids))
  return { stop, latest: () => [...(heard.at(-1) ?? [])] }
}

describe('check-ins not on the server yet', () => {
  it('names a check-in written while the push cannot get through, until a push does', async () => {
    const a = await account.phone('phone-a')
    const { entry } = await saveCheckIn(tap({ description: 'Written offline' }))
    const watching = watch('phone-a')
    await expect.poll(watching.latest).toEqual([entry!.id])

    const offline = {
      ...a,
      transport: {
        ...a.transport,
        putRecords: () => Promise.reject(new TypeError('Failed to fetch')),
      },
    }
    await expect(push(offline as typeof a)).rejects.toThrow('Failed to fetch')
    await expect.poll(watching.latest).toEqual([entry!.id])

    await push(a)
    await expect.poll(watching.latest).toEqual([])
    watching.stop()
  })

  it('names only what changed since the last push: an older check-in stays unmarked', async () => {
    const a = await account.phone('phone-a')
    await saveCheckIn(tap({ description: 'Sent' }))
    await push(a)
    const watching = watch('phone-a')
    const { entry } = await saveCheckIn(tap({ description: 'New' }))
    await expect.poll(watching.latest).toEqual([entry!.id])
    watching.stop()
  })
})
