import type { ApiType, FunctionsType } from '@hara/server'
import type { Hono } from 'hono'
import type { hc } from 'hono/client'
import { send, type Args } from './server-calls'

/**
 * The typed clients of the server's two surfaces: their routes and bodies come from the
 * server's types (ADR 0001), so a renamed route or field fails the web app's typecheck.
 * Better-auth's /api/auth/*, which Hono's types do not reach, is one named call per route in
 * lib/auth-routes.ts. Both send with lib/server-calls.ts's `send`, and every answer is read
 * with `callApi` there, which checks it against a core schema (ADR 0056).
 *
 * The types are Hono's client's; the code that runs is the few lines below, which do what
 * the app asks of that client (a path, `:param`s, a query, a JSON body, `init`), so Home's
 * first load does not carry the rest of it (its cookies, forms, WebSockets and URL helpers).
 */

function client(base: string, path: string[] = []): unknown {
  return new Proxy(() => {}, {
    get: (_target, key) =>
      typeof key === 'string' && key !== 'then' ? client(base, [...path, key]) : undefined,
    apply: (_target, _this, [args, options]: [Args?, { init?: RequestInit }?]) => {
      const method = path.at(-1) ?? ''
      if (!method.startsWith('$')) throw new TypeError(`Not a request: ${path.join('.')}`)
      const url = [base, ...path.slice(0, -1).filter((part) => part !== 'index')].join('/')
      return send(url, method.slice(1), args, options?.init)
    },
  })
}

/** Any Hono app: the bound Hono's client itself puts on the app it types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyApp = Hono<any, any, any>

/** A typed client of the Hono app `App` served at `base`. */
export function typedClient<App extends AnyApp>(base: string) {
  return client(base) as ReturnType<typeof hc<App>>
}

/** The server's own API, `/api/*`. */
export const api = typedClient<ApiType>('/api')

/** The coach and the transcription, `/functions/v1/*` (the paths of the product's functions). */
export const functionsApi = typedClient<FunctionsType>('/functions/v1')
