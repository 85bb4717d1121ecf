import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { admittedClient, errorOf, type TestClient } from '../../test/client'
import { queryRows } from '../../test/db'
import { pushFixture } from '../../test/push-fixture'
import type { BrowserSubscription } from '../../test/push-service'
import { MAX_DEVICES_PER_ACCOUNT } from './queries'

/**
 * What one account may store: a bounded number of devices, endpoints on a
 * push service's https port only, and another account's device only with its keys.
 */
const fixture = pushFixture({
  start: '2027-03-26T08:00:00Z',
  pushHosts: '127.0.0.1,fcm.googleapis.com',
})
beforeEach(() => {
  fixture.push.received.length = 0
})

const put = (client: TestClient, device: BrowserSubscription) => fixture.put(client, device)

const endpointsOf = async (userId: string) =>
  (
    await queryRows<{ endpoint: string }>(
      fixture.ctx,
      sql`select endpoint from push_subscription where user_id = ${userId} order by id`,
    )
  ).map((row) => row.endpoint)

describe('devices per account', () => {
  it(`keeps the ${MAX_DEVICES_PER_ACCOUNT} most recent; a new one replaces the oldest`, async () => {
    expect(MAX_DEVICES_PER_ACCOUNT).toBe(10)
    const { client, user } = await admittedClient(fixture.ctx)
    const devices: BrowserSubscription[] = []
    for (let i = 0; i < 25; i++) {
      fixture.advance(60_000)
      const device = fixture.push.subscribe()
      devices.push(device)
      expect((await put(client, device)).status).toBe(200)
    }
    expect(await endpointsOf(user.id)).toEqual(devices.slice(-10).map((d) => d.endpoint))

    // A device that renews its subscription counts as recent again and stays.
    fixture.advance(60_000)
    expect((await put(client, devices[15]!)).status).toBe(200)
    fixture.advance(60_000)
    const newest = fixture.push.subscribe()
    expect((await put(client, newest)).status).toBe(200)
    const kept = await endpointsOf(user.id)
    expect(kept).toHaveLength(10)
    expect(kept).toContain(devices[15]!.endpoint)
    expect(kept).not.toContain(devices[16]!.endpoint)

    // What the person sees: at reminder time, only the kept devices ring.
    fixture.setNow('2027-03-26T19:00:00Z')
    await fixture.ctx.services.push.scheduler.tick()
    expect(fixture.push.received.map((p) => p.endpoint).sort()).toEqual([...kept].sort())
    fixture.setNow('2027-03-27T08:00:00Z')
  })

  it('holds the limit when many devices subscribe at once', async () => {
    const { client, user } = await admittedClient(fixture.ctx)
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => put(client, fixture.push.subscribe())),
    )
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200))
    expect(await endpointsOf(user.id)).toHaveLength(MAX_DEVICES_PER_ACCOUNT)
  })

  it("does not touch another account's devices", async () => {
    const a = await admittedClient(fixture.ctx)
    const b = await admittedClient(fixture.ctx)
    const hers = fixture.push.subscribe()
    expect((await put(a.client, hers)).status).toBe(200)
    for (let i = 0; i < 12; i++)
      expect((await put(b.client, fixture.push.subscribe())).status).toBe(200)
    expect(await endpointsOf(a.user.id)).toEqual([hers.endpoint])
  })
})

describe('push service addresses', () => {
  it('accepts https on its standard port only', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const device = fixture.push.subscribe()
    for (const endpoint of [
      'https://fcm.googleapis.com:22/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com:80/fcm/send/abc',
    ]) {
      const res = await put(client, { ...device, endpoint })
      expect(res.status, endpoint).toBe(400)
      expect((await errorOf(res)).code).toBe('unsupported_push_service')
    }
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:443/fcm/send/def',
    ]) {
      expect((await put(client, { ...device, endpoint })).status, endpoint).toBe(200)
    }
  })
})

describe('an endpoint another account has stored', () => {
  it('moves only with the keys it was stored with', async () => {
    const owner = await admittedClient(fixture.ctx)
    const other = await admittedClient(fixture.ctx)
    const device = fixture.push.subscribe()
    expect((await put(owner.client, device)).status).toBe(200)

    // Someone who learned the endpoint but not the browser's keys cannot take the reminders.
    const stranger = fixture.push.subscribe()
    const taken = await put(other.client, { endpoint: device.endpoint, keys: stranger.keys })
    expect(taken.status).toBe(409)
    expect((await errorOf(taken)).code).toBe('subscription_taken')
    const [row] = await queryRows<{ user_id: string; p256dh: string }>(
      fixture.ctx,
      sql`select user_id, p256dh from push_subscription where endpoint = ${device.endpoint}`,
    )
    expect(row).toEqual({ user_id: owner.user.id, p256dh: device.keys.p256dh })

    // The same browser, signed in to the other account, sends the same keys: it moves.
    expect((await put(other.client, device)).status).toBe(200)
    expect(await endpointsOf(other.user.id)).toEqual([device.endpoint])
    expect(await endpointsOf(owner.user.id)).toEqual([])
  })

  it('lets its own account renew its keys', async () => {
    const { client, user } = await admittedClient(fixture.ctx)
    const device = fixture.push.subscribe()
    expect((await put(client, device)).status).toBe(200)
    const renewed = { endpoint: device.endpoint, keys: fixture.push.subscribe().keys }
    expect((await put(client, renewed)).status).toBe(200)
    const [row] = await queryRows<{ user_id: string; p256dh: string }>(
      fixture.ctx,
      sql`select user_id, p256dh from push_subscription where endpoint = ${device.endpoint}`,
    )
    expect(row).toEqual({ user_id: user.id, p256dh: renewed.keys.p256dh })
  })
})
