/**
 * A small HTTP client for integration tests: keeps cookies like a browser, sends the app's
 * Origin like the web app does, and comes from its own socket address, so per-address rate
 * limits in one test do not leak into another.
 *
 * Tests call the server through `api` and `functions`, Hono's typed client over the app's own
 * route types (app-type.ts, as the web app does), so a renamed route or field fails the
 * typecheck here too.
 */
import { hc } from 'hono/client'
import type { ApiType, FunctionsType } from '../app-type'
import type { TestContext } from './harness'

let clients = 0
let users = 0

/**
 * Requests by path, for what the typed client cannot send: better-auth's /api/auth/*, which is
 * not a Hono route and has no types; bodies built by hand (multipart uploads, a body sent in
 * pieces, raw bytes) and requests with their own headers; and deliberately malformed requests (a wrong body, a bad query, an unknown path) whose
 * refusals the tests check, which the typed client would not let them write.
 */
export type RawRequests = {
  request(path: string, init?: RequestInit): Promise<Response>
  get(path: string): Promise<Response>
  post(path: string, json?: unknown): Promise<Response>
  patch(path: string, json?: unknown): Promise<Response>
  put(path: string, json?: unknown): Promise<Response>
  delete(path: string, json?: unknown): Promise<Response>
}

export type TestClient = {
  address: string
  /** The Cookie header this client sends (its session), if any. */
  cookies(): string
  /** The server's API, /api/*. */
  api: ReturnType<typeof hc<ApiType>>
  /** The coach and the transcription, /functions/v1/*. */
  functions: ReturnType<typeof hc<FunctionsType>>
  raw: RawRequests
}

export function createClient(ctx: TestContext, options: { address?: string } = {}): TestClient {
  clients += 1
  const address =
    options.address ?? `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`
  const jar = new Map<string, string>()

  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (!headers.has('Origin')) headers.set('Origin', ctx.env.publicUrl)
    if (jar.size > 0 && !headers.has('Cookie')) headers.set('Cookie', cookieHeader())
    // What @hono/node-server passes as bindings: the raw request line's target and the socket
    // (getConnInfo reads the client's address from it).
    const bindings = {
      incoming: { url: path, socket: { remoteAddress: address, remoteFamily: 'IPv4' } },
    }
    const res = await ctx.app.request(path, { ...init, headers }, bindings)
    for (const line of res.headers.getSetCookie()) remember(line)
    return res
  }

  const remember = (line: string) => {
    const [pair = '', ...attributes] = line.split(';')
    const index = pair.indexOf('=')
    const name = pair.slice(0, index).trim()
    const value = pair.slice(index + 1).trim()
    const expired = attributes.some((attr) => /^\s*max-age=0\s*$/i.test(attr))
    if (expired || value === '') jar.delete(name)
    else jar.set(name, value)
  }

  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')

  return { address, cookies: cookieHeader, ...clientsOver(request) }
}

/**
 * The typed clients and the raw requests over one `request(path, init)`, which sends the
 * cookies and the Origin: the app in-process here, or a started server (server-process.ts).
 */
export function clientsOver(
  request: (path: string, init?: RequestInit) => Promise<Response>,
): Omit<TestClient, 'address' | 'cookies'> {
  const fetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input)
    return request(url.pathname + url.search, init)
  }
  const json = (method: string) => (path: string, body?: unknown) =>
    request(path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  return {
    api: hc<ApiType>('http://localhost/api', { fetch }),
    functions: hc<FunctionsType>('http://localhost/functions/v1', { fetch }),
    raw: {
      request,
      get: (path) => request(path),
      post: json('POST'),
      patch: json('PATCH'),
      put: json('PUT'),
      delete: json('DELETE'),
    },
  }
}

export type TestUser = { id: string; email: string; password: string; nickname: string }

/** Signs a new user up with this client (which is then signed in). */
export async function signUp(
  client: TestClient,
  input: Partial<Omit<TestUser, 'id'>> = {},
): Promise<TestUser> {
  users += 1
  const user = {
    email: input.email ?? `user${users}-${Date.now()}@example.com`,
    password: input.password ?? 'correct horse',
    nickname: input.nickname ?? `Tester ${users}`,
  }
  const res = await client.raw.post('/api/auth/sign-up/email', { ...user, name: user.nickname })
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
  const body = (await res.json()) as { user: { id: string } }
  return { ...user, id: body.user.id }
}

/** A fresh client, signed up as a new user. */
export async function signedInClient(ctx: TestContext, input: Partial<Omit<TestUser, 'id'>> = {}) {
  const client = createClient(ctx)
  const user = await signUp(client, input)
  return { client, user }
}

/**
 * A fresh client, signed up as a new user who has entered the access code, as everyone who
 * finished onboarding has: what the coach, transcription, backup and push routes need.
 */
export async function admittedClient(ctx: TestContext, input: Partial<Omit<TestUser, 'id'>> = {}) {
  const signedIn = await signedInClient(ctx, input)
  const res = await signedIn.client.api['access-code'].$post({
    json: { code: ctx.env.ACCESS_CODE ?? 'intuition' },
  })
  if (res.status !== 204) throw new Error(`access code refused: ${res.status} ${await res.text()}`)
  return signedIn
}

/** Another device of `user`'s: a fresh client that signs in with their email and password. */
export async function signedInAgain(ctx: TestContext, user: TestUser): Promise<TestClient> {
  const client = createClient(ctx)
  const res = await client.raw.post('/api/auth/sign-in/email', {
    email: user.email,
    password: user.password,
  })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  return client
}

/** Asks the coach, `POST /functions/v1/gut-coach`, as the web app does. */
export function askCoach(
  client: Pick<TestClient, 'functions'>,
  request: Parameters<TestClient['functions']['gut-coach']['$post']>[0]['json'],
) {
  return client.functions['gut-coach'].$post({ json: request })
}

export async function errorOf(res: {
  json(): Promise<unknown>
}): Promise<{ code: string; message: string }> {
  const body = (await res.json()) as { error: { code: string; message: string } }
  return body.error
}
