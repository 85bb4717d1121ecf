import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  admittedClient,
  createClient,
  errorOf,
  signedInClient,
  type TestClient,
} from '../../test/client'
import { queryRows } from '../../test/db'
import { pushFixture, REMINDER_SETTINGS as settings } from '../../test/push-fixture'

const fixture = pushFixture({ start: '2027-03-26T12:00:00Z' })

/** A new browser's subscription request, not yet answered. */
function subscribe(client: TestClient, over: Record<string, unknown> = {}) {
  const device = fixture.push.subscribe()
  return { device, res: fixture.put(client, device, over) }
}

type Row = { user_id: string; endpoint: string; daily: boolean; last_check_in_date: string | null }
const rowsOf = (endpoint: string) =>
  queryRows<Row>(
    fixture.ctx,
    sql`select user_id, endpoint, daily, last_check_in_date::text from push_subscription where endpoint = ${endpoint}`,
  )

describe('GET /api/push/public-key', () => {
  it('answers the VAPID public key and the default reminder time to a signed-in user', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const res = await client.api.push['public-key'].$get()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      publicKey: fixture.ctx.services.push.vapid.publicKey,
      defaultReminderTime: '20:00',
    })
    expect(Buffer.from(fixture.ctx.services.push.vapid.publicKey, 'base64url')).toHaveLength(65)
  })

  it('needs a session, like every push route', async () => {
    const anonymous = createClient(fixture.ctx)
    const device = fixture.push.subscribe()
    for (const res of [
      await anonymous.api.push['public-key'].$get(),
      await anonymous.api.push.subscription.$put({ json: { ...device, ...settings } }),
      await anonymous.api.push.subscription.$delete({ json: { endpoint: device.endpoint } }),
      await anonymous.api.push['last-check-in'].$put({ json: { date: '2027-03-26' } }),
      await anonymous.api.push['follow-up'].$put({ json: { waiting: 1, dueOn: '2027-03-26' } }),
    ]) {
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('unauthorized')
    }
  })

  it('needs the access code passed: 403 not_admitted before it', async () => {
    const { client } = await signedInClient(fixture.ctx)
    const device = fixture.push.subscribe()
    for (const res of [
      await client.api.push['public-key'].$get(),
      await client.api.push.subscription.$put({ json: { ...device, ...settings } }),
      await client.api.push.subscription.$delete({ json: { endpoint: device.endpoint } }),
      await client.api.push['last-check-in'].$put({ json: { date: '2027-03-26' } }),
      await client.api.push['follow-up'].$put({ json: { waiting: 1, dueOn: '2027-03-26' } }),
    ]) {
      expect(res.status).toBe(403)
      expect((await errorOf(res)).code).toBe('not_admitted')
    }
    expect(await rowsOf(device.endpoint)).toEqual([])
  })
})

