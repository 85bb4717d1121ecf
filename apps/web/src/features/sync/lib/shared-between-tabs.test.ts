import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EventStreamServer } from '@/test/event-stream-server'
import { openLiveStream } from './live-stream'
import { shareBetweenTabs } from './shared-between-tabs'
import { TabLocks } from '@/test/tab-locks'

/**
 * Tabs of one phone share one change signal: one holds the lock and the stream, the others hear
 * each change from it, and another takes over when it closes. The tabs here are instances in
 * one process, with the phone's lock manager played by `TabLocks` and Node's own
 * BroadcastChannel.
 */

const NAME = 'hara-sync:alice:events'
const channel = (name: string) => new BroadcastChannel(name)
let server: EventStreamServer
const stops: (() => void)[] = []

beforeEach(async () => {
  server = await EventStreamServer.start()
})
afterEach(async () => {
  for (const stop of stops.splice(0)) stop()
  await server.stop()
})

/** A tab listening to the account's changes: the seqs it heard, itself or from the leader. */
function openTab(locks: TabLocks | undefined) {
  const heard: number[] = []
  const stop = shareBetweenTabs<{ seq: number }>({
    name: NAME,
    locks,
    channel,
    lead(tell) {
      const stream = openLiveStream({
        url: server.url,
        onEvent(event) {
          const change = JSON.parse(event.data) as { seq: number }
          heard.push(change.seq)
          tell(change)
        },
      })
      return () => stream.stop()
    },
    hear: (change) => heard.push(change.seq),
  })
  stops.push(stop)
  return { heard, stop }
}

describe('tabs of one phone', () => {
  it('hold one stream between them, and every tab hears each change', async () => {
    const locks = new TabLocks()
    const tabs = [openTab(locks), openTab(locks), openTab(locks)]
    await vi.waitFor(() => expect(server.streaming).toBe(true))
    server.send('event: change\ndata: {"seq":2,"keyVersion":1}\n\n')
    for (const tab of tabs) await vi.waitFor(() => expect(tab.heard).toContain(2))
    expect(server.requests).toHaveLength(1)
  })

  it('hand the stream to another tab when the one holding it closes', async () => {
    const locks = new TabLocks()
    const first = openTab(locks)
    const second = openTab(locks)
    await vi.waitFor(() => expect(server.streaming).toBe(true))
    first.stop()
    await vi.waitFor(() => expect(server.requests).toHaveLength(2))
    await vi.waitFor(() => expect(server.streaming).toBe(true))
    server.send('event: change\ndata: {"seq":3,"keyVersion":1}\n\n')
    await vi.waitFor(() => expect(second.heard).toContain(3))
    expect(first.heard).not.toContain(3)
  })

  it('each open a stream of their own where the phone has no Web Locks', async () => {
    const tabs = [openTab(undefined), openTab(undefined)]
    await vi.waitFor(() => expect(server.requests).toHaveLength(2))
    for (const tab of tabs) await vi.waitFor(() => expect(tab.heard).toEqual([1]))
  })
})
