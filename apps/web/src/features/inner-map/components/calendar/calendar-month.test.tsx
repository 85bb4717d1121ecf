import { dayCountsOf, monthGrid } from '@hara/core'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { tapEntry } from '@/test/tap-entry'
import { CalendarMonth } from './calendar-month'

const tap = tapEntry

const days = dayCountsOf([
  tap('2026-03-04', { consequence: 'Went well', ownVerdict: 'right' }),
  tap('2026-03-04', { willIgnore: 'yes' }),
  tap('2026-03-04'),
  tap('2026-03-09', { willIgnore: 'yes' }),
])

describe('the calendar month', () => {
  it('reads as a table with a sentence per day, and opens a day with check-ins', async () => {
    const open = vi.fn()
    renderWithProviders(
      <CalendarMonth
        grid={monthGrid(days, '2026-03')}
        title="March 2026"
        today="2026-03-20"
        firstWeekday={0}
        onOpenDay={open}
      />,
    )
    const table = screen.getByRole('table', { name: 'March 2026' })
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7)
    expect(within(table).getByText('March 5: no check-ins')).toBeInTheDocument()
    const marked = within(table).getAllByRole('button')
    expect(marked.map((button) => button.getAttribute('aria-label'))).toEqual([
      'March 4: 3 check-ins, 2 honored, gut right 1 of 1',
      'March 9: 1 check-in, 0 honored',
    ])
    await userEvent.click(marked[0]!)
    expect(open).toHaveBeenCalledWith('2026-03-04')
  })
})

describe('the calendar’s key', () => {
  it('tells "Some honored" apart from a ring alone by a fill strong enough for the dark theme', async () => {
    const { CalendarLegend } = await import('./calendar-marks')
    renderWithProviders(<CalendarLegend />)
    const key = screen.getByRole('list', { name: 'What the marks mean' })
    const swatch = (name: string) =>
      within(key).getByText(name).querySelector('span') ??
      within(key).getByText(name).firstElementChild
    expect(swatch('Check-ins')?.className).not.toMatch(/bg-accent/)
    expect(swatch('Some honored')?.className).toMatch(/bg-accent\/35/)
  })
})