describe('PUT /api/push/subscription', () => {
  it('stores the device for the signed-in user and answers its settings', async () => {
    const { client, user } = await admittedClient(fixture.ctx)
    const { device, res } = subscribe(client, { lastCheckInDate: '2027-03-25', weekly: true })
    expect((await res).status).toBe(200)
    expect(await (await res).json()).toEqual({
      ...settings,
      weekly: true,
      lastCheckInDate: '2027-03-25',
    })
    expect(await rowsOf(device.endpoint)).toEqual([
      {
        user_id: user.id,
        endpoint: device.endpoint,
        daily: true,
        last_check_in_date: '2027-03-25',
      },
    ])
  })

  it('updates the same device in place, and moves it to whoever subscribes it next', async () => {
    const a = await admittedClient(fixture.ctx)
    const b = await admittedClient(fixture.ctx)
    const { device, res } = subscribe(a.client)
    expect((await res).status).toBe(200)
    const again = await a.client.api.push.subscription.$put({
      json: {
        ...device,
        ...settings,
        daily: false,
        weekly: true,
      },
    })
    expect(again.status).toBe(200)
    expect((await rowsOf(device.endpoint))[0]).toMatchObject({ user_id: a.user.id, daily: false })

    // Another account signs in on the same browser: the browser's subscription is now theirs.
    await b.client.api.push.subscription.$put({ json: { ...device, ...settings } })
    expect(await rowsOf(device.endpoint)).toHaveLength(1)
    expect((await rowsOf(device.endpoint))[0]?.user_id).toBe(b.user.id)
  })

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'timeZone: That time zone is not known.'],
    [{ timeZone: undefined }, 'timeZone: Send a time zone such as Europe/Berlin.'],
    [{ reminderTime: '25:00' }, 'reminderTime: Choose a reminder time such as 20:00.'],
    [{ reminderTime: '8pm' }, 'reminderTime: Choose a reminder time such as 20:00.'],
    [{ daily: 'yes' }, 'daily: daily must be true or false.'],
    [{ lastCheckInDate: '2027-02-30' }, 'lastCheckInDate: Expected a YYYY-MM-DD day'],
    [
      { keys: { p256dh: 'abc', auth: 'abc' } },
      'keys.p256dh: keys.p256dh must be the browser’s P-256 public key.',
    ],
    [{ endpoint: 'http://127.0.0.1/ push' }, 'endpoint: That endpoint is not a URL.'],
  ])('refuses %j with 400 and says why', async (over, message) => {
    const { client } = await admittedClient(fixture.ctx)
    const { res } = subscribe(client, over)
    const answer = await res
    expect(answer.status).toBe(400)
    expect(await errorOf(answer)).toEqual({ code: 'invalid_body', message })
  })

  it('refuses an endpoint with a NUL character at the edge, with 400', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const answer = await subscribe(client, { endpoint: 'http://127.0.0.1/\u0000' }).res
    expect(answer.status).toBe(400)
    expect((await errorOf(answer)).code).toBe('invalid_text')
  })

  it('refuses a push service it may not post to', async () => {
    const { client } = await admittedClient(fixture.ctx)
    for (const endpoint of [
      'https://fixture.push.example.net/abc',
      'http://169.254.169.254/latest',
      'http://10.0.0.1/push',
      'ftp://127.0.0.1/push',
    ]) {
      const { res } = subscribe(client, { endpoint })
      const answer = await res
      expect(answer.status, endpoint).toBe(400)
      expect((await errorOf(answer)).code).toBe('unsupported_push_service')
    }
  })

  it('refuses a check-in day no time zone has reached', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const { res } = subscribe(client, { lastCheckInDate: '2027-03-28' })
    expect((await res).status).toBe(400)
    expect((await errorOf(await res)).code).toBe('invalid_date')
    // Kiribati is already on the 27th while UTC is on the 26th.
    expect((await subscribe(client, { lastCheckInDate: '2027-03-27' }).res).status).toBe(200)
  })
})

describe('DELETE /api/push/subscription', () => {
  it("deletes the signed-in user's device only", async () => {
    const a = await admittedClient(fixture.ctx)
    const b = await admittedClient(fixture.ctx)
    const { device, res } = subscribe(a.client)
    expect((await res).status).toBe(200)

    const other = await b.client.api.push.subscription.$delete({
      json: { endpoint: device.endpoint },
    })
    expect(other.status).toBe(204)
    expect(await rowsOf(device.endpoint)).toHaveLength(1)

    const own = await a.client.api.push.subscription.$delete({
      json: { endpoint: device.endpoint },
    })
    expect(own.status).toBe(204)
    expect(await rowsOf(device.endpoint)).toEqual([])
  })

  it('refuses a body without an endpoint', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const res = await client.raw.delete('/api/push/subscription', {})
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toEqual({
      code: 'invalid_body',
      message: 'endpoint: Send the subscription endpoint.',
    })
  })
})

describe('PUT /api/push/last-check-in', () => {
  it("records the day on all of the user's devices, never going back", async () => {
    const a = await admittedClient(fixture.ctx)
    const b = await admittedClient(fixture.ctx)
    const phone = subscribe(a.client)
    const tablet = subscribe(a.client)
    const others = subscribe(b.client)
    await Promise.all([phone.res, tablet.res, others.res])

    expect(
      (await a.client.api.push['last-check-in'].$put({ json: { date: '2027-03-26' } })).status,
    ).toBe(204)
    expect(
      (await a.client.api.push['last-check-in'].$put({ json: { date: '2027-03-20' } })).status,
    ).toBe(204)
    for (const { device } of [phone, tablet]) {
      expect((await rowsOf(device.endpoint))[0]?.last_check_in_date).toBe('2027-03-26')
    }
    expect((await rowsOf(others.device.endpoint))[0]?.last_check_in_date).toBeNull()
  })

  it('takes a date only', async () => {
    const { client } = await admittedClient(fixture.ctx)
    for (const body of [{ date: '2027-03-26T10:00:00Z' }, { date: 'today' }, {}]) {
      const res = await client.raw.put('/api/push/last-check-in', body)
      expect(res.status).toBe(400)
      expect((await errorOf(res)).code).toBe('invalid_body')
    }
    fixture.setNow('2027-03-26T12:00:00Z')
    const future = await client.api.push['last-check-in'].$put({ json: { date: '2027-04-01' } })
    expect(future.status).toBe(400)
    expect((await errorOf(future)).code).toBe('invalid_date')
  })
})
