import { afterEach, describe, expect, it, vi } from 'vitest'
import { speak } from '@/i18n/language'
import { recordNetwork } from '@/test/network'
import { BAD_ANSWER, requestCoach, streamCoach } from './coach-client'

afterEach(async () => {
  vi.unstubAllGlobals()
  await speak('en')
})

const entry = { mode: 'tap' as const, timestamp: '2026-11-20T08:00:00.000Z' }
const focusRequest = { type: 'daily_focus' as const, entries: [entry, entry, entry] }

describe('the coach’s client', () => {
  it('sends the typed request and returns an answer that matches its contract', async () => {
    const calls = recordNetwork(() => Response.json({ focus: 'Listen before you decide.' }))
    await expect(requestCoach(focusRequest)).resolves.toEqual({
      focus: 'Listen before you decide.',
    })
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/functions/v1/gut-coach',
        body: { language: 'en', ...focusRequest },
      },
    ])
  })

  it('asks in the language Hara speaks on the phone, English for the test language', async () => {
    const calls = recordNetwork(() => Response.json({ focus: 'Escucha antes de decidir.' }))
    await speak('es')
    await requestCoach(focusRequest)
    await speak('de')
    await requestCoach(focusRequest)
    await speak('pseudo')
    await requestCoach(focusRequest)
    expect(calls.map((c) => (c.body as { language: string }).language)).toEqual(['es', 'de', 'en'])
  })

  it('answers on the device in the phone’s language when offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false })
    await speak('de')
    const { focus } = await requestCoach(focusRequest)
    expect(focus).toMatch(/^Du hast 3 Check-ins bisher, noch zu wenige, um ein Muster zu sehen\./)
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
