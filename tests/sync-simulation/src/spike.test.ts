import { afterAll, beforeAll, expect, it } from 'vitest'
import { PASSPHRASE, World } from './world'

let world: World
beforeAll(async () => {
  const started = Date.now()
  world = await World.create(2, 1)
  console.log('world in', Date.now() - started, 'ms')
})
afterAll(() => world.close())

it('two phones', async () => {
  for (let round = 0; round < 5; round++) {
    const started = Date.now()
    await world.fresh()
    const [a, b] = world.phones as [typeof world.phones[0], typeof world.phones[0]]
    const ta = a.tabs[0]!
    await a.openTab(ta, world.userId)
    const saved = await ta.changes.saveCheckIn({
      mode: 'tap', context: 'Work', description: 'Hello', bodySensation: 'Tight chest',
      gutFeeling: 'no', willIgnore: 'no', decision: null,
    })
    expect(saved.write.ok).toBe(true)
    expect(await ta.setup.startNewBackup(PASSPHRASE)).toMatchObject({ ok: true })
    expect(await ta.sync.syncBackup()).toMatch(/uploaded|up-to-date/)
    const tb = b.tabs[0]!
    await b.openTab(tb, world.userId)
    const found = await tb.found.findServerBackup()
    expect(found?.kind).toBe('records')
    expect(await tb.setup.joinBackup(PASSPHRASE, found!)).toMatchObject({ ok: true })
    expect((await tb.journal.getEntries()).map((e) => e.id)).toEqual([saved.entry!.id])
    console.log('round', Date.now() - started, 'ms')
  }
})
