import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MAX_REPORTED_WAITING } from '@hara/core'
import { admittedClient, errorOf } from '../../test/client'
import { queryRows } from '../../test/db'
import { pushFixture, REMINDER_SETTINGS as settings } from '../../test/push-fixture'

/**
 * `PUT /api/push/follow-up` and the report a subscription carries: what a device
 * tells the server of its tracked decisions is a count and a day, bounded and validated, kept
 * for all of the person's devices and no one else's.
 */
const fixture = pushFixture({ start: '2027-03-26T12:00:00Z' })
const subscribe = fixture.subscribe

type Row = { follow_up_waiting: number; follow_up_due_on: string | null }
const reportOf = async (endpoint: string) =>
  (
    await queryRows<Row>(
      fixture.ctx,
      sql`select follow_up_waiting, follow_up_due_on::text from push_subscription where endpoint = ${endpoint}`,
    )
  )[0]

describe('PUT /api/push/follow-up', () => {
  it("records the count and the day on all of the user's devices, the latest report winning", async () => {
    const a = await admittedClient(fixture.ctx)
    const b = await admittedClient(fixture.ctx)
    const phone = await subscribe(a.client)
    const tablet = await subscribe(a.client)
    const others = await subscribe(b.client)
    expect(await reportOf(phone.endpoint)).toEqual({ follow_up_waiting: 0, follow_up_due_on: null })

    const res = await a.client.api.push['follow-up'].$put({
      json: { waiting: 2, dueOn: '2027-03-24' },
    })
    expect(res.status).toBe(204)
    for (const device of [phone, tablet]) {
      expect(await reportOf(device.endpoint)).toEqual({
        follow_up_waiting: 2,
        follow_up_due_on: '2027-03-24',
      })
    }
    expect(await reportOf(others.endpoint)).toEqual({
      follow_up_waiting: 0,
      follow_up_due_on: null,
    })

    // The outcome was logged: nothing waits any more.
    expect(
      (await a.client.api.push['follow-up'].$put({ json: { waiting: 0, dueOn: null } })).status,
    ).toBe(204)
    expect(await reportOf(tablet.endpoint)).toEqual({
      follow_up_waiting: 0,
      follow_up_due_on: null,
    })
  })

  it('answers 204 with no device yet, and keeps nothing', async () => {
    const { client } = await admittedClient(fixture.ctx)
    expect(
      (await client.api.push['follow-up'].$put({ json: { waiting: 1, dueOn: '2027-03-26' } }))
        .status,
    ).toBe(204)
  })

  it.each([
    [
      { waiting: -1, dueOn: null },
      `waiting: waiting must be a whole number from 0 to ${MAX_REPORTED_WAITING}.`,
    ],
    [
      { waiting: 2.5, dueOn: '2027-03-26' },
      `waiting: waiting must be a whole number from 0 to ${MAX_REPORTED_WAITING}.`,
    ],
    [
      { waiting: MAX_REPORTED_WAITING + 1, dueOn: '2027-03-26' },
      `waiting: waiting must be a whole number from 0 to ${MAX_REPORTED_WAITING}.`,
    ],
    [
      { waiting: '3', dueOn: '2027-03-26' },
      `waiting: waiting must be a whole number from 0 to ${MAX_REPORTED_WAITING}.`,
    ],
    [{ waiting: 3, dueOn: '2027-02-30' }, 'dueOn: Expected a YYYY-MM-DD day'],
    [{ waiting: 3, dueOn: '2027-03-26T20:00:00Z' }, 'dueOn: Expected a YYYY-MM-DD day'],
    [
      { waiting: 3, dueOn: null },
      'dueOn: dueOn is the day the oldest waiting decision becomes due: a day when waiting > 0, null when 0.',
    ],
    [
      { waiting: 0, dueOn: '2027-03-26' },
      'dueOn: dueOn is the day the oldest waiting decision becomes due: a day when waiting > 0, null when 0.',
    ],
  ])('refuses %j with 400 and says why', async (body, message) => {
    const { client } = await admittedClient(fixture.ctx)
    const device = await subscribe(client)
    const res = await client.raw.put('/api/push/follow-up', body)
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toEqual({ code: 'invalid_body', message })
    expect(await reportOf(device.endpoint)).toEqual({
      follow_up_waiting: 0,
      follow_up_due_on: null,
    })
  })

  it('refuses a due day no decision can have yet, and takes no decision text', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const device = await subscribe(client)
    // Today is the 26th in UTC: 'Not yet' today in Kiribati (27th) is due on the 30th at most.
    const far = await client.api.push['follow-up'].$put({
      json: { waiting: 1, dueOn: '2027-03-31' },
    })
    expect(far.status).toBe(400)
    expect((await errorOf(far)).code).toBe('invalid_date')
    expect(
      (await client.api.push['follow-up'].$put({ json: { waiting: 1, dueOn: '2027-03-30' } }))
        .status,
    ).toBe(204)
    // Anything else in the body is not kept: the table has no place for it.
    const extra = await client.raw.put('/api/push/follow-up', {
      waiting: 1,
      dueOn: '2027-03-29',
      decision: 'Sign the lease',
    })
    expect(extra.status).toBe(204)
    const stored = await queryRows<Record<string, unknown>>(
      fixture.ctx,
      sql`select * from push_subscription where endpoint = ${device.endpoint}`,
    )
    expect(JSON.stringify(stored)).not.toContain('Sign the lease')
    expect(await reportOf(device.endpoint)).toEqual({
      follow_up_waiting: 1,
      follow_up_due_on: '2027-03-29',
    })
  })
})

describe('PUT /api/push/subscription with a follow-up report', () => {
  it('stores the report with a new device, and keeps the stored one when none is sent', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const device = await subscribe(client, { followUp: { waiting: 3, dueOn: '2027-03-20' } })
    expect(await reportOf(device.endpoint)).toEqual({
      follow_up_waiting: 3,
      follow_up_due_on: '2027-03-20',
    })
    const again = await client.api.push.subscription.$put({ json: { ...device, ...settings } })
    expect(again.status).toBe(200)
    expect(await reportOf(device.endpoint)).toEqual({
      follow_up_waiting: 3,
      follow_up_due_on: '2027-03-20',
    })
    const bad = await client.api.push.subscription.$put({
      json: {
        ...device,
        ...settings,
        followUp: { waiting: 1, dueOn: null },
      },
    })
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).code).toBe('invalid_body')
  })

  it('forgets the report and the last outcome reminder when the browser moves to another account', async () => {
    const a = await admittedClient(fixture.ctx)
    const b = await admittedClient(fixture.ctx)
    const device = await subscribe(a.client, { followUp: { waiting: 2, dueOn: '2027-03-20' } })
    await fixture.ctx.database.db.execute(
      sql`update push_subscription set outcome_reminded_on = '2027-03-20', outcome_reminded_for = '2027-03-20' where endpoint = ${device.endpoint}`,
    )
    expect(
      (await b.client.api.push.subscription.$put({ json: { ...device, ...settings } })).status,
    ).toBe(200)
    const [row] = await queryRows<Row & { outcome_reminded_on: string | null }>(
      fixture.ctx,
      sql`select follow_up_waiting, follow_up_due_on::text, outcome_reminded_on::text from push_subscription where endpoint = ${device.endpoint}`,
    )
    expect(row).toEqual({ follow_up_waiting: 0, follow_up_due_on: null, outcome_reminded_on: null })
  })
})
