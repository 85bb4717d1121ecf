/**
 * The app's cache of reads and writes, as a screen uses it: what it reads and when, what it
 * shows meanwhile, what it forgets, and what a write tells its screen.
 */
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  keepPreviousData,
  onlineManager,
  QueryClient,
  QueryClientProvider,
  useQuery,
  type UseQueryOptions,
} from '.'
import { Mutation } from './mutation'
import { QueryObserver } from './query-observer'
import { useMutation } from './use-mutation'

afterEach(() => {
  onlineManager.setOnline(true)
  vi.useRealTimers()
})

function setup(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { client, wrapper }
}

/** A read that answers when told to, counting how often it was asked. */
function manualRead<T>() {
  const calls: {
    resolve: (value: T) => void
    reject: (error: Error) => void
    signal: AbortSignal
  }[] = []
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    new Promise<T>((resolve, reject) => calls.push({ resolve, reject, signal }))
  return { calls, queryFn }
}

describe('a screen’s read', () => {
  it('reads once for every screen that asks, shows the read under way, then the answer', async () => {
    const { wrapper } = setup()
    const read = manualRead<string>()
    const options: UseQueryOptions<string> = { queryKey: ['profile'], queryFn: read.queryFn }
    const { result } = renderHook(() => [useQuery(options), useQuery(options)], { wrapper })
    expect(result.current[0]).toMatchObject({
      status: 'pending',
      isPending: true,
      fetchStatus: 'fetching',
    })
    await waitFor(() => expect(read.calls).toHaveLength(1))
    act(() => read.calls[0]!.resolve('Mira'))
    await waitFor(() => expect(result.current[1]).toMatchObject({ isSuccess: true, data: 'Mira' }))
    expect(result.current[0]!.fetchStatus).toBe('idle')
  })

  it('asks nothing while its answer is fresh, and again once it is stale', async () => {
    const { client, wrapper } = setup()
    const queryFn = vi.fn(async () => 'answer')
    client.setQueryData(['fresh'], 'kept')
    const fresh = renderHook(() => useQuery({ queryKey: ['fresh'], queryFn, staleTime: 60_000 }), {
      wrapper,
    })
    expect(fresh.result.current.data).toBe('kept')
    const stale = renderHook(() => useQuery({ queryKey: ['fresh'], queryFn, staleTime: 0 }), {
      wrapper,
    })
    await waitFor(() => expect(stale.result.current.data).toBe('answer'))
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('does not read while not enabled, and reads when it turns enabled', async () => {
    const { wrapper } = setup()
    const queryFn = vi.fn(async () => 7)
    const { result, rerender } = renderHook(
      ({ enabled }) => useQuery({ queryKey: ['later'], queryFn, enabled }),
      { wrapper, initialProps: { enabled: false } },
    )
    expect(result.current).toMatchObject({ isPending: true, fetchStatus: 'idle' })
    expect(queryFn).not.toHaveBeenCalled()
    rerender({ enabled: true })
    await waitFor(() => expect(result.current.data).toBe(7))
  })

  it('tries a failed read again after a second, then shows the failure and keeps it', async () => {
    vi.useFakeTimers()
    const { wrapper } = setup(new QueryClient())
    const queryFn = vi.fn(async () => {
      throw new Error('no signal')
    })
    const { result } = renderHook(() => useQuery({ queryKey: ['flaky'], queryFn, retry: 1 }), {
      wrapper,
    })
    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(queryFn).toHaveBeenCalledTimes(1)
    expect(result.current.isPending).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(queryFn).toHaveBeenCalledTimes(2)
    expect(result.current).toMatchObject({ isError: true, fetchStatus: 'idle' })
    expect(result.current.error?.message).toBe('no signal')
  })

  it('withdraws a read that looks at its signal when its last screen goes', async () => {
    const { client, wrapper } = setup()
    const read = manualRead<string>()
    const { unmount } = renderHook(() => useQuery({ queryKey: ['coach'], queryFn: read.queryFn }), {
      wrapper,
    })
    await waitFor(() => expect(read.calls).toHaveLength(1))
    unmount()
    expect(read.calls[0]!.signal.aborted).toBe(true)
    expect(client.getQueryState(['coach'])).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
    })
  })

  it('waits, paused, for the network while the phone is offline, unless it reads the phone', async () => {
    onlineManager.setOnline(false)
    const { wrapper } = setup()
    const server = renderHook(
      () => useQuery({ queryKey: ['server'], queryFn: async () => 'Mira' }),
      { wrapper },
    )
    const phone = renderHook(
      () => useQuery({ queryKey: ['phone'], queryFn: async () => 3, networkMode: 'always' }),
      { wrapper },
    )
    await waitFor(() => expect(phone.result.current.data).toBe(3))
    expect(server.result.current).toMatchObject({ isPending: true, fetchStatus: 'paused' })
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(server.result.current.data).toBe('Mira'))
  })

  it('reads a stale answer again when the phone is back online', async () => {
    const { wrapper } = setup()
    let answer = 1
    const { result } = renderHook(
      () => useQuery({ queryKey: ['count'], queryFn: async () => answer }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.data).toBe(1))
    answer = 2
    act(() => onlineManager.setOnline(false))
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(result.current.data).toBe(2))
  })

  it('shows the answer before while the next key’s is read (keepPreviousData)', async () => {
    const { wrapper } = setup()
    const read = manualRead<string>()
    const { result, rerender } = renderHook(
      ({ page }) =>
        useQuery({
          queryKey: ['page', page],
          queryFn: read.queryFn,
          placeholderData: keepPreviousData,
        }),
      { wrapper, initialProps: { page: 1 } },
    )
    await waitFor(() => expect(read.calls).toHaveLength(1))
    act(() => read.calls[0]!.resolve('one'))
    await waitFor(() => expect(result.current.data).toBe('one'))
    rerender({ page: 2 })
    expect(result.current).toMatchObject({ data: 'one', isPlaceholderData: true, isSuccess: true })
    await waitFor(() => expect(read.calls).toHaveLength(2))
    act(() => read.calls[1]!.resolve('two'))
    await waitFor(() =>
      expect(result.current).toMatchObject({ data: 'two', isPlaceholderData: false }),
    )
  })

  it('keeps the objects of an answer read again unchanged', async () => {
    const { wrapper } = setup()
    const { result } = renderHook(
      () => useQuery({ queryKey: ['same'], queryFn: async () => ({ days: [1, 2], name: 'Mira' }) }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const first = result.current.data
    await act(() => result.current.refetch())
    expect(result.current.data).toBe(first)
  })
})

