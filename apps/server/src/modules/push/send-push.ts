/**
 * Sends one Web Push message: the body encrypted for the subscription (`aes128gcm`, RFC 8291)
 * and signed with the server's VAPID key (RFC 8292), both by the `web-push` library; the request
 * itself goes out with `fetch`, with a timeout and no redirects.
 */
import type { PushMessage } from '@hara/core'
import webPush from 'web-push'
import type { VapidKeys } from './vapid-keys'

export type PushTarget = { endpoint: string; p256dh: string; auth: string }

export type SendOptions = {
  /** How long the push service may hold the message for an offline device. */
  ttlSeconds: number
  /** A newer message with the same topic replaces an undelivered older one. */
  topic: string
}

export type SendOutcome =
  | { kind: 'sent'; status: number }
  /** The subscription no longer exists (404 or 410): forget it. */
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; status: number | null; reason: string }

export type PushSender = (
  target: PushTarget,
  message: PushMessage,
  options: SendOptions,
) => Promise<SendOutcome>

export function createPushSender(vapid: VapidKeys, { timeoutMs = 10_000 } = {}): PushSender {
  return async (target, message, options) => {
    let details: ReturnType<typeof webPush.generateRequestDetails>
    try {
      details = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: vapid,
          TTL: options.ttlSeconds,
          topic: options.topic,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
        },
      )
    } catch (err) {
      // Keys a browser would never send (stored before validation tightened, say).
      return { kind: 'failed', status: null, reason: errorText(err) }
    }
    let res: Response
    try {
      res = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body as Buffer<ArrayBuffer> | null,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (err) {
      return { kind: 'failed', status: null, reason: errorText(err) }
    }
    // Only the status matters; drain the body so the connection can be reused.
    await res.arrayBuffer().catch(() => undefined)
    if (res.status === 404 || res.status === 410) return { kind: 'gone', status: res.status }
    if (res.status >= 200 && res.status < 300) return { kind: 'sent', status: res.status }
    return { kind: 'failed', status: res.status, reason: `push service answered ${res.status}` }
  }
}

function errorText(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as Error & { cause?: unknown }).cause
    return cause instanceof Error ? `${err.message}: ${cause.message}` : err.message
  }
  return String(err)
}
