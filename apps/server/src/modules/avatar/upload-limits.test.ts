/**
 * Avatar uploads are limited per user and decoded a couple at a time:
 * before, 32 concurrent uploads of huge PNGs doubled the server's memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, admittedClient, type TestClient } from '../../test/client'
import { collectGarbage } from '../../test/collect-garbage'
import { createTestContext, type TestContext } from '../../test/harness'
import { makeImage, pngClaimingSize, uploadForm } from '../../test/images'
import { AVATAR_UPLOAD_RULE } from './routes'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const upload = (client: TestClient, bytes: Uint8Array) =>
  client.raw.request('/api/profile/avatar', {
    method: 'POST',
    body: uploadForm(bytes, 'a.png', 'image/png'),
  })

describe('avatar uploads', () => {
  it(`are limited to ${AVATAR_UPLOAD_RULE.max} per user in ten minutes, with 429 and Retry-After`, async () => {
    const { client } = await admittedClient(ctx)
    const { client: other } = await admittedClient(ctx)
    const photo = await makeImage(16, 16, 'png')
    for (let i = 0; i < AVATAR_UPLOAD_RULE.max; i++) {
      expect((await upload(client, photo)).status).toBe(200)
    }
    const limited = await upload(client, photo)
    expect(limited.status).toBe(429)
    expect((await errorOf(limited)).code).toBe('rate_limited')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
    // Someone else is not affected.
    expect((await upload(other, photo)).status).toBe(200)
  }, 60_000)

  it('answer a burst from many people with 200, 413 or 503 busy, never a 500', async () => {
    // The people first, one after another (the burst is the uploads, not the sign-ups).
    const people: Awaited<ReturnType<typeof admittedClient>>[] = []
    for (let i = 0; i < 8; i++) people.push(await admittedClient(ctx))
    const photo = await makeImage(1200, 900, 'jpeg')
    const bomb = await pngClaimingSize(14_000, 14_000)
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) => upload(people[i % 8]!.client, i % 2 ? bomb : photo)),
    )
    // Photos are stored or (when the line is full) refused for now; bombs are never decoded.
    answers.forEach((res, i) => expect(i % 2 ? [413, 503] : [200, 503]).toContain(res.status))
    expect(answers.filter((res) => res.status === 200).length).toBeGreaterThan(0)
    // Memory is collected before the answers are read: an answer's body never depends on it.
    await collectGarbage()
    for (const res of answers.filter((answer) => answer.status === 503)) {
      expect((await errorOf(res)).code).toBe('busy')
    }
  }, 60_000)
})
