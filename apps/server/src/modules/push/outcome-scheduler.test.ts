import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { createLogger } from '../../lib/logging/logger'
import { admittedClient, type TestClient } from '../../test/client'
import { queryNumber } from '../../test/db'
import { pushFixture } from '../../test/push-fixture'
import { createReminderScheduler } from './scheduler'
import { createPushSender } from './send-push'

/**
 * The outcome reminder (ADR 0023) through the real scheduler, against the local push
 * service that checks VAPID and decrypts each body as a real one does. The devices report what
 * waits with `PUT /api/push/follow-up`, as the phone does; the test's clock drives the days.
 * Days in 2027: Berlin moves its clocks forward on Sunday 28 March.
 */
const fixture = pushFixture({ start: '2027-03-15T08:00:00Z' })

beforeEach(async () => {
  // Each test starts with no devices and an empty mailbox at the push service.
  await fixture.forgetDevices()
  fixture.setNow('2027-03-15T08:00:00Z')
})

const tick = () => fixture.ctx.services.push.scheduler.tick()

async function report(client: TestClient, waiting: number, dueOn: string | null) {
  expect((await client.api.push['follow-up'].$put({ json: { waiting, dueOn } })).status).toBe(204)
}

const kinds = () => fixture.push.received.map((p) => p.payload)

