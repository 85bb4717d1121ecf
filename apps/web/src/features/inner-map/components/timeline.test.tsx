import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import type { Entry } from '@hara/core'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { MemoryRouter } from '@/lib/router'
import { addedByTheView } from '@/test/journal-store'
import { renderWithProviders } from '@/test/render'
import { tapEntry } from '@/test/tap-entry'
import { monthsOf } from '../lib/timeline-days'
import { Timeline } from './timeline'

// The real count, watched: how often the Timeline reads the whole journal for its months.
vi.mock(import('../lib/timeline-days'), async (actual) => {
  const real = await actual()
  return { ...real, monthsOf: vi.fn(real.monthsOf) }
})

const NOW = new Date('2026-11-21T12:00:00.000Z')
const tap = tapEntry

const journal = [
  tap('2026-11-19T09:00:00.000Z', { consequence: 'I regret saying yes' }),
  tap('2026-11-20T09:00:00.000Z', { context: 'Custom', customNote: 'Adopting a dog' }),
  tap('2026-11-21T11:00:00.000Z', { description: 'We met a shy terrier' }),
]

/**
 * The Timeline of `before`, and an 'Arrive' button that makes it `after`; on a history entry of
 * its own, so what it shows is not what another test's Timeline kept (`useRememberedState`).
 */
function Arrivals({ before, after }: { before: Entry[]; after: readonly Entry[] }) {
  const [entries, setEntries] = useState<readonly Entry[]>(before)
  return (
    <MemoryRouter initialEntries={['/', '/map']}>
      <button type="button" onClick={() => setEntries(after)}>
        Arrive
      </button>
      <Timeline entries={entries} now={NOW} />
    </MemoryRouter>
  )
}

