import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/harness'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('GET /api/health', () => {
  it('answers ok with a database that really answers', async () => {
    const res = await ctx.app.request('/api/health')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = await res.json()
    expect(body).toMatchObject({
      status: 'ok',
      db: 'ok',
      load: 'normal',
      streams: { open: 0, limit: ctx.env.SYNC_STREAMS_PER_PROCESS },
    })
    expect(body).toHaveProperty('coach')
    expect(body).toHaveProperty('transcription')
  })

  it('reports the database as down when it stops answering', async () => {
    const broken = await createTestContext()
    await broken.database.close()
    const res = await broken.app.request('/api/health')
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ status: 'degraded', db: 'down' })
    await broken.close().catch(() => {})
  })
})
