import { Hono } from 'hono'
import { validator } from 'hono/validator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { typedClient } from './typed-clients'

/** A small Hono app under /api, answering with what it was sent, served through `fetch`. */
const routes = new Hono()
  .get(
    '/notes/:id',
    validator('query', (query: { tag?: string[] }) => query),
    (c) => c.json({ id: c.req.param('id'), tags: c.req.queries('tag') ?? [] }),
  )
  .put(
    '/notes/:id',
    validator('json', (body: { text: string }) => body),
    (c) =>
      c.json({
        id: c.req.param('id'),
        body: c.req.valid('json'),
        type: c.req.header('content-type'),
      }),
  )
  .post('/ping', (c) => c.json({ method: c.req.method }))
  .get('/', (c) => c.json({ root: true }))
const app = new Hono().route('/api', routes)

const seen: Request[] = []

function serve() {
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const request = new Request(new URL(input, 'http://hara.test'), init)
    seen.push(request.clone())
    return app.fetch(request)
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  seen.length = 0
})

describe('the typed client', () => {
  const client = typedClient<typeof routes>('/api')

  it('sends path parameters, a query and a JSON body that the server reads', async () => {
    serve()
    const got = await client.notes[':id'].$get({ param: { id: 'a b' }, query: { tag: ['x', 'y'] } })
    expect(await got.json()).toEqual({ id: 'a b', tags: ['x', 'y'] })
    const put = await client.notes[':id'].$put({ param: { id: '7' }, json: { text: 'hi' } })
    expect(await put.json()).toEqual({ id: '7', body: { text: 'hi' }, type: 'application/json' })
    expect(seen.map((request) => request.method)).toEqual(['GET', 'PUT'])
  })

  it('sends a call without arguments, the app’s root as `index`, and the caller’s `init`', async () => {
    serve()
    const controller = new AbortController()
    const ping = await client.ping.$post(undefined, { init: { signal: controller.signal } })
    expect(await ping.json()).toEqual({ method: 'POST' })
    expect(await (await client.index.$get()).json()).toEqual({ root: true })
    expect(seen[1]?.url).toBe('http://hara.test/api')
  })
})
