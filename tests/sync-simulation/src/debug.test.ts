import { afterAll, beforeAll, it } from 'vitest'
import { brokenInvariants, heal } from './invariants'
import type { Op } from './ops'
import { settle } from './phone'
import { Run } from './runner'
import { World } from './world'

let world: World
beforeAll(async () => {
  world = await World.create(3, 2)
})
afterAll(() => world?.close())

it('debug', async () => {
  const ops = JSON.parse(process.env.OPS!) as Op[]
  await world.fresh()
  const run = new Run(world, Number(process.env.PHONES ?? 3), Number(process.env.TABS ?? 2))
  await run.start()
  for (const op of ops) {
    await run.step(op)
    for (let p = 0; p < run.phoneCount; p++) {
      const ph = run.phone(p)
      ph.use()
      const views = []
      for (const tab of ph.tabs.slice(0, run.tabCount)) {
        if (!tab.open) { views.push('closed'); continue }
        const j = await tab.whole.getJournal()
        views.push(`rev${tab.journal.getJournalRevision()} e=${j.entries.map((e) => e.id.slice(0, 4)).join(',')} d=${j.deletedEntries.map((e) => e.id.slice(0, 4)).join(',')} xp=${j.gamification.totalXP}`)
      }
      console.log(JSON.stringify(op).slice(0, 60), ph.name, views.join(' | '), ph.link.log.splice(0).join(' '))
    }
  }
  await heal(run)
  await settle()
  console.log((await brokenInvariants(run)).join('\n'))
})
