import type { Pattern, TrustScore } from '@hara/core'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { pseudoText } from '@/i18n/pseudo-text'
import { gutReady, judgedDays, judgedEntry } from '@/test/gut-journal'
import { plainWords } from '@/test/plain-words'
import type { ClosingTheLoopView } from '../api/closing-the-loop'
import type { GuidanceView } from '../api/daily-guidance'
import type { GutOverTimeView } from '../api/gut-over-time'
import type { PatternsView } from '../api/patterns'
import { trustMessage } from '../lib/trust-message'
import { InsightsScreen } from './insights-screen'

/**
 * Insights in Spanish, German and the test language; what it shows and does is
 * insights-screen.test.tsx's and gut-over-time-card.test.tsx's. The coach's own words (the
 * guidance, the patterns) come in the person's language from the coach, so here they are
 * written in the test language's letters.
 */

afterEach(async () => {
  await act(() => speak('en'))
})

const strong = (month: string, right: number, wrong: number) =>
  judgedDays(month, right, wrong).map((e) => ({ ...e, strength: 'strong' as const }))
const faint = (month: string, right: number, wrong: number) =>
  judgedDays(month, right, wrong).map((e) => ({ ...e, strength: 'faint' as const }))

/** Three months of outcomes: a trend, places, strengths shown and short, month by month. */
const fullJournal = () => [
  ...judgedDays('2026-09', 4, 5),
  ...judgedDays('2026-10', 6, 2, 'Relationship'),
  ...strong('2026-09', 2, 2),
  ...strong('2026-11', 6, 1),
  ...faint('2026-10', 1, 1),
  ...judgedDays('2026-11', 8, 2),
]

const pattern: Pattern = {
  title: pseudoText('Work weighs on you'),
  observation: pseudoText('Your chest tightens before meetings.'),
  intuitionGuide: pseudoText('Pause before you answer.'),
  relatedEntries: [pseudoText('Nov 3 · Work')],
  questions: [pseudoText('What does the tightness ask of you?')],
}

function renderInsights({
  guidance = { state: 'loading' },
  trust = { honored: 3, answered: 4, percent: 75 },
  patterns = { state: 'insufficient', needed: 2 },
  closingTheLoop = {},
  gutOverTime = gutReady(fullJournal()),
}: {
  guidance?: GuidanceView
  trust?: TrustScore
  patterns?: PatternsView
  closingTheLoop?: Partial<ClosingTheLoopView>
  gutOverTime?: GutOverTimeView
} = {}) {
  cleanup()
  return render(
    <InsightsScreen
      guidance={guidance}
      trust={trust}
      trustMessage={trustMessage(trust)}
      patterns={patterns}
      week={{ checkIns: 4, gutHonored: 3, decisionsMade: 1 }}
      closingTheLoop={{
        tracked: 9,
        closed: 8,
        closedThisWeek: 2,
        asGutSaid: { right: 6, judged: 8, percent: 75 },
        reading: 'ready',
        ...closingTheLoop,
      }}
      gutOverTime={gutOverTime}
    />,
  )
}

/** Month names, which the test language writes as English does (its dates are English's). */
const MONTHS = Array.from({ length: 12 }, (_, m) =>
  (['long', 'short'] as const).map((month) =>
    new Intl.DateTimeFormat('en', { month, timeZone: 'UTC' }).format(Date.UTC(2026, m, 15)),
  ),
).flat()
const dates = new RegExp(`\\b(${MONTHS.join('|')})\\b`, 'g')
const untranslated = () => plainWords().filter((text) => /[A-Za-z]/.test(text.replace(dates, '')))

describe('Insights in another language', () => {
  it('in the test language, leaves no word of any card or state untranslated', async () => {
    await act(() => chooseSpeech('pseudo'))
    const user = userEvent.setup()
    const seen: string[] = []
    const look = () => seen.push(...untranslated())

    // A month's chart, places, strengths shown and short, month by month; too few check-ins for
    // the patterns.
    renderInsights()
    look()
    // Week by week, an opened pattern, no trust score yet.
    renderInsights({
      guidance: { state: 'failed' },
      trust: { honored: 0, answered: 0, percent: null },
      patterns: { state: 'result', patterns: [pattern] },
      closingTheLoop: { asGutSaid: null, reading: 'loading' },
      gutOverTime: gutReady([
        ...judgedDays('2026-11', 2, 1),
        ...['2026-11-08', '2026-11-09', '2026-11-10'].map((day) => judgedEntry(day, 'right')),
      ]),
    })
    expect(screen.getByTestId('gut-chart').querySelectorAll('rect')).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: new RegExp(pattern.title) }))
    look()
    renderInsights({
      patterns: { state: 'failed', retry: () => {} },
      closingTheLoop: { asGutSaid: null, reading: 'failed' },
      gutOverTime: gutReady([judgedEntry('2026-11-23', 'right')]),
    })
    look()
    renderInsights({
      patterns: { state: 'loading' },
      closingTheLoop: { tracked: 0, closed: 0, asGutSaid: null, reading: 'waiting' },
      gutOverTime: { state: 'loading' },
    })
    look()
    renderInsights({
      patterns: { state: 'result', patterns: [] },
      closingTheLoop: { tracked: 2, closed: 1, asGutSaid: null, reading: 'waiting' },
      gutOverTime: { state: 'failed' },
    })
    look()
    expect(seen).toEqual([])
  })

  it('in Spanish, counts what is still needed with the right plural', async () => {
    await act(() => chooseSpeech('es'))
    renderInsights({
      patterns: { state: 'insufficient', needed: 1 },
      gutOverTime: gutReady([...strong('2026-11', 3, 1), ...faint('2026-11', 1, 1)]),
    })
    expect(screen.getByText('Haz 1 check-in más para ver tus patrones.')).toBeVisible()
    const section = screen.getByTestId('gut-by-strength')
    expect(section.querySelector('li[data-strength="strong"]')).toHaveTextContent(
      'Aún no hay suficientes: falta 1 resultado más que diga cómo fue',
    )
    expect(section.querySelector('li[data-strength="faint"]')).toHaveTextContent(
      'Aún no hay suficientes: faltan 3 resultados más que digan cómo fue',
    )
    expect(
      screen.getByTestId('gut-strength-chart').querySelector('[data-strength="strong"]'),
    ).toHaveTextContent('Aún nofalta 1')

    renderInsights({ patterns: { state: 'insufficient', needed: 2 } })
    expect(screen.getByText('Haz 2 check-ins más para ver tus patrones.')).toBeVisible()
    expect(screen.getByTestId('gut-trend')).toHaveTextContent(
      'Acertó 6 de 13 veces en septiembre, 14 de 17 en noviembre.',
    )
  })

  it('in German, writes a share as German does, and says the months in German', async () => {
    await act(() => chooseSpeech('de'))
    renderInsights()
    const trust = screen.getByRole('region', { name: 'Vertrauenswert' })
    // German writes a space before the sign (a no-break one, which the queries read as a space).
    expect(within(trust).getByText('75 %')).toBeVisible()
    expect(screen.getByRole('region', { name: 'Den Kreis schließen' })).toHaveTextContent(
      '75 % ging aus, wie dein Bauchgefühl sagte (6 von 8)',
    )
    const table = screen.getByRole('table', { name: /pro Monat/ })
    expect(
      within(table).getByRole('row', { name: 'September 46\u00a0% (6 von 13)' }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('gut-trend')).toHaveTextContent(
      'Im September 6 von 13 Mal richtig, im November 14 von 17.',
    )
  })
})
