import { QueryClient, QueryClientProvider } from '@/lib/query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useCoachAnswer } from './use-coach-answer'

let client: QueryClient
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
)

afterEach(() => client.clear())

function answerLater() {
  const calls: { signal: AbortSignal; resolve: () => void; reject: (e: Error) => void }[] = []
  const load = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => calls.push({ signal, resolve, reject }))
  return { calls, load }
}

describe('a coach answer for a screen', () => {
  it('asks nothing while not enabled, then once, and says when it is done', async () => {
    // The library's defaults (three retries) are the hook's to override.
    client = new QueryClient()
    const { calls, load } = answerLater()
    const { result, rerender } = renderHook(
      ({ enabled }) => useCoachAnswer({ key: 'daily_focus|2027-03-26', enabled, load }),
      { wrapper, initialProps: { enabled: false } },
    )
    expect(result.current).toBe('idle')
    expect(calls).toHaveLength(0)
    rerender({ enabled: true })
    expect(result.current).toBe('loading')
    await waitFor(() => expect(calls).toHaveLength(1))
    act(() => calls[0]!.resolve())
    await waitFor(() => expect(result.current).toBe('done'))
    expect(calls).toHaveLength(1)
  })

  it('fails once, without a retry, and reports the error', async () => {
    client = new QueryClient()
    const { calls, load } = answerLater()
    const onError = vi.fn()
    const { result } = renderHook(
      () => useCoachAnswer({ key: 'trust|3', enabled: true, load, onError }),
      { wrapper },
    )
    await waitFor(() => expect(calls).toHaveLength(1))
    act(() => calls[0]!.reject(new Error('the coach is down')))
    await waitFor(() => expect(result.current).toBe('failed'))
    expect(onError).toHaveBeenCalledWith(new Error('the coach is down'))
    expect(calls).toHaveLength(1)
  })

  it('asks again for a new key, and aborts the request when the screen goes away', async () => {
    client = new QueryClient()
    const { calls, load } = answerLater()
    const { rerender, unmount } = renderHook(
      ({ key }) => useCoachAnswer({ key, enabled: true, load }),
      { wrapper, initialProps: { key: 'signals|1' } },
    )
    await waitFor(() => expect(calls).toHaveLength(1))
    rerender({ key: 'signals|2' })
    await waitFor(() => expect(calls).toHaveLength(2))
    unmount()
    await waitFor(() => expect(calls[1]!.signal.aborted).toBe(true))
  })
})
