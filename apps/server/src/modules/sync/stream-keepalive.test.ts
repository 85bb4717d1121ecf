/**
 * A quiet event stream is kept alive by its heartbeat and never ended for being quiet: on a
 * fake clock, an hour without a change is sixty heartbeats of a minute and no end.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSyncEventStream } from './sync-events'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('a quiet stream', () => {
  it('keeps sending heartbeats for an hour, and ends only when asked', async () => {
    const stream = createSyncEventStream({ heartbeatMs: 60_000 })
    let ended = 0
    const abort = new AbortController()
    const res = stream.respond({
      initial: { seq: 3, keyVersion: 1 },
      onEnd: () => (ended += 1),
      signal: abort.signal,
    })
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    // A read that found nothing yet is kept for the next drain, so no chunk is lost.
    let pending: ReturnType<typeof reader.read> | null = null
    const drain = async () => {
      for (;;) {
        pending ??= reader.read()
        const chunk = await Promise.race([pending, Promise.resolve(null)])
        if (!chunk) return
        pending = null
        if (chunk.done) return
        text += decoder.decode(chunk.value)
      }
    }
    await drain()
    expect(text).toMatch(/^retry: \d+\n\nevent: change\ndata: \{"seq":3,"keyVersion":1\}\n\n$/)
    for (let minute = 0; minute < 60; minute++) {
      await vi.advanceTimersByTimeAsync(60_000)
      await drain()
    }
    expect(text.match(/: heartbeat\n\n/g)).toHaveLength(60)
    expect(ended).toBe(0)
    stream.listener.change({ seq: 4, keyVersion: 1 })
    await drain()
    expect(text).toContain('data: {"seq":4,"keyVersion":1}')
    abort.abort()
    expect(ended).toBe(1)
    await reader.cancel()
  })
})
