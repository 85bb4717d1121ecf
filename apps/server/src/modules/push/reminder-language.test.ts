import { beforeEach, describe, expect, it } from 'vitest'
import { admittedClient } from '../../test/client'
import { pushFixture } from '../../test/push-fixture'

/**
 * The language a reminder push carries, read from the push service's decrypted body: the one
 * the account chose in its profile, on every device of it, and none before a choice (the
 * service worker then speaks the phone's language).
 */
const fixture = pushFixture({ start: '2027-03-20T08:00:00Z' })

beforeEach(async () => {
  await fixture.forgetDevices()
  fixture.setNow('2027-03-20T08:00:00Z')
})

const tick = () => fixture.ctx.services.push.scheduler.tick()
const payloads = () => fixture.push.received.map((p) => [p.endpoint, p.payload])

describe('a reminder push', () => {
  it('carries the language the account chose, and changes with it', async () => {
    const { client: spanish } = await admittedClient(fixture.ctx)
    const { client: german } = await admittedClient(fixture.ctx)
    expect((await spanish.raw.patch('/api/profile', { language: 'es' })).status).toBe(200)
    expect((await german.raw.patch('/api/profile', { language: 'de' })).status).toBe(200)
    const phone = await fixture.subscribe(spanish)
    const tablet = await fixture.subscribe(spanish, { weekly: true })
    const berlin = await fixture.subscribe(german)

    fixture.setNow('2027-03-20T17:00:00Z') // Saturday, 18:00 in Berlin: the weekly one
    expect(await tick()).toEqual({ sent: 1, gone: 0, failed: 0 })
    fixture.setNow('2027-03-20T19:00:00Z') // 20:00: the daily ones
    expect(await tick()).toEqual({ sent: 3, gone: 0, failed: 0 })
    const [weekly, ...daily] = payloads()
    expect(weekly).toEqual([tablet.endpoint, { kind: 'weekly', day: '2027-03-20', language: 'es' }])
    // Sent side by side, in no set order.
    expect(daily).toHaveLength(3)
    expect(daily).toEqual(
      expect.arrayContaining([
        [phone.endpoint, { kind: 'daily', day: '2027-03-20', language: 'es' }],
        [tablet.endpoint, { kind: 'daily', day: '2027-03-20', language: 'es' }],
        [berlin.endpoint, { kind: 'daily', day: '2027-03-20', language: 'de' }],
      ]),
    )

    // Chosen again in Settings: the next reminder speaks the new language.
    expect((await spanish.raw.patch('/api/profile', { language: 'de' })).status).toBe(200)
    fixture.push.received.length = 0
    fixture.setNow('2027-03-21T19:00:00Z') // Sunday, 20:00 in Berlin
    expect((await tick()).sent).toBe(3)
    expect(payloads()).toContainEqual([
      phone.endpoint,
      { kind: 'daily', day: '2027-03-21', language: 'de' },
    ])
  })

  it('carries no language before the account chose one', async () => {
    const { client } = await admittedClient(fixture.ctx)
    const device = await fixture.subscribe(client)
    fixture.setNow('2027-03-20T19:00:00Z')
    expect((await tick()).sent).toBe(1)
    expect(payloads()).toEqual([[device.endpoint, { kind: 'daily', day: '2027-03-20' }]])
  })
})
