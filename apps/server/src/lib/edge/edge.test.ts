/**
 * What the edge refuses before anything reaches a query, and the JSON error
 * shape of every /api answer of 400 and above (point 6). Each of these answered 500, or an
 * empty body, before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, signedInClient, type TestClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'

let ctx: TestContext
let signedIn: TestClient
let anonymous: TestClient
beforeAll(async () => {
  ctx = await createTestContext()
  signedIn = (await signedInClient(ctx)).client
  anonymous = createClient(ctx)
})
afterAll(() => ctx.close())

/** The answer's status and error, checking the shape on the way. */
async function refusal(res: Response): Promise<{ status: number; code: string }> {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  const body = (await res.json()) as { error?: { code?: unknown; message?: unknown } }
  expect(typeof body.error?.code).toBe('string')
  expect(typeof body.error?.message).toBe('string')
  expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+|Failed query|stack/)
  return { status: res.status, code: body.error!.code as string }
}

const rawJson = (client: TestClient, path: string, body: RequestInit['body'], method = 'POST') =>
  client.raw.request(path, { method, headers: { 'Content-Type': 'application/json' }, body })

describe('a NUL character', () => {
  it.each([
    [
      'PATCH /api/profile (nickname)',
      () => signedIn.api.profile.$patch({ json: { nickname: 'a\u0000b' } }),
    ],
    [
      'sign-up (nickname)',
      () =>
        anonymous.raw.post('/api/auth/sign-up/email', {
          email: 'nul@example.com',
          password: 'correct horse',
          nickname: 'Nul\u0000',
        }),
    ],
    [
      'reset-password (token)',
      () =>
        anonymous.raw.post('/api/auth/reset-password', {
          token: 't\u0000',
          newPassword: 'abcdefgh',
        }),
    ],
    ['update-user (name)', () => signedIn.raw.post('/api/auth/update-user', { name: 'x\u0000' })],
    ['update-user (image)', () => signedIn.raw.post('/api/auth/update-user', { image: '\u0000' })],
    ['a key', () => signedIn.raw.post('/api/access-code', { 'co\u0000de': 'intuition' })],
    ['the address', () => signedIn.raw.get('/api/profile?x=%00')],
    ['a reset link', () => anonymous.raw.get('/api/auth/reset-password/ab%00cd?callbackURL=/auth')],
  ])('in %s is refused with 400 invalid_text', async (_, send) => {
    expect(await refusal(await send())).toEqual({ status: 400, code: 'invalid_text' })
  })
})

describe('other bad input', () => {
  it('refuses lone surrogates, invalid UTF-8 and absurd nesting with 400', async () => {
    const cases: [Promise<Response>, string][] = [
      [rawJson(signedIn, '/api/access-code', '{"code":"\\ud800"}'), 'invalid_text'],
      [rawJson(anonymous, '/api/auth/sign-in/email', '{"email":"\\udc00"}'), 'invalid_text'],
      [
        rawJson(signedIn, '/api/access-code', new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d])),
        'invalid_encoding',
      ],
      [rawJson(signedIn, '/api/profile', '['.repeat(5000) + ']'.repeat(5000), 'PATCH'), 'too_deep'],
      [signedIn.raw.get('/api/profile?name=%E0%A4%A'), 'invalid_encoding'],
    ]
    for (const [res, code] of cases) {
      expect(await refusal(await res)).toEqual({ status: 400, code })
    }
  })

  it('refuses a null or non-string name on update-user with 400, not a database error', async () => {
    for (const body of [{ name: null }, { name: 7 }, { name: '   ' }, { image: 5 }]) {
      const res = await signedIn.raw.post('/api/auth/update-user', body)
      expect((await refusal(res)).status, JSON.stringify(body)).toBe(400)
    }
    // A real change still works.
    expect((await signedIn.raw.post('/api/auth/update-user', { name: 'Ada' })).status).toBe(200)
  })

  it('still lets ordinary text through, emoji and accents included', async () => {
    const res = await signedIn.api.profile.$patch({ json: { nickname: 'Zoë 🌙' } })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { nickname: string }).nickname).toBe('Zoë 🌙')
  })
})

describe('the JSON error shape', () => {
  it("covers better-auth's unknown paths, wrong methods and its own errors", async () => {
    const unknown = await anonymous.raw.post('/api/auth/no-such-thing', {})
    expect(await refusal(unknown)).toEqual({ status: 404, code: 'not_found' })
    const wrongMethod = await anonymous.raw.get('/api/auth/sign-in/email')
    expect((await refusal(wrongMethod)).status).toBe(404)

    // better-auth's own { code, message } stays readable at the top for its clients.
    const wrong = await anonymous.raw.post('/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'not the one',
    })
    const body = (await wrong.clone().json()) as Record<string, unknown>
    expect(await refusal(wrong)).toEqual({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' })
    expect(body.code).toBe('INVALID_EMAIL_OR_PASSWORD')
    expect(typeof body.message).toBe('string')
  })

  it('covers unknown /api and /functions paths and wrong content types', async () => {
    expect((await refusal(await anonymous.raw.get('/api/nope'))).status).toBe(404)
    expect((await refusal(await anonymous.raw.post('/functions/v1/nope', {}))).status).toBe(404)
    const text = await anonymous.raw.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    })
    expect((await refusal(text)).status).toBe(415)
  })
})
