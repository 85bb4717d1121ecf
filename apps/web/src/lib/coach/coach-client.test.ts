import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordNetwork } from '@/test/network'
import { BAD_ANSWER, requestCoach, streamCoach } from './coach-client'

afterEach(() => vi.unstubAllGlobals())

const entry = { mode: 'tap' as const, timestamp: '2026-11-20T08:00:00.000Z' }
const focusRequest = { type: 'daily_focus' as const, entries: [entry, entry, entry] }

describe('the coach’s client', () => {
  it('sends the typed request and returns an answer that matches its contract', async () => {
    const calls = recordNetwork(() => Response.json({ focus: 'Listen before you decide.' }))
    await expect(requestCoach(focusRequest)).resolves.toEqual({
      focus: 'Listen before you decide.',
    })
    expect(calls).toEqual([{ method: 'POST', path: '/functions/v1/gut-coach', body: focusRequest }])
  })

  it('refuses an answer out of contract with its own words, and caches nothing', async () => {
    recordNetwork(() => Response.json({ focus: 42 }))
    await expect(requestCoach(focusRequest)).rejects.toMatchObject({
      code: BAD_ANSWER,
      message: 'The coach sent an answer Hara could not read.',
    })
  })

  it('streams the words as they come, up to [DONE]', async () => {
    const events =
      'data: {"choices":[{"delta":{"content":"Trust "}}]}\n\n' +
      'data: {"choices":[{"delta":{"content":"it."}}]}\n\ndata: [DONE]\n\n'
    recordNetwork(() => new Response(events, { headers: { 'Content-Type': 'text/event-stream' } }))
    const seen: string[] = []
    const text = await streamCoach(
      { type: 'daily_guidance', entries: [entry] },
      { onText: (words) => seen.push(words) },
    )
    expect(text).toBe('Trust it.')
    expect(seen.at(-1)).toBe('Trust it.')
  })
})
