import { webcrypto } from 'node:crypto'
import * as webStreams from 'node:stream/web'

/**
 * What every browser Hara supports has and jsdom's window lacks, taken from Node. The tests run
 * in Vitest's VM pool, where a test file's global is the window alone, as in a browser (not
 * Node's global with the window's names laid over it): Web Crypto with its `subtle` and its
 * `CryptoKey`, and the streams a response body is read through.
 */
function define(name: string, value: unknown): void {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true })
}

if (!globalThis.crypto?.subtle) define('crypto', webcrypto)
if (typeof globalThis.CryptoKey === 'undefined') {
  // Node keeps its CryptoKey class off its `crypto` module: a key made here names it.
  const key = await webcrypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  define('CryptoKey', key.constructor)
}
for (const name of [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextDecoderStream',
  'TextEncoderStream',
] as const) {
  if (!(name in globalThis)) define(name, webStreams[name])
}