describe('the client', () => {
  it('reads again the invalidated queries a screen shows, and only marks the others', async () => {
    const { client, wrapper } = setup()
    const shown = vi.fn(async () => 'shown')
    const hidden = vi.fn(async () => 'hidden')
    renderHook(
      () => useQuery({ queryKey: ['account', 'shown'], queryFn: shown, staleTime: Infinity }),
      { wrapper },
    )
    await client.fetchQuery({
      queryKey: ['account', 'hidden'],
      queryFn: hidden,
      staleTime: Infinity,
    })
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1))
    await client.invalidateQueries({ queryKey: ['account'] })
    expect(shown).toHaveBeenCalledTimes(2)
    expect(hidden).toHaveBeenCalledTimes(1)
    expect(client.getQueryState(['account', 'hidden'])?.isInvalidated).toBe(true)
  })

  it('sets an answer with an updater, and forgets queries by a predicate', () => {
    const { client } = setup()
    client.setQueryData(['session'], { id: 'u1' })
    client.setQueryData(['profile'], { admitted: false })
    client.setQueryData<{ admitted: boolean }>(['profile'], (row) =>
      row ? { ...row, admitted: true } : row,
    )
    expect(client.getQueryData(['profile'])).toEqual({ admitted: true })
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' })
    expect(client.getQueryData(['profile'])).toBeUndefined()
    expect(client.getQueryData(['session'])).toEqual({ id: 'u1' })
  })

  it('forgets an answer no screen shows once its keeping time has passed', async () => {
    vi.useFakeTimers()
    const { client } = setup()
    await client.fetchQuery({ queryKey: ['brief'], queryFn: async () => 1, gcTime: 1000 })
    await vi.advanceTimersByTimeAsync(999)
    expect(client.getQueryData(['brief'])).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(client.getQueryData(['brief'])).toBeUndefined()
  })
})

