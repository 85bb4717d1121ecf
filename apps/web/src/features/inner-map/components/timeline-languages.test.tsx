import type { Entry } from '@hara/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { pseudoText } from '@/i18n/pseudo-text'
import { plainWordsBesides } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { tapEntry } from '@/test/tap-entry'
import { EntryDetail } from './entry-detail'
import { Timeline } from './timeline'

afterEach(async () => {
  localStorage.clear()
  await act(() => speak('en'))
})

const NOW = new Date('2026-11-21T12:00:00.000Z')
/** A check-in in the person's own words, none of them in plain Latin letters. */
const tap = (timestamp: string, words: Parameters<typeof tapEntry>[1] = {}) =>
  tapEntry(timestamp, { description: '新しい仕事', ...words })

const journal: Entry[] = [
  tap('2026-11-19T09:00:00.000Z', {
    consequence: '良かった',
    consequenceDate: '2026-11-20',
    ownVerdict: 'right',
    outcomeXp: 5,
  }),
  tap('2026-11-20T09:00:00.000Z', {
    context: 'Custom',
    customNote: '犬',
    strength: 'strong',
    willIgnore: 'not-sure',
    decision: '決めた',
  }),
  {
    id: '00000000-0000-4000-8000-000000000100',
    mode: 'voice',
    timestamp: '2026-11-21T10:30:00.000Z',
    day: '2026-11-21',
    timeZone: 'UTC',
    xp: 10,
    consequence: null,
    consequenceDate: null,
    transcript: '声の記録',
    label: 'unease',
    wantsResponse: true,
    aiInsights: '洞察',
    gutFeeling: 'pause',
    willIgnore: 'yes',
  },
  tap('2026-11-21T11:00:00.000Z', { description: '仕事の話' }),
]

describe('the Timeline in other languages', () => {
  it('in the test language, leaves no word of its cards, headings and search untranslated', async () => {
    const user = userEvent.setup()
    await act(() => chooseSpeech('pseudo'))
    renderWithProviders(<Timeline entries={journal} now={NOW} />)
    await screen.findByRole('option', { name: /2026/ }, { timeout: 5000 })
    // The days and months Intl names are English in the test language; the rest is Hara's.
    const intl = ['Thursday, Nov 19', 'November 2026', '9:00 AM']
    expect(plainWordsBesides(intl)).toEqual([])

    const search = screen.getByRole('searchbox')
    await user.type(search, '新しい')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    expect(plainWordsBesides(intl)).toEqual([])
    await user.clear(search)
    await user.type(search, '火山')
    await screen.findByText(/“火山”/)
    expect(plainWordsBesides(intl)).toEqual([])
    // The search is kept with the history entry: cleared for the next test.
    await user.clear(search)
  })

  it('names the days, the time and a count in Spanish and German', async () => {
    const user = userEvent.setup()
    await act(() => chooseSpeech('es'))
    renderWithProviders(<Timeline entries={journal} now={NOW} />)
    const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(days).toEqual(['Hoy', 'Ayer', 'Jueves, 19 nov'])
    const [newest] = screen.getAllByRole('article')
    expect(within(newest!).getByRole('banner')).toHaveTextContent('Trabajohace 1 h')
    expect(screen.getByText('Intuición: pausa • La ignoré')).toBeVisible()

    // The months to jump to, named again in the language chosen while the Timeline shows.
    expect(
      await screen.findByRole('option', { name: 'Noviembre de 2026 (4)' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    await act(() => chooseSpeech('de'))
    expect(screen.getByRole('option', { name: 'November 2026 (4)' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Heute',
      'Gestern',
      'Donnerstag, 19. Nov.',
    ])
    await user.type(screen.getByRole('searchbox', { name: 'Durchsuche deine Check-ins' }), '新しい')
    expect(
      await screen.findByText(
        '2 Check-ins gefunden',
        { selector: '[role="status"]' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
    await user.clear(screen.getByRole('searchbox'))
  })
})

describe('a check-in open in full, in the test language', () => {
  it('leaves no word of the check-in, its answers, its words and its sheets untranslated', async () => {
    const user = userEvent.setup()
    await act(() => chooseSpeech('pseudo'))
    const entry = journal[1]!
    renderWithProviders(<EntryDetail entry={entry} onBack={vi.fn()} />)
    const at = Date.parse(entry.timestamp)
    const intl = [
      new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' }).format(at),
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(at),
    ]
    expect(plainWordsBesides(intl)).toEqual([])

    await user.click(screen.getByRole('button', { name: pseudoText('Change body signal') }))
    const sheet = await screen.findByRole('dialog', { name: pseudoText('Change body signal') })
    expect(plainWordsBesides(intl, sheet)).toEqual([])
    await user.click(within(sheet).getByRole('button', { name: pseudoText('Close') }))

    await user.click(screen.getByRole('button', { name: pseudoText('Change when it happened') }))
    const time = await screen.findByRole('dialog', {
      name: pseudoText('Change when it happened'),
    })
    expect(plainWordsBesides(intl, time)).toEqual([])
  })
})
