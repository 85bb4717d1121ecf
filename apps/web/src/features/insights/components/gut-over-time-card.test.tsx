import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { gutReady as ready, judgedDays as days, judgedEntry as entry } from '@/test/gut-journal'
import { GutOverTimeCard } from './gut-over-time-card'

describe("'Your gut, over time'", () => {
  it('says the trend, draws a bar per month, and gives a screen reader the same as a table', () => {
    const entries = [
      ...days('2026-09', 4, 5),
      ...days('2026-10', 6, 2, 'Relationship'),
      ...days('2026-11', 8, 2),
    ]
    render(<GutOverTimeCard view={ready(entries)} />)
    const card = screen.getByRole('region', { name: 'Your gut, over time' })
    expect(card).toHaveTextContent('How often your gut was right, month by month')
    expect(screen.getByTestId('gut-trend')).toHaveTextContent(
      'Right 4 of 9 times in September, 8 of 10 in November.',
    )
    expect(screen.getByTestId('gut-chart')).toHaveAttribute('aria-hidden', 'true')
    const table = screen.getByRole('table', { name: /right, per month/ })
    expect(within(table).getByRole('row', { name: 'September 44% (4 of 9)' })).toBeInTheDocument()
    expect(within(table).getByRole('row', { name: 'November 80% (8 of 10)' })).toBeInTheDocument()
    // The latest bar's colour has a key.
    expect(card).toHaveTextContent('Earlier monthsLatest month')
    const context = within(card).getByRole('heading', { name: 'By context' }).parentElement!
    expect(context).toHaveTextContent('Most reliableRelationship6 of 8 right')
    expect(context).toHaveTextContent('Least reliableWork12 of 19 right')
  })

  it('is honest when there is too little: how many more outcomes it needs', () => {
    render(
      <GutOverTimeCard
        view={ready([entry('2026-11-23', 'right'), entry('2026-11-24', 'wrong')])}
      />,
    )
    expect(screen.getByText('Not enough yet')).toBeVisible()
    expect(screen.getByTestId('gut-not-enough')).toHaveTextContent(
      '1 more outcome that says how it went',
    )
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2')
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('says how often the gut was right at each strength, from five judged outcomes', () => {
    const strong = days('2026-11', 8, 2).map((e) => ({ ...e, strength: 'strong' as const }))
    const faint = days('2026-10', 1, 1).map((e) => ({ ...e, strength: 'faint' as const }))
    render(<GutOverTimeCard view={ready([...strong, ...faint, ...days('2026-09', 3, 0)])} />)
    const section = screen.getByTestId('gut-by-strength')
    expect(within(section).getByRole('heading', { name: 'By strength' })).toBeVisible()
    expect(screen.getByTestId('gut-strength-chart')).toHaveAttribute('aria-hidden', 'true')
    const table = screen.getByRole('table', { name: /by how strong it felt/ })
    expect(
      within(table).getByRole('row', { name: 'Strong 80% (8 of 10, likely between 5 and 9)' }),
    ).toBeInTheDocument()
    expect(
      within(table).getByRole('row', { name: 'Faint Not enough yet (2 of 5 needed)' }),
    ).toBeInTheDocument()
    const faintRow = section.querySelector('li[data-strength="faint"]')!
    expect(faintRow).toHaveTextContent('Not enough yet: 3 more outcomes that say how it went')
    expect(faintRow).toHaveTextContent('Acted on 2 of 2')
    expect(section.querySelector('li[data-strength="clear"]')).toHaveTextContent(
      'Not enough yet: 5 more outcomes',
    )
    // The picture keys its range line, and a strength short of outcomes says how many it needs.
    expect(section).toHaveTextContent('How often rightLikely range')
    const chart = screen.getByTestId('gut-strength-chart')
    expect(chart.querySelector('[data-strength="clear"]')).toHaveTextContent('Not yet5 more')
  })

  it('shows strong signals proving right and faint ones acted on, month by month', () => {
    const strong = (month: string, right: number, wrong: number) =>
      days(month, right, wrong).map((e) => ({ ...e, strength: 'strong' as const }))
    const faint = days('2026-10', 1, 1).map((e) => ({ ...e, strength: 'faint' as const }))
    render(
      <GutOverTimeCard
        view={ready([...strong('2026-09', 2, 2), ...faint, ...strong('2026-11', 8, 2)])}
      />,
    )
    const section = screen.getByTestId('strength-by-month')
    expect(section).toHaveTextContent(
      'Strong signals proved right 2 of 4 times in September, 8 of 10 in November.',
    )
    const table = within(section).getByRole('table', { name: /month by month/ })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MonthStrong, rightFaint, acted on',
      'SepSeptember 202650% (2 of 4)—Not enough yet',
      'OctOctober 2026—Not enough yet—Not enough yet',
      'NovNovember 202680% (8 of 10)—Not enough yet',
    ])
  })

  it('leaves month by month out while the strengths are from one month', () => {
    const strong = days('2026-11', 5, 0).map((e) => ({ ...e, strength: 'strong' as const }))
    render(<GutOverTimeCard view={ready(strong)} />)
    expect(screen.getByTestId('gut-by-strength')).toBeInTheDocument()
    expect(screen.queryByTestId('strength-by-month')).toBeNull()
  })

  it('asks for strength before it has any', () => {
    render(<GutOverTimeCard view={ready(days('2026-11', 3, 0))} />)
    expect(screen.getByTestId('gut-by-strength')).toHaveTextContent(
      'Say how strong the feeling is when you check in',
    )
    expect(screen.queryByTestId('gut-strength-chart')).toBeNull()
  })

  it('keeps its place while the outcomes are read', () => {
    render(<GutOverTimeCard view={{ state: 'loading' }} />)
    expect(screen.getByRole('region', { name: 'Your gut, over time' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    expect(screen.getByLabelText('Reading your outcomes')).toBeInTheDocument()
  })
})
