import { afterAll, beforeAll, it } from 'vitest'
import { World } from './world'

let world: World
beforeAll(async () => {
  world = await World.create(1, 1)
})
afterAll(() => world.close())

it('request cost', async () => {
  const phone = world.phones[0]!
  for (const path of ['/api/sync/key', '/api/sync/records?since=0', '/api/health', '/api/auth/get-session']) {
    const began = performance.now()
    for (let i = 0; i < 30; i++) await phone.link.fetch(path)
    console.log(path, ((performance.now() - began) / 30).toFixed(1), 'ms')
  }
  const db = world.server.database.db
  const { sql } = await import('drizzle-orm')
  let began = performance.now()
  for (let i = 0; i < 30; i++) await db.execute(sql`select 1`)
  console.log('select 1', ((performance.now() - began) / 30).toFixed(1), 'ms')
})
