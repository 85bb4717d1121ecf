import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, createRouter } from '../../lib/http/create-app'
import { createLogger } from '../../lib/logging/logger'
import { createClient, errorOf, signedInClient, signUp } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { NOT_ADMITTED_MESSAGE, requireAdmitted } from './require-admitted'

let ctx: TestContext
/** A route behind the guard, the way the coach, transcription, backup and push mount it. */
let guarded: ReturnType<typeof createApp>

beforeAll(async () => {
  ctx = await createTestContext()
  guarded = createApp({ logger: createLogger('silent') })
  guarded.route(
    '/for-admitted',
    createRouter().get('/', requireAdmitted(ctx.services.auth, ctx.database.db), (c) =>
      c.json({ userId: c.get('userId') }),
    ),
  )
})
afterAll(() => ctx.close())

const callGuarded = (cookies: string) =>
  guarded.request('/for-admitted', { headers: cookies ? { Cookie: cookies } : {} })

const admittedOf = async (res: Response) => ((await res.json()) as { admitted: boolean }).admitted

describe('the admission record', () => {
  it('is written by a correct access code and shown on the profile', async () => {
    const { client } = await signedInClient(ctx)
    expect(await admittedOf(await client.api.profile.$get())).toBe(false)
    expect((await client.api['access-code'].$post({ json: { code: 'wrong' } })).status).toBe(400)
    expect(await admittedOf(await client.api.profile.$get())).toBe(false)

    expect((await client.api['access-code'].$post({ json: { code: 'Intuition' } })).status).toBe(
      204,
    )
    expect(await admittedOf(await client.api.profile.$get())).toBe(true)
    // A second correct code is harmless.
    expect((await client.api['access-code'].$post({ json: { code: 'intuition' } })).status).toBe(
      204,
    )
    expect(await admittedOf(await client.api.profile.$get())).toBe(true)
  })

  it('belongs to the account, so a second phone signing in sees it', async () => {
    const first = createClient(ctx)
    const user = await signUp(first)
    expect((await first.api['access-code'].$post({ json: { code: 'intuition' } })).status).toBe(204)

    const secondPhone = createClient(ctx)
    const signIn = await secondPhone.raw.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    expect(signIn.status).toBe(200)
    expect(await admittedOf(await secondPhone.api.profile.$get())).toBe(true)
    // Nobody else is admitted by it.
    const { client: other } = await signedInClient(ctx)
    expect(await admittedOf(await other.api.profile.$get())).toBe(false)
  })

  it('comes with the nickname change too', async () => {
    const { client } = await signedInClient(ctx)
    await client.api['access-code'].$post({ json: { code: 'intuition' } })
    const res = await client.api.profile.$patch({ json: { nickname: 'Juno' } })
    expect(await res.json()).toMatchObject({ nickname: 'Juno', admitted: true })
  })
})

describe('requireAdmitted', () => {
  it('answers 401 without a session', async () => {
    const res = await callGuarded('')
    expect(res.status).toBe(401)
    expect((await errorOf(res)).code).toBe('unauthorized')
  })

  it('answers 403 not_admitted to a signed-in account that has not passed the code', async () => {
    const { client } = await signedInClient(ctx)
    const res = await callGuarded(client.cookies())
    expect(res.status).toBe(403)
    expect(await errorOf(res)).toEqual({ code: 'not_admitted', message: NOT_ADMITTED_MESSAGE })
  })

  it('lets an admitted account through, as itself', async () => {
    const { client, user } = await signedInClient(ctx)
    await client.api['access-code'].$post({ json: { code: 'intuition' } })
    const res = await callGuarded(client.cookies())
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ userId: user.id })
  })
})
