import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, errorOf, signedInClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import {
  addPasskey,
  signInWithPasskey,
  softwareAuthenticator,
  type CeremonyOptions,
} from '../../test/passkey-authenticator'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

type Listed = { id: string; name: string | null }

async function listOf(client: ReturnType<typeof createClient>): Promise<Listed[]> {
  return (await (await client.raw.get('/api/auth/passkey/list-user-passkeys')).json()) as Listed[]
}

describe("another account's passkey", () => {
  it('cannot be listed, renamed, removed or registered again by someone else', async () => {
    const owner = await signedInClient(ctx)
    const phone = softwareAuthenticator(ctx.env.publicUrl)
    expect((await addPasskey(owner.client, phone, 'Mine')).status).toBe(200)
    const [mine] = await listOf(owner.client)

    const other = await signedInClient(ctx)
    expect(await listOf(other.client)).toEqual([])

    const renamed = await other.client.raw.post('/api/auth/passkey/update-passkey', {
      id: mine!.id,
      name: 'Stolen',
    })
    expect(renamed.status).toBe(401)
    expect((await errorOf(renamed)).code).toBe('YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY')

    const removed = await other.client.raw.post('/api/auth/passkey/delete-passkey', {
      id: mine!.id,
    })
    expect(removed.status).toBe(401)
    expect((await listOf(owner.client)).map((p) => p.name)).toEqual(['Mine'])

    // The same credential id offered for the other account (a copied or replayed answer).
    const options = (await (
      await other.client.raw.get('/api/auth/passkey/generate-register-options')
    ).json()) as CeremonyOptions
    const { response } = phone.create(options)
    const ownersId = phone.credentials[0]!.id
    const again = await other.client.raw.post('/api/auth/passkey/verify-registration', {
      response: { ...response, id: ownersId, rawId: ownersId },
    })
    expect(again.status).toBe(400)
    expect((await errorOf(again)).code).toBe('PREVIOUSLY_REGISTERED')
    expect(await listOf(other.client)).toEqual([])

    // Signing in with it opens the owner's account, never the other one.
    const fresh = createClient(ctx)
    expect((await signInWithPasskey(fresh, phone, phone.credentials[0])).status).toBe(200)
    const session = (await (await fresh.raw.get('/api/auth/get-session')).json()) as {
      user: { id: string }
    }
    expect(session.user.id).toBe(owner.user.id)
  })

  it('is renamed by its owner, with a name of reasonable length', async () => {
    const { client } = await signedInClient(ctx)
    expect((await addPasskey(client, softwareAuthenticator(ctx.env.publicUrl))).status).toBe(200)
    const [listed] = await listOf(client)
    const long = await client.raw.post('/api/auth/passkey/update-passkey', {
      id: listed!.id,
      name: 'x'.repeat(61),
    })
    expect(long.status).toBe(400)
    expect((await errorOf(long)).code).toBe('invalid_passkey_name')
    const ok = await client.raw.post('/api/auth/passkey/update-passkey', {
      id: listed!.id,
      name: 'Work phone',
    })
    expect(ok.status).toBe(200)
    expect((await listOf(client)).map((p) => p.name)).toEqual(['Work phone'])
  })
})

describe('passkey limits', () => {
  it('answers the 11th sign-in try within a minute from one address with 429 JSON', async () => {
    const attacker = createClient(ctx)
    const stranger = softwareAuthenticator(ctx.env.publicUrl)
    stranger.create({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'u' } })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await signInWithPasskey(attacker, stranger)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses[10]).toBe(429)
    const limited = await attacker.raw.post('/api/auth/passkey/verify-authentication', {
      response: {},
    })
    expect(limited.status).toBe(429)
    expect((await errorOf(limited)).code).toBe('rate_limited')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await signInWithPasskey(createClient(ctx), stranger)).status).toBe(401)
  })

  it('counts passkey sign-ups from one address as password sign-ups', async () => {
    const client = createClient(ctx)
    const start = (i: number) =>
      client.raw.post('/api/auth/sign-up/passkey', {
        email: `limit${i}-${Date.now()}@example.com`,
        nickname: 'Limit',
      })
    for (let i = 0; i < 5; i++) expect((await start(i)).status).toBe(200)
    const limited = await start(5)
    expect(limited.status).toBe(429)
    expect((await errorOf(limited)).code).toBe('rate_limited')
  })

  it('refuses a body over the size limit, and answers that are not a passkey answer', async () => {
    const client = createClient(ctx)
    const big = await client.raw.post('/api/auth/sign-up/passkey', {
      email: 'big@example.com',
      nickname: 'x'.repeat(200_000),
    })
    expect(big.status).toBe(413)
    expect((await errorOf(big)).code).toBe('payload_too_large')
    const { client: signedIn } = await signedInClient(ctx)
    await signedIn.raw.get('/api/auth/passkey/generate-register-options')
    const notAnAnswer = await signedIn.raw.post('/api/auth/passkey/verify-registration', {
      response: { id: { $ne: null } },
    })
    expect(notAnAnswer.status).toBe(400)
    expect((await errorOf(notAnAnswer)).code).toBe('invalid_passkey_response')
    const garbled = await signedIn.raw.post('/api/auth/passkey/verify-registration', {
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'e30', attestationObject: 'oA' },
      },
    })
    expect(garbled.status).toBe(400)
    expect((await errorOf(garbled)).code).toBe('FAILED_TO_VERIFY_REGISTRATION')
    expect(await listOf(signedIn)).toEqual([])
  })
})
