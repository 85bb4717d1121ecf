import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64 } from './base64'

// The reference: Node's own base64, through a global the pure code does not use.
const nodeBase64 = (bytes: Uint8Array, encoding: 'base64' | 'base64url') =>
  (
    globalThis as unknown as { Buffer: { from(b: Uint8Array): { toString(e: string): string } } }
  ).Buffer.from(bytes).toString(encoding)

describe('base64', () => {
  it('encodes as RFC 4648 does, in both alphabets', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(bytesToBase64(bytes)).toBe(nodeBase64(bytes, 'base64'))
        expect(bytesToBase64(bytes, { url: true })).toBe(nodeBase64(bytes, 'base64url'))
      }),
    )
  })

  it('decodes what it encodes, padded or not, in either alphabet', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes)
        expect(base64ToBytes(bytesToBase64(bytes, { url: true }))).toEqual(bytes)
      }),
    )
    expect(base64ToBytes('aGFyYQ')).toEqual(Uint8Array.from([104, 97, 114, 97])) // 'hara'
    expect(base64ToBytes('')).toEqual(new Uint8Array(0))
  })

  it.each([
    ['a stray character', 'aGF*YQ=='],
    ['a space', 'aGFy YQ=='],
    ['padding in the middle', 'aG=yYQ=='],
    ['three padding characters', 'aGE==='],
    ['padding on a length no encoding has', 'aGFyYQ='],
    ['a length no encoding has', 'aGFyY'],
    ['a character beyond ASCII', 'aGFyYQé'],
  ])('refuses %s', (_, text) => {
    expect(base64ToBytes(text)).toBeUndefined()
  })
})
