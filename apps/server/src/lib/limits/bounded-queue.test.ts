import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DatabaseBusyError } from '../data/database-errors'
import { errorOf, signedInClient, type TestClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { createBoundedQueue } from './bounded-queue'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('createBoundedQueue', () => {
  it('runs one task at a time, in arrival order', async () => {
    const queue = createBoundedQueue({ maxWaiting: 10, maxWaitMs: 1000 })
    const order: string[] = []
    let running = 0
    const task = (name: string) =>
      queue.run(async () => {
        running += 1
        expect(running).toBe(1)
        await sleep(5)
        order.push(name)
        running -= 1
        return name
      })
    expect(await Promise.all(['a', 'b', 'c', 'd'].map(task))).toEqual(['a', 'b', 'c', 'd'])
    expect(order).toEqual(['a', 'b', 'c', 'd'])
  })

  it('refuses at once when the line is full, and after maxWaitMs of waiting', async () => {
    const queue = createBoundedQueue({ maxWaiting: 1, maxWaitMs: 30 })
    const long = queue.run(() => sleep(100))
    const waiting = queue.run(async () => 'late')
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(DatabaseBusyError)
    const started = performance.now()
    await expect(waiting).rejects.toBeInstanceOf(DatabaseBusyError)
    expect(performance.now() - started).toBeLessThan(90)
    await long
    // Free again afterwards.
    expect(queue.waiting).toBe(0)
    expect(await queue.run(async () => 'ok')).toBe('ok')
  })

  it('without limits, lets every caller wait its turn, at most `concurrency` running', async () => {
    const queue = createBoundedQueue({ concurrency: 2 })
    let running = 0
    let most = 0
    const task = (i: number) =>
      queue.run(async () => {
        running += 1
        most = Math.max(most, running)
        await sleep(20)
        running -= 1
        return i
      })
    const all = Array.from({ length: 12 }, (_, i) => task(i))
    expect(queue.waiting).toBe(10)
    expect(await Promise.all(all)).toEqual(Array.from({ length: 12 }, (_, i) => i))
    expect(most).toBe(2)
  })

  it('passes a failing task on, and keeps going', async () => {
    const queue = createBoundedQueue({ maxWaiting: 5, maxWaitMs: 1000 })
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await queue.run(async () => 1)).toBe(1)
  })
})

describe('the embedded database under a burst', () => {
  let ctx: TestContext
  let clients: TestClient[]
  beforeAll(async () => {
    ctx = await createTestContext(
      {},
      { database: 'pglite', pgliteQueue: { maxWaiting: 4, maxWaitMs: 200 } },
    )
    clients = []
    for (let i = 0; i < 4; i++) clients.push((await signedInClient(ctx)).client)
  })
  afterAll(() => ctx.close())

  it('answers 503 database_busy with Retry-After when the line is full or slow, never a hang', async () => {
    // A long transaction holds the database (as a sign-up did while it hashed the password).
    const slow = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      await sleep(600)
    })
    let slowEnded = false
    void slow.then(() => (slowEnded = true))
    await sleep(20)
    // Each answer is read as it arrives, as a client on the wire would read it.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        clients[i % 4]!.api.profile.$get().then(async (res) => ({
          res,
          error: await errorOf(res),
          afterSlow: slowEnded,
        })),
      ),
    )
    // Nobody waited for the slow query: the line holds 4, each for at most 200 ms.
    expect(answers.filter(({ afterSlow }) => afterSlow)).toEqual([])
    for (const { res, error } of answers) {
      expect(res.status).toBe(503)
      expect(error.code).toBe('database_busy')
      expect(res.headers.get('retry-after')).toBe('1')
    }
    await slow

    // Health still says the database is up, and every request is answered again.
    const health = await ctx.app.request('/api/health')
    expect(((await health.json()) as { db: string }).db).toBe('ok')
    const again = await Promise.all(clients.map((client) => client.api.profile.$get()))
    expect(again.map((res) => res.status)).toEqual([200, 200, 200, 200])
  })
})

describe('the embedded database with its default line', () => {
  let ctx: TestContext
  let client: TestClient
  beforeAll(async () => {
    ctx = await createTestContext({}, { database: 'pglite' })
    client = (await signedInClient(ctx)).client
  })
  afterAll(() => ctx.close())

  it('turns away a crowd behind a long write instead of letting it wait for it', async () => {
    // A write holds the single connection for longer than anyone should wait (before the line,
    // 200 readers waited behind such writes for up to 10 s, and then got their answers).
    const hold = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      await sleep(4500)
    })
    let holdEnded = false
    void hold.then(() => (holdEnded = true))
    await sleep(20)
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: 140 }, () =>
        client.api.profile.$get().then((res) => ({
          res,
          at: performance.now() - started,
          afterHold: holdEnded,
        })),
      ),
    )
    const statuses = new Set(answers.map(({ res }) => res.status))
    expect([...statuses]).toEqual([503])
    expect(answers.every(({ res }) => res.headers.get('retry-after') === '1')).toBe(true)
    // Beyond the line's 128 places the answer is immediate; nobody waited for the write.
    const sorted = answers.map(({ at }) => at).sort((a, b) => a - b)
    expect(sorted[0]).toBeLessThan(1500)
    expect(answers.filter(({ afterHold }) => afterHold)).toHaveLength(0)
    await hold
    expect((await client.api.profile.$get()).status).toBe(200)
  }, 20_000)
})
