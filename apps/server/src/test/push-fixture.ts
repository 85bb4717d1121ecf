import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import type { TestClient } from './client'
import { createTestContext, type TestContext } from './harness'
import {
  startTestPushService,
  type BrowserSubscription,
  type TestPushService,
} from './push-service'

/** The reminder settings a phone sends with its subscription, unless a test says otherwise. */
export const REMINDER_SETTINGS = {
  timeZone: 'Europe/Berlin',
  reminderTime: '20:00',
  daily: true,
  weekly: false,
  lastCheckInDate: null,
}

export type PushFixture = {
  /** The server, on the test's clock. */
  readonly ctx: TestContext
  /** The local push service: checks VAPID and decrypts each body as a real one does. */
  readonly push: TestPushService
  /** The test's clock, which the server reads too. */
  now(): number
  setNow(iso: string): void
  advance(ms: number): void
  /** `PUT /api/push/subscription` for `device`, with the reminder settings `over` changes. */
  put(
    client: TestClient,
    device: BrowserSubscription,
    over?: Record<string, unknown>,
  ): Promise<Response>
  /** A new browser subscribed for `client`'s account (the server must accept it). */
  subscribe(client: TestClient, over?: Record<string, unknown>): Promise<BrowserSubscription>
  /** No devices stored, nothing received at the push service. */
  forgetDevices(): Promise<void>
}

/**
 * The push module's tests' server: started before the file's tests on a clock the test sets
 * (from `start`), beside a local push service, and both stopped after them. `pushHosts` are the
 * push services the server accepts endpoints at.
 */
export function pushFixture({
  start,
  pushHosts = '127.0.0.1',
}: {
  start: string
  pushHosts?: string
}): PushFixture {
  let now = Date.parse(start)
  let ctx: TestContext | undefined
  let push: TestPushService | undefined
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The push fixture starts before the tests')
    return value
  }
  const fixture: PushFixture = {
    get ctx() {
      return ready(ctx)
    },
    get push() {
      return ready(push)
    },
    now: () => now,
    setNow: (iso) => {
      now = Date.parse(iso)
    },
    advance: (ms) => {
      now += ms
    },
    put: (client, device, over = {}) =>
      client.api.push.subscription.$put({ json: { ...device, ...REMINDER_SETTINGS, ...over } }),
    subscribe: async (client, over = {}) => {
      const device = fixture.push.subscribe()
      const res = await fixture.put(client, device, over)
      expect(res.status).toBe(200)
      return device
    },
    forgetDevices: async () => {
      await fixture.ctx.database.db.execute(sql`delete from push_subscription`)
      fixture.push.received.length = 0
      fixture.push.rejections.length = 0
    },
  }
  beforeAll(async () => {
    ctx = await createTestContext({ PUSH_SERVICE_HOSTS: pushHosts }, { clock: () => now })
    push = await startTestPushService(ctx.services.push.vapid.publicKey)
  })
  afterAll(async () => {
    await push?.close()
    await ctx?.close()
  })
  return fixture
}
