import { afterAll, beforeAll, expect, it } from 'vitest'
import { PASSPHRASE, World } from './world'

let world: World
beforeAll(async () => {
  world = await World.create(2, 1)
})
afterAll(() => world.close())

const t = () => performance.now()
it('two phones', async () => {
  for (let round = 0; round < 8; round++) {
    const times: Record<string, number> = {}
    let s = t()
    const lap = (name: string) => { times[name] = Math.round(t() - s); s = t() }
    await world.fresh(); lap('fresh')
    const [a, b] = world.phones as [typeof world.phones[0], typeof world.phones[0]]
    const ta = a.tabs[0]!
    await a.openTab(ta, world.userId); lap('open')
    const saved = await ta.changes.saveCheckIn({
      mode: 'tap', context: 'Work', description: 'Hello', bodySensation: 'Tight chest',
      gutFeeling: 'no', willIgnore: 'no', decision: null,
    }); lap('checkin')
    expect(await ta.setup.startNewBackup(PASSPHRASE)).toMatchObject({ ok: true }); lap('start')
    expect(await ta.sync.syncBackup()).toMatch(/uploaded|up-to-date/); lap('sync')
    expect(await ta.sync.syncBackup()).toMatch(/uploaded|up-to-date/); lap('sync2')
    const tb = b.tabs[0]!
    await b.openTab(tb, world.userId); lap('openb')
    const found = await tb.found.findServerBackup(); lap('find')
    expect(await tb.setup.joinBackup(PASSPHRASE, found!)).toMatchObject({ ok: true }); lap('join')
    expect((await tb.journal.getEntries()).map((e) => e.id)).toEqual([saved.entry!.id])
    console.log(JSON.stringify(times))
  }
})