describe('a screen’s write', () => {
  it('runs at once while the phone says it is offline: a check-in’s save happens on the phone', async () => {
    onlineManager.setOnline(false)
    const written: string[] = []
    const save = new Mutation({
      mutationFn: async (words: string) => {
        written.push(words)
        return words
      },
    })
    await expect(save.execute('a gut feeling')).resolves.toBe('a gut feeling')
    expect(written).toEqual(['a gut feeling'])
    expect(save.state.status).toBe('success')
  })

  it('shows what it writes while under way, then calls the screen’s and the call’s callbacks', async () => {
    const { wrapper } = setup()
    const events: string[] = []
    let finish!: () => void
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: (words: string) =>
            new Promise<string>((resolve) => (finish = () => resolve(words))),
          onSuccess: async (data) => void events.push(`screen ${data}`),
        }),
      { wrapper },
    )
    act(() =>
      result.current.mutate('gut', { onSuccess: (data) => void events.push(`call ${data}`) }),
    )
    await waitFor(() => expect(result.current).toMatchObject({ isPending: true, variables: 'gut' }))
    act(() => finish())
    await waitFor(() => expect(result.current).toMatchObject({ isSuccess: true, data: 'gut' }))
    await waitFor(() => expect(events).toEqual(['screen gut', 'call gut']))
    act(() => result.current.reset())
    expect(result.current.status).toBe('idle')
  })

  it('tells a failure to the call’s callback, never throws it from mutate, and rejects mutateAsync', async () => {
    const { wrapper } = setup()
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: async () => {
            throw new Error('refused')
          },
        }),
      { wrapper },
    )
    const onError = vi.fn()
    act(() => result.current.mutate(undefined, { onError }))
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'refused' }),
        undefined,
      ),
    )
    expect(result.current.isError).toBe(true)
    await expect(act(() => result.current.mutateAsync())).rejects.toThrow('refused')
  })

  it('calls only the latest call’s callbacks', async () => {
    const { wrapper } = setup()
    const finishers: (() => void)[] = []
    const { result } = renderHook(
      () =>
        useMutation({ mutationFn: () => new Promise<void>((resolve) => finishers.push(resolve)) }),
      { wrapper },
    )
    const first = vi.fn()
    const second = vi.fn()
    act(() => result.current.mutate(undefined, { onSuccess: first }))
    act(() => result.current.mutate(undefined, { onSuccess: second }))
    act(() => finishers.forEach((finish) => finish()))
    await waitFor(() => expect(second).toHaveBeenCalled())
    expect(first).not.toHaveBeenCalled()
  })
})

describe('under React’s StrictMode', () => {
  it('reads, and shows the answer, though React runs its effects twice', async () => {
    const { StrictMode } = await import('react')
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </StrictMode>
    )
    const { result } = renderHook(
      () =>
        useQuery({
          queryKey: ['strict'],
          queryFn: async ({ signal }) => (signal.aborted ? 'withdrawn' : 'answer'),
        }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.data).toBe('answer'))
  })
})

describe('a query forgotten between a render and its commit', () => {
  it('is asked once: the commit reads the query the cache holds', async () => {
    const { client } = setup()
    const queryFn = vi.fn(async () => 'answer')
    const observer = new QueryObserver<string, Error>(client)
    const options = { queryKey: ['brief-key'], queryFn, gcTime: 0 }
    observer.setOptions(options) // a render
    // Kept for no time and not shown yet: the cache forgets it, as while a transition waits.
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(client.getQueryState(['brief-key'])).toBeUndefined()
    const stop = observer.subscribe(() => {})
    observer.commit()
    await vi.waitFor(() => expect(client.getQueryData(['brief-key'])).toBe('answer'))
    observer.setOptions(options) // the next render and commit
    observer.commit()
    expect(queryFn).toHaveBeenCalledTimes(1)
    stop()
  })
})
