/**
 * The edge's one check of what clients send to `/api` and `/functions`, better-auth's routes
 * included, before any of it can reach a query:
 *
 * - the address: no NUL (`%00`) and no percent-escape that is not UTF-8;
 * - a JSON body: strictly UTF-8, and no NUL, lone surrogate or absurd nesting in it
 *   (see json-text-scanner.ts).
 *
 * The body is checked as it streams through to whoever reads it, so each route's own size
 * limit still applies before anything is buffered, and nothing is parsed twice. A refusal is a
 * 400 `{ error: { code, message } }`: the reader's failure is traced back to it by `onError`
 * through `rejectedInputOf`.
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http/create-app'
import { HttpError } from '../http/errors'
import { createJsonTextScanner, type JsonTextProblem } from './json-text-scanner'

const GUARDED = /^\/(api|functions)(\/|$)/
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i

const MESSAGES: Record<JsonTextProblem | 'encoding', [code: string, message: string]> = {
  nul: ['invalid_text', 'The request contains a NUL character, which is not allowed.'],
  lone_surrogate: ['invalid_text', 'The request contains text that is not valid Unicode.'],
  too_deep: ['too_deep', 'The request body is nested too deeply.'],
  encoding: ['invalid_encoding', 'The request is not valid UTF-8.'],
}

export function rejectInput(problem: JsonTextProblem | 'encoding'): HttpError {
  const [code, message] = MESSAGES[problem]
  return new HttpError(400, code, message)
}

/** The refusal recorded for this request, when reading its body failed because of it. */
export function rejectedInputOf(c: Context<AppEnv>): HttpError | undefined {
  return c.get('rejectedInput')
}

export function guardInput(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!GUARDED.test(c.req.path)) return next()
    const problem = addressProblem(c.req.url)
    if (problem) throw rejectInput(problem)

    const raw = c.req.raw
    // The type first: reading `body` makes the whole Request, which a GET (an event stream
    // opened again in a reconnect storm) never needs.
    if (JSON_TYPE.test(c.req.header('Content-Type') ?? '') && raw.body) {
      const refuse = (found: JsonTextProblem | 'encoding') => {
        const error = rejectInput(found)
        c.set('rejectedInput', error)
        return error
      }
      const decoder = new TextDecoder('utf-8', { fatal: true })
      const scanner = createJsonTextScanner()
      const decode = (chunk?: Uint8Array) => {
        try {
          return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode()
        } catch {
          throw refuse('encoding')
        }
      }
      const checked = raw.body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            const found = scanner.push(decode(chunk))
            if (found) throw refuse(found)
            controller.enqueue(chunk)
          },
          flush() {
            const found = scanner.push(decode()) ?? scanner.end()
            if (found) throw refuse(found)
          },
        }),
      )
      c.req.raw = new Request(raw, { body: checked, duplex: 'half' } as RequestInit)
    }
    await next()
  }
}

/** NUL or a non-UTF-8 escape anywhere in the path or query. */
function addressProblem(url: string): 'nul' | 'encoding' | undefined {
  const target = url.slice(url.indexOf('/', url.indexOf('//') + 2))
  if (/%00|\0/i.test(target)) return 'nul'
  try {
    decodeURIComponent(target)
  } catch {
    return 'encoding'
  }
  return undefined
}
