/**
 * Fuzz tests of every JSON route (test/fuzz/json-routes.ts) and the avatar upload: generated
 * bodies of every bad kind (test/fuzz/bodies.ts), as a GET's query string for a GET route.
 * Whatever arrives, the answer is never a 5xx, a stack trace or a hang; every answer of 400 and
 * above has the JSON error shape.
 *
 * `FUZZ_RUNS` sets the bodies per route (default 150, which keeps `npm test` quick); run with
 * e.g. `FUZZ_RUNS=3000 npx vitest run src/api-fuzz.test.ts` for a deep run.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient, createClient, signedInClient, type TestClient } from './test/client'
import { jsonBodies, multipartBodies, type FuzzBody } from './test/fuzz/bodies'
import { JSON_ROUTES, type Caller, type JsonRoute } from './test/fuzz/json-routes'
import { createTestContext, type TestContext } from './test/harness'

const RUNS = Number(process.env.FUZZ_RUNS ?? 150)
/** Far longer than any real answer takes; a hang fails the run. */
const ANSWER_WITHIN_MS = 10_000

let ctx: TestContext
beforeAll(async () => {
  // Limits off: the fuzzer calls each route far more often than any limit allows.
  ctx = await createTestContext({ RATE_LIMITS: 'off' })
})
afterAll(() => ctx.close())

async function clientFor(caller: Caller): Promise<TestClient> {
  if (caller === 'anyone') return createClient(ctx)
  if (caller === 'signed-in') return (await signedInClient(ctx)).client
  return (await admittedClient(ctx)).client
}

function send(
  client: TestClient,
  method: string,
  path: string,
  input: FuzzBody,
  query: string[] = ['q'],
) {
  const headers: Record<string, string> = input.contentType
    ? { 'Content-Type': input.contentType }
    : {}
  const search = query.map((name) => `${name}=${percentEncoded(input.body)}`).join('&')
  const answer =
    method === 'GET'
      ? client.raw.request(`${path}?${search}`, { method, headers })
      : client.raw.request(path, { method, headers, body: input.body as RequestInit['body'] })
  let timer: ReturnType<typeof setTimeout> | undefined
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)),
      ANSWER_WITHIN_MS,
    )
  })
  return Promise.race([answer, hang]).finally(() => clearTimeout(timer))
}

/** Every byte as %XX, invalid UTF-8 and NUL included, for a GET's query string. */
function percentEncoded(body: string | Uint8Array): string {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body)
  return [...bytes.subarray(0, 1024)]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('')
}

/** What every answer must be, whatever was sent. */
async function expectSafeAnswer(res: Response, label: string, stream = false) {
  if (stream && res.status === 200) {
    expect(res.headers.get('content-type'), label).toMatch(/^text\/event-stream/)
    // A stream that opened is a safe answer; it would never end by itself.
    await res.body?.cancel()
    return
  }
  const text = await res.text()
  expect(res.status, `${label}: ${text.slice(0, 200)}`).toBeLessThan(500)
  expect(text, label).not.toMatch(/\n\s+at .+:\d+:\d+|Failed query|SERVER_ERROR/)
  if (res.status < 400) return
  expect(res.headers.get('content-type'), label).toMatch(/^application\/json/)
  const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }
  expect(typeof body.error?.code, `${label}: ${text.slice(0, 200)}`).toBe('string')
  expect(typeof body.error?.message, label).toBe('string')
}

const runsFor = (route: JsonRoute) => Math.max(20, Math.round(RUNS * (route.weight ?? 1)))
/** Deep runs take longer than the default test timeout. */
const TIMEOUT_MS = 30_000 + RUNS * 60

describe('fuzzing every JSON route', () => {
  it.each(JSON_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers every generated body safely',
    async (_, route) => {
      const client = await clientFor(route.as)
      await route.setUp?.(client)
      await fc.assert(
        fc.asyncProperty(jsonBodies(route.sample, route.base64), async (input) => {
          await expectSafeAnswer(
            await send(client, route.method, route.path, input, route.query),
            input.label,
            route.stream,
          )
        }),
        { numRuns: runsFor(route) },
      )
    },
    TIMEOUT_MS,
  )
})

describe('fuzzing the avatar upload', () => {
  it(
    'answers every generated multipart body safely',
    async () => {
      const client = await clientFor('admitted')
      await fc.assert(
        fc.asyncProperty(multipartBodies(), async (input) => {
          await expectSafeAnswer(
            await send(client, 'POST', '/api/profile/avatar', input),
            input.label,
          )
        }),
        { numRuns: RUNS },
      )
    },
    TIMEOUT_MS,
  )
})
