import { dayCountsOf, monthGrid } from '@hara/core'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { plainWordsBesides } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { tapEntry } from '@/test/tap-entry'
import { firstWeekday, monthTitle } from '../../lib/date-names'
import { CalendarLegend } from './calendar-marks'
import { CalendarMonth } from './calendar-month'
import { CalendarPanel } from './calendar-panel'

afterEach(async () => {
  localStorage.clear()
  await act(() => speak('en'))
})

const tap = tapEntry

const days = dayCountsOf([
  tap('2026-03-04', { consequence: 'Went well', ownVerdict: 'right' }),
  tap('2026-03-04', { willIgnore: 'yes' }),
  tap('2026-03-04'),
  tap('2026-03-09', { willIgnore: 'yes' }),
])

/** March 2026 as the calendar panel lays it out in the language spoken now. */
function March() {
  return (
    <>
      <CalendarMonth
        grid={monthGrid(days, '2026-03', firstWeekday())}
        title={monthTitle('2026-03')}
        today="2026-03-20"
        firstWeekday={firstWeekday()}
        onOpenDay={vi.fn()}
      />
      <CalendarLegend />
    </>
  )
}

/** The names Intl gives months and weekdays in English, as the test language has them. */
const ENGLISH_NAMES = [
  ...Array.from({ length: 12 }, (_, i) =>
    new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, i)),
  ),
  ...['S', 'M', 'T', 'W', 'F'],
]

describe('the calendar in other languages', () => {
  it('in the test language, leaves no word of the month, the year and the key untranslated', async () => {
    const user = userEvent.setup()
    await act(() => chooseSpeech('pseudo'))
    const { unmount } = renderWithProviders(<March />)
    // A day's sentence is read whole: its date is Intl's, the rest Hara's.
    expect(screen.getAllByRole('button')).toHaveLength(2)
    expect(plainWordsBesides(ENGLISH_NAMES)).toEqual([])
    unmount()

    renderWithProviders(<CalendarPanel />)
    expect(plainWordsBesides(ENGLISH_NAMES)).toEqual([])
    const [month, year] = within(screen.getAllByRole('group')[0]!).getAllByRole('button')
    await user.click(year!)
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(12)
    expect(plainWordsBesides(ENGLISH_NAMES)).toEqual([])
    // The view is kept with the history entry: the month again for the next test.
    await user.click(month!)
  })

  it('names the month and counts the days in Spanish and German, weeks from Monday', async () => {
    await act(() => chooseSpeech('es'))
    const { unmount } = renderWithProviders(<March />)
    const table = screen.getByRole('table', { name: 'Marzo de 2026' })
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Lunes')
    expect(within(table).getAllByRole('button')[0]).toHaveAccessibleName(
      '4 de marzo: 3 check-ins, 2 seguidos, intuición acertada 1 de 1',
    )
    unmount()

    await act(() => chooseSpeech('de'))
    renderWithProviders(<March />)
    const march = screen.getByRole('table', { name: 'März 2026' })
    const heads = within(march).getAllByRole('columnheader')
    expect(heads.map((head) => head.textContent)).toEqual(['M', 'D', 'M', 'D', 'F', 'S', 'S'])
    expect(heads[0]).toHaveAttribute('abbr', 'Montag')
    // March 1st, a Sunday, ends the first week that starts on Monday.
    const first = within(within(march).getAllByRole('row')[1]!).getAllByRole('cell')
    expect(first.map((cell) => cell.textContent)).toEqual([
      ...Array.from({ length: 6 }, () => ''),
      '1. März: keine Check-ins1',
    ])
    expect(
      within(march)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      '4. März: 3 Check-ins, 2 davon gefolgt, Bauchgefühl richtig 1 von 1',
      '9. März: 1 Check-in, 0 davon gefolgt',
    ])
  })

  it('starts its weeks on Sunday in English, on Monday in German, as the panel lays them out', async () => {
    const { unmount } = renderWithProviders(<CalendarPanel />)
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Sunday')
    unmount()
    await act(() => chooseSpeech('de'))
    renderWithProviders(<CalendarPanel />)
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Montag')
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeInTheDocument()
  })
})
