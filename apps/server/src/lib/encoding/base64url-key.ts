/**
 * Keys written as URL-safe base64, as browsers and web-push write them: a push subscription's
 * `p256dh` and `auth`, the VAPID key pair. One check for the API and the environment.
 */
import { base64ToBytes } from '@hara/core'

/**
 * Whether `text` is URL-safe base64 of exactly `length` bytes (the first one `first`, when
 * given). Padding is refused unless `padded` allows it: web-push refuses it in VAPID keys.
 */
export function isBase64UrlKey(
  text: string,
  length: number,
  options: { first?: number; padded?: boolean } = {},
): boolean {
  const shape = options.padded ? /^[A-Za-z0-9_-]+={0,2}$/ : /^[A-Za-z0-9_-]+$/
  if (!shape.test(text)) return false
  const bytes = base64ToBytes(text)
  return (
    bytes !== undefined &&
    bytes.length === length &&
    (options.first === undefined || bytes[0] === options.first)
  )
}
