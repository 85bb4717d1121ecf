import { sql } from 'drizzle-orm'
import webPush from 'web-push'
import { beforeEach, describe, expect, it } from 'vitest'
import { createLogger } from '../../lib/logging/logger'
import { admittedClient } from '../../test/client'
import { queryNumber } from '../../test/db'
import { pushFixture } from '../../test/push-fixture'
import { createReminderScheduler } from './scheduler'
import { createPushSender } from './send-push'

/**
 * The scheduler against a local push service that checks each request like a real one
 * (VAPID signature and claims, aes128gcm body decrypted with the subscription's keys).
 * The clock is the test's: these days are in 2027, around Berlin's daylight-saving change on
 * Sunday 28 March (clocks go forward) and New York's on 14 March.
 */
const fixture = pushFixture({ start: '2027-03-20T08:00:00Z' })

beforeEach(async () => {
  // Each test starts with no devices and an empty mailbox at the push service.
  await fixture.forgetDevices()
  fixture.setNow('2027-03-20T08:00:00Z')
})

const tick = () => fixture.ctx.services.push.scheduler.tick()

const delivered = () =>
  fixture.push.received.map((p) => ({ endpoint: p.endpoint, payload: p.payload }))

describe('the reminder scheduler', () => {
  it('sends each daily reminder at its local time, in every time zone, once', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const berlin = await fixture.subscribe(client, { timeZone: 'Europe/Berlin' })
    const newYork = await fixture.subscribe(client, { timeZone: 'America/New_York' })
    const tokyo = await fixture.subscribe(client, { timeZone: 'Asia/Tokyo', reminderTime: '07:30' })

    // Friday 26 March 2027. Berlin is UTC+1 until Sunday; New York is already on UTC-4.
    fixture.setNow('2027-03-26T18:59:00Z')
    expect(await tick()).toEqual({ sent: 0, gone: 0, failed: 0 })
    fixture.setNow('2027-03-26T19:00:00Z') // 20:00 in Berlin
    expect(await tick()).toEqual({ sent: 1, gone: 0, failed: 0 })
    expect(delivered()).toEqual([
      { endpoint: berlin.endpoint, payload: { kind: 'daily', day: '2027-03-26' } },
    ])
    fixture.setNow('2027-03-26T19:01:00Z')
    expect((await tick()).sent).toBe(0)

    fixture.setNow('2027-03-26T22:30:00Z') // 07:30 on Saturday in Tokyo
    expect((await tick()).sent).toBe(1)
    fixture.setNow('2027-03-27T00:00:00Z') // 20:00 on Friday in New York
    expect((await tick()).sent).toBe(1)
    expect(delivered().slice(1)).toEqual([
      { endpoint: tokyo.endpoint, payload: { kind: 'daily', day: '2027-03-27' } },
      { endpoint: newYork.endpoint, payload: { kind: 'daily', day: '2027-03-26' } },
    ])
    expect(fixture.push.rejections).toEqual([])

    // What a push service sees: a valid VAPID JWT for its origin, a TTL that ends with the
    // person's day, the topic that lets a newer reminder replace an unread one.
    const [first] = fixture.push.received
    expect(first?.claims.aud).toBe(fixture.push.origin)
    expect(first?.claims.sub).toBe('mailto:hello@hara.local')
    expect(first?.ttl).toBe(4 * 60 * 60) // 20:00 to midnight
    expect(first?.topic).toBe('hara-daily')
    expect(first?.urgency).toBe('normal')
  })

  it('follows the local time across a daylight-saving change', async () => {
    const { client } = await admittedClient(fixture.ctx)
    await fixture.subscribe(client, { timeZone: 'Europe/Berlin' })

    fixture.setNow('2027-03-27T19:00:00Z') // Saturday 20:00 CET
    expect((await tick()).sent).toBe(1)
    // Sunday: clocks went forward, 20:00 CEST is 18:00 UTC.
    fixture.setNow('2027-03-28T17:59:00Z')
    expect((await tick()).sent).toBe(0)
    fixture.setNow('2027-03-28T18:00:00Z')
    expect((await tick()).sent).toBe(1)
    fixture.setNow('2027-03-28T19:00:00Z') // what used to be 20:00: nothing more that day
    expect((await tick()).sent).toBe(0)
    expect(fixture.push.received.map((p) => p.payload)).toEqual([
      { kind: 'daily', day: '2027-03-27' },
      { kind: 'daily', day: '2027-03-28' },
    ])
  })

  it('skips a day already checked in', async () => {
    const { client } = await admittedClient(fixture.ctx)
    await fixture.subscribe(client, { timeZone: 'Europe/Berlin' })
    fixture.setNow('2027-03-26T10:00:00Z')
    expect(
      (await client.api.push['last-check-in'].$put({ json: { date: '2027-03-26' } })).status,
    ).toBe(204)

    fixture.setNow('2027-03-26T19:00:00Z')
    expect((await tick()).sent).toBe(0)
    fixture.setNow('2027-03-27T19:00:00Z')
    expect((await tick()).sent).toBe(1)
    expect(fixture.push.received[0]?.payload).toEqual({ kind: 'daily', day: '2027-03-27' })
  })

  it('waits until tomorrow when reminders are switched on after today’s time', async () => {
    const { client } = await admittedClient(fixture.ctx)
    fixture.setNow('2027-03-26T19:30:00Z') // 20:30 in Berlin
    await fixture.subscribe(client, { timeZone: 'Europe/Berlin' })
    expect((await tick()).sent).toBe(0)
    fixture.setNow('2027-03-27T19:00:00Z')
    expect((await tick()).sent).toBe(1)
  })

  it('sends weekly insights on Saturday evening, checked in or not', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const berlin = await fixture.subscribe(client, {
      timeZone: 'Europe/Berlin',
      daily: false,
      weekly: true,
    })
    await client.api.push['last-check-in'].$put({ json: { date: '2027-03-20' } })

    fixture.setNow('2027-03-19T17:00:00Z') // Friday 18:00
    expect((await tick()).sent).toBe(0)
    fixture.setNow('2027-03-20T17:00:00Z') // Saturday 18:00 CET
    expect((await tick()).sent).toBe(1)
    fixture.setNow('2027-03-20T18:00:00Z')
    expect((await tick()).sent).toBe(0)
    expect(fixture.push.received).toMatchObject([
      {
        endpoint: berlin.endpoint,
        payload: { kind: 'weekly', day: '2027-03-20' },
        topic: 'hara-weekly',
        ttl: 24 * 60 * 60,
      },
    ])
  })

  it('deletes a subscription the push service says is gone (410)', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const gone = await fixture.subscribe(client, { timeZone: 'Europe/Berlin' })
    const kept = await fixture.subscribe(client, { timeZone: 'Europe/Berlin' })
    fixture.push.answer(gone.endpoint, 410)

    fixture.setNow('2027-03-26T19:00:00Z')
    expect(await tick()).toEqual({ sent: 1, gone: 1, failed: 0 })
    const count = (endpoint: string) =>
      queryNumber(
        fixture.ctx,
        sql`select count(*)::int as n from push_subscription where endpoint = ${endpoint}`,
      )
    expect(await count(gone.endpoint)).toBe(0)
    expect(await count(kept.endpoint)).toBe(1)
  })

  it('keeps a subscription after another failure, and does not send twice', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const flaky = await fixture.subscribe(client, { timeZone: 'Europe/Berlin' })
    fixture.push.answer(flaky.endpoint, 503)
    fixture.setNow('2027-03-26T19:00:00Z')
    expect(await tick()).toEqual({ sent: 0, gone: 0, failed: 1 })
    fixture.push.answer(flaky.endpoint, 201)
    fixture.setNow('2027-03-26T19:05:00Z')
    expect((await tick()).sent).toBe(0)
    fixture.setNow('2027-03-27T19:00:00Z')
    expect((await tick()).sent).toBe(1)
  })

  it('sends once when two server processes tick on one database', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const devices = await Promise.all(
      ['Europe/Berlin', 'Europe/Paris', 'Africa/Lagos', 'Europe/Oslo'].map((timeZone) =>
        fixture.subscribe(client, { timeZone }),
      ),
    )
    // A second process: its own scheduler and sender, the same database and keys.
    const other = createReminderScheduler({
      db: fixture.ctx.database.db,
      send: createPushSender(fixture.ctx.services.push.vapid),
      logger: createLogger('silent'),
      clock: fixture.now,
      pushServiceHosts: ['127.0.0.1'],
    })
    fixture.setNow('2027-03-26T19:00:00Z')
    const reports = await Promise.all([tick(), other.tick(), tick(), other.tick()])
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(devices.length)
    expect(fixture.push.received).toHaveLength(devices.length)
    expect(new Set(fixture.push.received.map((p) => p.endpoint)).size).toBe(devices.length)
  })

  it('is refused by the push service when signed with another key', async () => {
    // The check the local push service makes can fail: a sender with keys of its own.
    const { client } = await admittedClient(fixture.ctx)
    const target = await fixture.subscribe(client, { timeZone: 'Europe/Berlin' })
    const stranger = createPushSender({ ...webPush.generateVAPIDKeys(), subject: 'mailto:x@y.z' })
    const outcome = await stranger(
      { endpoint: target.endpoint, p256dh: target.keys.p256dh, auth: target.keys.auth },
      { kind: 'daily', day: '2027-03-26' },
      { ttlSeconds: 60, topic: 'hara-daily' },
    )
    expect(outcome).toEqual({ kind: 'failed', status: 401, reason: 'push service answered 401' })
    expect(fixture.push.rejections).toEqual([
      { endpoint: target.endpoint, reason: 'k is not the server’s public key' },
    ])
  })
  it('logs a failed tick by its class, never the query or its parameters', async () => {
    const { client } = await admittedClient(fixture.ctx)
    await fixture.subscribe(client, { timeZone: 'Europe/Berlin' })
    const lines: string[] = []
    const failing = createReminderScheduler({
      db: fixture.ctx.database.db,
      send: createPushSender(fixture.ctx.services.push.vapid),
      logger: createLogger('info', (line) => lines.push(line)),
      clock: fixture.now,
      pushServiceHosts: ['127.0.0.1'],
      intervalMs: 1_000,
    })
    // The table is gone for a moment, so the tick's first query fails as drizzle reports it.
    await fixture.ctx.database.db.execute(
      sql`alter table push_subscription rename to push_subscription_away`,
    )
    try {
      fixture.setNow('2027-03-26T19:00:00Z')
      failing.start()
      await expect.poll(() => lines.length, { timeout: 10_000 }).toBeGreaterThan(0)
      await failing.stop()
    } finally {
      await fixture.ctx.database.db.execute(
        sql`alter table push_subscription_away rename to push_subscription`,
      )
    }
    const line = JSON.parse(lines[0]!) as { level: string; msg: string; error: string }
    expect(line).toMatchObject({ level: 'error', msg: 'reminder tick failed' })
    expect(line.error).toContain('query failed')
    expect(lines[0]).not.toMatch(/select |params:/i)
  })
})
