/**
 * The app's query client runs a mutation while the phone says it is offline: a check-in's
 * save and the lock's writes happen on the phone, and must not wait, paused, for a connection
 * (TanStack's default, shown beside it, holds them).
 */
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { makeQueryClient } from './query-client'

afterEach(() => {
  onlineManager.setOnline(true)
})

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ])

describe('the app’s query client, offline', () => {
  it('runs a mutation at once', async () => {
    onlineManager.setOnline(false)
    const written: string[] = []
    const save = new MutationObserver(makeQueryClient(), {
      mutationFn: async (words: string) => {
        written.push(words)
        return words
      },
    })
    expect(await settledWithin(save.mutate('a gut feeling'), 1000)).toBe(true)
    expect(written).toEqual(['a gut feeling'])
  })

  it('where TanStack’s default would hold it until the phone is online', async () => {
    onlineManager.setOnline(false)
    const written: string[] = []
    const client = new QueryClient()
    // Mounted, as the app's provider mounts it: it resumes paused mutations once online.
    client.mount()
    const save = new MutationObserver(client, {
      mutationFn: async (words: string) => {
        written.push(words)
        return words
      },
    })
    const saving = save.mutate('a gut feeling')
    expect(await settledWithin(saving, 200)).toBe(false)
    expect(written).toEqual([])
    onlineManager.setOnline(true)
    await saving
    expect(written).toEqual(['a gut feeling'])
    client.unmount()
  })
})
