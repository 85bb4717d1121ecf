import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkIn, scripted, sync } from './scripted'
import { World } from './world'

const PUT_RECORDS = { method: 'PUT', path: '/api/sync/records' }
const GET_RECORDS = { method: 'GET', path: '/api/sync/records' }

/**
 * Named histories, one per way the journal or its sync was seen to lose or invent something
 * (issue 43). Each states what the person would see; `it.fails` marks those today's code still
 * gets wrong, to be flipped as the fixes land.
 */

let world: World
beforeAll(async () => {
  world = await World.create(3, 2)
})
afterAll(() => world?.close())

describe('named histories', () => {
  it.fails('C: an Undo of a delete the other phone already pulled brings the check-in back there too', async () => {
    const { broken } = await scripted(world, [
      checkIn(0),
      sync(0),
      sync(1),
      { t: 'delete', p: 0, tab: 0, pick: 0 },
      sync(0),
      sync(1),
      { t: 'undo', p: 0, tab: 0 },
      sync(0),
      sync(1),
    ])
    expect(broken).toEqual([])
  })

  it.fails('D: two phones checking in at the same time settle at the XP their check-ins earned', async () => {
    // The second phone's push meets the first's records: its pull came just before them.
    const { broken } = await scripted(world, [
      checkIn(0, true),
      checkIn(1, false),
      { t: 'between', p: 1, skip: 0, on: PUT_RECORDS, then: sync(0) },
      sync(1),
    ])
    expect(broken).toEqual([])
  })

  it.fails('F: a server restored from an older copy gets back what the phones had sent since', async () => {
    const { broken } = await scripted(world, [
      checkIn(0),
      sync(0),
      { t: 'server', action: 'snapshot' },
      checkIn(0),
      sync(0),
      checkIn(1),
      sync(1),
      { t: 'server', action: 'restore' },
      checkIn(1),
      sync(1),
      sync(0),
    ])
    expect(broken).toEqual([])
  })

  it.fails('F: a server replaying an older version of a record cannot bring a deleted check-in back', async () => {
    const { broken } = await scripted(world, [
      checkIn(0),
      sync(0),
      { t: 'server', action: 'snapshot' },
      { t: 'delete', p: 0, tab: 0, pick: 0 },
      sync(0),
      { t: 'server', action: 'replay' },
      sync(1),
    ])
    expect(broken).toEqual([])
  })
})