describe('the outcome reminder', () => {
  it('comes at the reminder time in each device’s time zone, in place of the daily one', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const berlin = await fixture.subscribe(client, { timeZone: 'Europe/Berlin' })
    const newYork = await fixture.subscribe(client, { timeZone: 'America/New_York' })
    await report(client, 2, '2027-03-17')

    fixture.setNow('2027-03-16T19:00:00Z') // Tuesday 20:00 in Berlin: not due yet, the daily one
    expect((await tick()).sent).toBe(1)
    fixture.setNow('2027-03-17T19:00:00Z') // Wednesday 20:00 in Berlin
    expect(await tick()).toEqual({ sent: 1, gone: 0, failed: 0 })
    fixture.setNow('2027-03-17T19:05:00Z')
    expect((await tick()).sent).toBe(0)
    fixture.setNow('2027-03-18T00:00:00Z') // Wednesday 20:00 in New York
    expect((await tick()).sent).toBe(1)
    expect(fixture.push.received.map((p) => [p.endpoint, p.payload])).toEqual([
      [berlin.endpoint, { kind: 'daily', day: '2027-03-16' }],
      [berlin.endpoint, { kind: 'outcome', day: '2027-03-17' }],
      [newYork.endpoint, { kind: 'outcome', day: '2027-03-17' }],
    ])
    // What the push service sees: the day ends at midnight, a topic of its own, no words.
    const outcome = fixture.push.received[1]!
    expect(outcome.ttl).toBe(4 * 60 * 60)
    expect(outcome.topic).toBe('hara-outcome')
    expect(fixture.push.rejections).toEqual([])
  })

  it('follows the local time across a daylight-saving change', async () => {
    const { client } = await admittedClient(fixture.ctx)
    await fixture.subscribe(client)
    fixture.setNow('2027-03-27T10:00:00Z')
    await report(client, 1, '2027-03-28')
    // Sunday 28 March: clocks went forward, so 20:00 in Berlin is 18:00 UTC.
    fixture.setNow('2027-03-28T17:59:00Z')
    expect((await tick()).sent).toBe(0)
    fixture.setNow('2027-03-28T18:00:00Z')
    expect((await tick()).sent).toBe(1)
    fixture.setNow('2027-03-28T19:00:00Z')
    expect((await tick()).sent).toBe(0)
    expect(kinds()).toEqual([{ kind: 'outcome', day: '2027-03-28' }])
  })

  it('never shares an evening with the daily reminder, whichever went first', async () => {
    const { client } = await admittedClient(fixture.ctx)
    await fixture.subscribe(client)
    // The daily reminder goes out; a decision becomes due half an hour later: not tonight.
    fixture.setNow('2027-03-17T19:00:00Z')
    expect((await tick()).sent).toBe(1)
    fixture.setNow('2027-03-17T19:30:00Z')
    await report(client, 1, '2027-03-17')
    expect((await tick()).sent).toBe(0)
    // The outcome reminder goes out the next evening; the outcome logged right after it does
    // not bring the daily one that evening.
    fixture.setNow('2027-03-18T19:00:00Z')
    expect((await tick()).sent).toBe(1)
    fixture.setNow('2027-03-18T19:10:00Z')
    await report(client, 0, null)
    expect((await tick()).sent).toBe(0)
    expect(kinds()).toEqual([
      { kind: 'daily', day: '2027-03-17' },
      { kind: 'outcome', day: '2027-03-18' },
    ])
  })

  it('comes once per due day and at most once every three days', async () => {
    const { client } = await admittedClient(fixture.ctx)
    await fixture.subscribe(client)
    await report(client, 1, '2027-03-17')
    const evening = async (day: string) => {
      fixture.setNow(`${day}T19:00:00Z`)
      await tick()
    }
    await evening('2027-03-17')
    // Nothing answered, nothing changed: that due day has had its reminder.
    await evening('2027-03-18')
    // The oldest decision answered; the next one has been due since the 19th. Its reminder
    // waits until three days after the last one.
    await report(client, 1, '2027-03-19')
    await evening('2027-03-19')
    await evening('2027-03-20')
    await evening('2027-03-21')
    expect(kinds()).toEqual([
      { kind: 'outcome', day: '2027-03-17' },
      { kind: 'daily', day: '2027-03-18' },
      { kind: 'daily', day: '2027-03-19' },
      { kind: 'outcome', day: '2027-03-20' },
      { kind: 'daily', day: '2027-03-21' },
    ])
  })

  it('is skipped when nothing waits any more, and needs daily reminders on', async () => {
    const { client } = await admittedClient(fixture.ctx)
    await fixture.subscribe(client)
    const weeklyOnly = await admittedClient(fixture.ctx)
    await fixture.subscribe(weeklyOnly.client, {
      timeZone: 'Europe/Berlin',
      daily: false,
      weekly: true,
    })
    await report(weeklyOnly.client, 1, '2027-03-16')
    await report(client, 1, '2027-03-16')
    await report(client, 0, null)
    fixture.setNow('2027-03-17T19:00:00Z')
    expect((await tick()).sent).toBe(1)
    expect(kinds()).toEqual([{ kind: 'daily', day: '2027-03-17' }])
  })

  it('is sent once when two server processes tick on one database', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const zones = ['Europe/Berlin', 'Europe/Paris', 'Africa/Lagos', 'Europe/Oslo']
    for (const timeZone of zones) await fixture.subscribe(client, { timeZone })
    await report(client, 1, '2027-03-17')
    const other = createReminderScheduler({
      db: fixture.ctx.database.db,
      send: createPushSender(fixture.ctx.services.push.vapid),
      logger: createLogger('silent'),
      clock: fixture.now,
      pushServiceHosts: ['127.0.0.1'],
    })
    fixture.setNow('2027-03-17T19:00:00Z')
    const reports = await Promise.all([tick(), other.tick(), tick(), other.tick()])
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(zones.length)
    expect(new Set(fixture.push.received.map((p) => p.endpoint)).size).toBe(zones.length)
    expect(kinds()).toEqual(zones.map(() => ({ kind: 'outcome', day: '2027-03-17' })))
    // And each device notes it, so the next ticks of either process send nothing more.
    fixture.setNow('2027-03-17T19:30:00Z')
    expect((await Promise.all([tick(), other.tick()])).map((r) => r.sent)).toEqual([0, 0])
  })

  it('deletes a subscription the push service says is gone (410)', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const gone = await fixture.subscribe(client)
    const kept = await fixture.subscribe(client)
    fixture.push.answer(gone.endpoint, 410)
    await report(client, 1, '2027-03-17')
    fixture.setNow('2027-03-17T19:00:00Z')
    expect(await tick()).toEqual({ sent: 1, gone: 1, failed: 0 })
    const count = (endpoint: string) =>
      queryNumber(
        fixture.ctx,
        sql`select count(*)::int as n from push_subscription where endpoint = ${endpoint}`,
      )
    expect(await count(gone.endpoint)).toBe(0)
    expect(await count(kept.endpoint)).toBe(1)
  })
})
