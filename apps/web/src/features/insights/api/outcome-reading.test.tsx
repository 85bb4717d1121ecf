import type { Entry } from '@hara/core'
import { QueryClient, QueryClientProvider } from '@/lib/query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { outcomeJudgeQueryOptions } from '@/lib/coach/outcome-judge-query'
import { useOutcomeReading } from './outcome-reading'

function wrapper() {
  const queryClient = new QueryClient()
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { queryClient, wrapper: Wrapper }
}

const outcome = (consequence: string): Entry => ({
  id: '00000000-0000-4000-8000-000000000001',
  mode: 'tap',
  timestamp: '2026-11-20T12:00:00.000Z',
  day: '2026-11-20',
  timeZone: 'UTC',
  xp: 10,
  consequence,
  consequenceDate: '2026-11-21T12:00:00.000Z',
  context: 'Work',
  description: 'A second project',
  bodySensation: 'Tight chest',
  gutFeeling: 'no',
  willIgnore: 'yes',
  decision: 'I said yes',
  needsFollowUp: false,
})

describe('the reading of outcomes both Insights cards share', () => {
  it('waits, loading nothing, until there is something to read', () => {
    const { queryClient, wrapper: Wrapper } = wrapper()
    const { result } = renderHook(() => useOutcomeReading(false), { wrapper: Wrapper })
    expect(result.current).toEqual({ state: 'waiting' })
    expect(queryClient.getQueryState(outcomeJudgeQueryOptions.queryKey)?.fetchStatus).not.toBe(
      'fetching',
    )
  })

  it('loads the reader once for both cards, and reads an outcome with it', async () => {
    const { wrapper: Wrapper } = wrapper()
    const { result } = renderHook(() => [useOutcomeReading(true), useOutcomeReading(true)], {
      wrapper: Wrapper,
    })
    expect(result.current[0]!.state).toBe('loading')
    await waitFor(() => expect(result.current[0]!.state).toBe('ready'), { timeout: 10_000 })
    const [first, second] = result.current
    if (first?.state !== 'ready' || second?.state !== 'ready') throw new Error('not ready')
    expect(second.read).toBe(first.read)
    expect(first.read(outcome('It went badly, I regret ignoring my gut'))).toBe('right')
  }, 20_000)
})
