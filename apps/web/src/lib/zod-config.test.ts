import { describe, expect, it } from 'vitest'

describe('zod configuration', () => {
  it('is read by zod when set before zod loads: no eval probe under the page policy', async () => {
    await import('./zod-config')
    const { config, object, string } = await import('zod/mini')
    expect(config().jitless).toBe(true)
    // A schema built afterwards parses without zod's compiled fast path.
    expect(object({ a: string() }).parse({ a: 'x' })).toEqual({ a: 'x' })
  })
})
