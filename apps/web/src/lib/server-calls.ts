/**
 * Thin fetch wrapper for the server. Same origin, cookies included. Every failure becomes an
 * `ApiError` whose message is the server's text (failures show the server's
 * message), whether the body is ours (`{ error: { code, message } }`) or better-auth's
 * (`{ code, message }`).
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

const NETWORK_MESSAGE = "We couldn't reach Hara. Check your connection and try again."

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: 'application/json',
        ...(init.body && !(init.body instanceof FormData)
          ? { 'Content-Type': 'application/json' }
          : {}),
        ...init.headers,
      },
    })
  } catch {
    throw new ApiError(0, 'network', NETWORK_MESSAGE)
  }
  return readResponse<T>(res)
}

/** The body of a response, or an `ApiError` carrying the server's message. */
export async function readResponse<T>(res: Pick<Response, 'ok' | 'status' | 'text'>): Promise<T> {
  const text = await res.text()
  const data: unknown = text ? safeJson(text) : null
  if (!res.ok) {
    const { code, message } = readError(data, res.status)
    throw new ApiError(res.status, code, message)
  }
  return data as T
}

/**
 * Runs a typed client call (see lib/typed-clients.ts) and reads its answer like `apiFetch`: the typed
 * body on success, an `ApiError` with the server's message otherwise.
 */
export async function callApi<T>(
  request: () => Promise<{
    ok: boolean
    status: number
    text(): Promise<string>
    json(): Promise<T>
  }>,
): Promise<T> {
  let res
  try {
    res = await request()
  } catch {
    throw new ApiError(0, 'network', NETWORK_MESSAGE)
  }
  return readResponse<T>(res)
}

export function postJson<T>(path: string, body: unknown): Promise<T> {
  return apiFetch<T>(path, { method: 'POST', body: JSON.stringify(body) })
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
  if (status >= 500)
    return { code: 'server_error', message: 'Something went wrong on our side. Please try again.' }
  return { code: String(status), message: 'Something went wrong. Please try again.' }
}
