/**
 * How the app talks to the server: `send` makes every request (through the typed clients of
 * lib/typed-clients.ts and the named calls of lib/auth-routes.ts), `callApi` reads its answer. Every
 * failure becomes an `ApiError` whose message is the server's text (failures show the server's
 * message), whether the body is ours (`{ error: { code, message } }`) or better-auth's
 * (`{ code, message }`); every answer the app uses is checked against a core schema first.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** What a request carries: the typed client's arguments. */
export type Args = {
  param?: Record<string, string>
  query?: Record<string, string | string[] | undefined>
  json?: unknown
  header?: Record<string, string>
}

/**
 * Sends a request to `url` (its `:param`s filled in), with a query and a JSON body: the one
 * request of the app to the server, made by the typed clients (lib/typed-clients.ts) and by
 * better-auth's named calls (lib/auth-routes.ts).
 */
export function send(url: string, method: string, args?: Args, options?: RequestInit) {
  for (const [key, value] of Object.entries(args?.param ?? {}))
    url = url.replace(`/:${key}`, `/${encodeURIComponent(value)}`)
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(args?.query ?? {}))
    for (const item of [value ?? []].flat()) query.append(key, item)
  if (query.size) url += `?${query}`
  const json = args?.json
  return fetch(url, {
    method: method.toUpperCase(),
    headers:
      json === undefined ? args?.header : { ...args?.header, 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
    ...options,
  })
}

/**
 * better-auth's `GET /api/auth/get-session`, which every start asks: the one named call of
 * better-auth kept here, with the first screen's code; the others are lib/auth-routes.ts.
 */
export const getSessionCall = () => send('/api/auth/get-session', 'GET')

const NETWORK_MESSAGE = "We couldn't reach Hara. Check your connection and try again."

/**
 * What checks an answer before the app uses it: one of the core's schemas. Only its
 * `safeParse` is called, so this module (which the first screen loads) carries no zod.
 */
export type AnswerSchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false }
}

/** An answer that does not match its schema: refused with the words of a server failure. */
export const BAD_ANSWER = 'bad_answer'
const SERVER_FAILURE = 'Something went wrong on our side. Please try again.'

/**
 * The body of a response, checked against `schema` when one is given; an `ApiError` carrying
 * the server's message for a failure, or `bad_answer` for a body the schema refuses.
 */
export async function readResponse<T>(
  res: Pick<Response, 'ok' | 'status' | 'text'>,
  schema?: AnswerSchema<T>,
): Promise<T> {
  const text = await res.text()
  const data: unknown = text ? safeJson(text) : null
  if (!res.ok) {
    const { code, message } = readError(data, res.status)
    throw new ApiError(res.status, code, message)
  }
  return schema ? checkAnswer(data, schema, res.status) : (data as T)
}

/** `data` once `schema` has checked it; an `ApiError` (`bad_answer`) when it does not match. */
export function checkAnswer<T>(data: unknown, schema: AnswerSchema<T>, status = 200): T {
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new ApiError(status, BAD_ANSWER, SERVER_FAILURE)
  return parsed.data
}

/** An answer of the typed client, or of a named call of lib/typed-clients.ts. */
type Answer<T> = { ok: boolean; status: number; text(): Promise<string>; json(): Promise<T> }

/**
 * Runs a server call (lib/typed-clients.ts: the typed client, or a named call of better-auth)
 * and reads its answer: with `schema`, the body once the core's schema has checked it; an
 * `ApiError` with the server's message for a failure, `network` when it cannot be reached.
 * Without a schema the answer's body is not for the app to use.
 */
export function callApi<T>(
  request: () => Promise<Answer<unknown>>,
  schema: AnswerSchema<T>,
): Promise<T>
export function callApi(request: () => Promise<Answer<unknown>>): Promise<void>
export async function callApi<T>(
  request: () => Promise<Answer<unknown>>,
  schema?: AnswerSchema<T>,
): Promise<T | void> {
  let res
  try {
    res = await request()
  } catch {
    throw new ApiError(0, 'network', NETWORK_MESSAGE)
  }
  return readResponse(res, schema)
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function readError(data: unknown, status: number): { code: string; message: string } {
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>
    const inner = record.error
    if (inner && typeof inner === 'object') {
      const { code, message } = inner as Record<string, unknown>
      if (typeof message === 'string') return { code: String(code ?? status), message }
    }
    if (typeof record.message === 'string' && record.message) {
      return { code: String(record.code ?? status), message: record.message }
    }
  }
  if (status === 429)
    return {
      code: 'rate_limited',
      message: 'Too many attempts. Please wait a moment and try again.',
    }
  if (status >= 500) return { code: 'server_error', message: SERVER_FAILURE }
  return { code: String(status), message: 'Something went wrong. Please try again.' }
}
