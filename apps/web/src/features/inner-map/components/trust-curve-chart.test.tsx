import { weeklyTrust } from '@hara/core'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { tapEntry } from '@/test/tap-entry'
import { TrustCurveChart } from './trust-curve-chart'

const entry = (day: string, willIgnore: 'no' | 'yes') => tapEntry(day, { willIgnore })

describe('the trust curve', () => {
  const weeks = weeklyTrust(
    [
      entry('2025-09-29', 'yes'), // week of Sep 28
      entry('2025-10-13', 'no'), // week of Oct 12
      entry('2025-10-14', 'yes'),
      entry('2025-10-20', 'no'), // week of Oct 19
      entry('2025-11-04', 'no'), // this week
    ],
    '2025-11-05',
  )

  it('draws a point per week with answers and joins only weeks that follow each other', () => {
    const { container } = render(<TrustCurveChart weeks={weeks} />)
    const svg = container.querySelector('svg')!
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect([...svg.querySelectorAll('circle')].map((c) => c.dataset.week)).toEqual([
      '2025-09-28',
      '2025-10-12',
      '2025-10-19',
      '2025-11-02',
    ])
    expect(svg.querySelectorAll('polyline')).toHaveLength(1)
  })

  it('says the same in a table, with the empty weeks as words rather than zeros', () => {
    render(<TrustCurveChart weeks={weeks} />)
    const table = screen.getByRole('table', { name: /honored, per week/ })
    const rows = within(table).getAllByRole('row').slice(1)
    // From the first week with an answer: Sep 28 to this week.
    expect(rows).toHaveLength(6)
    expect(screen.getByText('Last 6 weeks')).toBeInTheDocument()
    expect(rows.at(-1)).toHaveTextContent('This week100% (1 of 1)')
    expect(within(table).getByRole('row', { name: 'Week of Oct 12 50% (1 of 2)' })).toBeVisible()
    expect(within(table).getByRole('row', { name: 'Week of Sep 28 0% (0 of 1)' })).toBeVisible()
    expect(within(table).getAllByText('No answered check-ins')).toHaveLength(2)
  })

  it('says so when no week has an answer', () => {
    render(<TrustCurveChart weeks={weeklyTrust([], '2025-11-05')} />)
    expect(screen.getByText('No answered check-ins in the last 12 weeks yet.')).toBeVisible()
  })
})
