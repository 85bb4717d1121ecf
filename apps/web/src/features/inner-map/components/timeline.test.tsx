import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { tapEntry } from '@/test/tap-entry'
import { Timeline } from './timeline'

const NOW = new Date('2026-11-21T12:00:00.000Z')
const tap = tapEntry

const journal = [
  tap('2026-11-19T09:00:00.000Z', { consequence: 'I regret saying yes' }),
  tap('2026-11-20T09:00:00.000Z', { context: 'Custom', customNote: 'Adopting a dog' }),
  tap('2026-11-21T11:00:00.000Z', { description: 'We met a shy terrier' }),
]

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
    function Arriving() {
      const [entries, setEntries] = useState(journal.slice(0, 2))
      return (
        <>
          <button type="button" onClick={() => setEntries(journal)}>
            Arrive
          </button>
          <Timeline entries={entries} now={NOW} />
        </>
      )
    }
    renderWithProviders(<Arriving />)
    const before = screen.getAllByRole('article')
    await user.click(screen.getByRole('button', { name: 'Arrive' }))
    const after = screen.getAllByRole('article')
    expect(after).toHaveLength(3)
    expect(after[0]).toHaveTextContent('We met a shy terrier')
    // The same elements, moved under their days, not made again.
    expect(after[1]).toBe(before[0])
    expect(after[2]).toBe(before[1])
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