describe('the Timeline', () => {
  it("shows the person's words and custom category, and opens each check-in", () => {
    renderWithProviders(<Timeline entries={journal} now={NOW} />)
    const [newest, custom] = screen.getAllByRole('article')
    expect(newest).toHaveTextContent('We met a shy terrier')
    expect(within(custom!).getByRole('banner')).toHaveTextContent('Adopting a dog')
    expect(within(custom!).getByRole('link', { name: /Open check-in/ })).toHaveAttribute(
      'href',
      `/map/entry/${journal[1]!.id}`,
    )
  })

  it('draws only the new card when a check-in arrives on a new day, the others kept as they are', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Arrivals before={journal.slice(0, 2)} after={journal} />)
    const before = screen.getAllByRole('article')
    await user.click(screen.getByRole('button', { name: 'Arrive' }))
    const after = screen.getAllByRole('article')
    expect(after).toHaveLength(3)
    expect(after[0]).toHaveTextContent('We met a shy terrier')
    // The same elements, moved under their days, not made again.
    expect(after[1]).toBe(before[0])
    expect(after[2]).toBe(before[1])
  })

  it('keeps every card shown when a check-in arrives on a full first page: the page grows by it', async () => {
    const user = userEvent.setup()
    const days = Array.from({ length: 12 }, (_, i) =>
      tap(`2026-10-${String(i + 1).padStart(2, '0')}`),
    )
    const arriving = tap('2026-11-21T11:30:00.000Z', { description: 'Just now' })
    renderWithProviders(<Arrivals before={days} after={addedByTheView(days, [arriving])} />)
    const before = screen.getAllByRole('article')
    expect(before).toHaveLength(10)
    expect(screen.getByRole('button', { name: 'Show older check-ins (2)' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Arrive' }))
    const after = screen.getAllByRole('article')
    expect(after).toHaveLength(11)
    expect(after[0]).toHaveTextContent('Just now')
    expect(after.slice(1)).toEqual(before)
    expect(screen.getByRole('button', { name: 'Show older check-ins (2)' })).toBeInTheDocument()
  })

  it('leaves a month jumped to as it is when a check-in arrives, counting it among the newer', async () => {
    // The page jumped to is scrolled to its top; this document lays nothing out to scroll.
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      value: vi.fn(),
      configurable: true,
    })
    onTestFinished(() => void Reflect.deleteProperty(Element.prototype, 'scrollIntoView'))
    const user = userEvent.setup()
    const october = Array.from({ length: 3 }, (_, i) => tap(`2026-10-0${i + 1}`))
    const november = Array.from({ length: 12 }, (_, i) => tap(`2026-11-0${(i % 9) + 1}`))
    const journal = [...october, ...november]
    const arriving = tap('2026-11-21T11:30:00.000Z', { description: 'Just now' })
    renderWithProviders(<Arrivals before={journal} after={addedByTheView(journal, [arriving])} />)
    const jump = screen.getByRole('combobox', { name: 'Jump to a month' })
    await user.selectOptions(jump, await screen.findByRole('option', { name: /October 2026/ }))
    const before = screen.getAllByRole('article')
    expect(before).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Show newer check-ins (12)' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Arrive' }))
    expect(screen.getAllByRole('article')).toEqual(before)
    expect(screen.getByRole('button', { name: 'Show newer check-ins (13)' })).toBeInTheDocument()
  })

  it('counts the months once: each check-in that arrives is counted from the version before, even with the older ones gone', async () => {
    // What the browser's collector may do: a list of the journal is held only weakly by the one
    // made from it, and here every list but the newest one's source is gone.
    let made = 0
    class CollectedWeakRef<T extends object> {
      private readonly made = ++made
      constructor(private readonly target: T) {}
      deref(): T | undefined {
        return this.made === made ? this.target : undefined
      }
    }
    vi.stubGlobal('WeakRef', CollectedWeakRef)
    onTestFinished(() => void vi.unstubAllGlobals())
    vi.mocked(monthsOf).mockClear()
    const user = userEvent.setup()
    const october = Array.from({ length: 3 }, (_, i) => tap(`2026-10-0${i + 1}`))
    function Growing() {
      const [entries, setEntries] = useState<readonly Entry[]>(october)
      const arrive = () =>
        setEntries((list) => addedByTheView(list as Entry[], [tap('2026-11-21T11:30:00.000Z')]))
      return (
        <MemoryRouter initialEntries={['/', '/map']}>
          <button type="button" onClick={arrive}>
            Arrive
          </button>
          <Timeline entries={entries} now={NOW} />
        </MemoryRouter>
      )
    }
    renderWithProviders(<Growing />)
    await screen.findByRole('option', { name: 'October 2026 (3)' })
    for (const count of [1, 2, 3]) {
      await user.click(screen.getByRole('button', { name: 'Arrive' }))
      await screen.findByRole('option', { name: `November 2026 (${count})` })
      // A count of the whole journal would come in a task after the arrival's render.
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    expect(screen.getByRole('option', { name: 'October 2026 (3)' })).toBeInTheDocument()
    expect(monthsOf).toHaveBeenCalledTimes(1)
  })

  it('puts the check-ins under a heading per day', () => {
    renderWithProviders(<Timeline entries={journal} now={NOW} />)
    const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(days).toEqual(['Today', 'Yesterday', 'Thursday, Nov 19'])
  })

  it('finds a word in an outcome, says how many, and says so when nothing matches', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Timeline entries={journal} now={NOW} />)
    const search = screen.getByRole('searchbox', { name: 'Search your check-ins' })
    await user.type(search, 'regret')
    expect(await screen.findByText('1 check-in found', { selector: '[role="status"]' }))
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.getByRole('article')).toHaveTextContent('I regret saying yes')
    await user.clear(search)
    await user.type(search, 'volcano')
    expect(await screen.findByText('No check-ins found')).toBeInTheDocument()
    await user.clear(search)
    expect(screen.getAllByRole('article')).toHaveLength(3)
  })

  it('opens on one day (from the calendar) with only its check-ins', () => {
    renderWithProviders(<Timeline entries={journal} now={NOW} day="2026-11-20" />)
    expect(screen.getByText('Yesterday', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.getByRole('article')).toHaveTextContent('Adopting a dog')
    expect(screen.getByRole('button', { name: 'All check-ins' })).toBeInTheDocument()
  })
})
