import { afterEach, describe, expect, it, vi } from 'vitest'
import { TabLocks } from '@/test/tab-locks'
import { shareBetweenTabs, type PageState, type TabPage } from './shared-between-tabs'

/**
 * A tab that leads the change signal for the others (ADR 0046) and goes to the background:
 * hidden for a while, or frozen by the browser (or kept in its back/forward cache), it hands the
 * lead to a tab in front, so the others are never left deaf behind a tab that cannot run. A
 * quick look elsewhere hands nothing over. The tabs are instances in one process, their pages
 * played by `stagedPage`, the phone's lock manager by `TabLocks`.
 */

const NAME = 'hara-sync:alice:events'
const HAND_OVER_AFTER_MS = 40
const stops: (() => void)[] = []

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** A page whose state the test sets, as the browser's lifecycle events would. */
function stagedPage(initial: PageState = 'visible'): TabPage & { set(next: PageState): void } {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    state: () => state,
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next) {
      state = next
      listeners.forEach((listener) => listener())
    },
  }
}

/** A tab of the account: whether it leads now, and how many times it began to. */
function openTab(locks: TabLocks, page = stagedPage()) {
  const tab = { leads: false, led: 0, page, stop: () => {} }
  tab.stop = shareBetweenTabs<number>({
    name: NAME,
    locks,
    channel: undefined,
    page,
    handOverAfterMs: HAND_OVER_AFTER_MS,
    lead() {
      tab.leads = true
      tab.led += 1
      return () => {
        tab.leads = false
      }
    },
    hear: () => {},
  })
  stops.push(tab.stop)
  return tab
}

const leaders = (...tabs: { leads: boolean }[]) => tabs.filter((tab) => tab.leads).length

describe('a leading tab in the background', () => {
  it('hidden for a while, hands the lead to a tab in front, and waits its turn when it comes back', async () => {
    const locks = new TabLocks()
    const first = openTab(locks)
    const second = openTab(locks)
    await vi.waitFor(() => expect(first.leads).toBe(true))

    first.page.set('hidden')
    // A look at another app and back hands nothing over.
    first.page.set('visible')
    first.page.set('hidden')
    await new Promise((resolve) => setTimeout(resolve, HAND_OVER_AFTER_MS / 2))
    expect(first.leads).toBe(true)
    expect(second.leads).toBe(false)

    await vi.waitFor(() => expect(second.leads).toBe(true))
    expect(first.leads).toBe(false)

    // Back in front: the tab that took over keeps the lead until it closes.
    first.page.set('visible')
    await new Promise((resolve) => setTimeout(resolve, HAND_OVER_AFTER_MS))
    expect(leaders(first, second)).toBe(1)
    expect(second.leads).toBe(true)
    second.stop()
    await vi.waitFor(() => expect(first.leads).toBe(true))
    expect(first.led).toBe(2)
  })

  it('frozen, or kept in the back/forward cache, hands over at once', async () => {
    const locks = new TabLocks()
    const first = openTab(locks)
    const second = openTab(locks)
    await vi.waitFor(() => expect(first.leads).toBe(true))

    first.page.set('frozen')
    await vi.waitFor(() => expect(second.leads).toBe(true))
    expect(first.leads).toBe(false)

    // Resumed in the background, it stays out of the way; in front again, it waits its turn.
    first.page.set('hidden')
    first.page.set('visible')
    second.page.set('frozen')
    await vi.waitFor(() => expect(first.leads).toBe(true))
    expect(second.leads).toBe(false)
  })

  it('with every tab in the background, none holds the stream; the first back in front opens it', async () => {
    const locks = new TabLocks()
    const first = openTab(locks)
    const second = openTab(locks, stagedPage('hidden'))
    await vi.waitFor(() => expect(first.leads).toBe(true))

    first.page.set('hidden')
    await new Promise((resolve) => setTimeout(resolve, HAND_OVER_AFTER_MS * 3))
    expect(leaders(first, second)).toBe(0)

    second.page.set('visible')
    await vi.waitFor(() => expect(second.leads).toBe(true))
    expect(first.leads).toBe(false)
  })
})
