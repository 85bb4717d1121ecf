import {
  INITIAL_GAMIFICATION_STATE,
  summaryOf,
  type Entry,
  type GamificationState,
} from '@hara/core'
import { saveCheckIn } from '@hara/core/test/list-journal'
import { act, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { achievementBoard } from '@/stores/records/achievement-board'
import { longGoalBoard } from '@/stores/records/long-goal-board'
import { tap } from '@/test/journal-store'
import { plainWords } from '@/test/plain-words'
import { AchievementsScreen } from './achievements-screen'

const DAY = 86_400_000
const START = Date.parse('2026-01-25T09:00:00Z')

/**
 * 120 check-ins over 40 days in a row (25 January to 5 March): every tenth a no the person
 * honored, and 30 outcomes logged, 4 judged by the person in each of the three months.
 */
function buildLongJournal(): { state: GamificationState; entries: Entry[] } {
  let state = INITIAL_GAMIFICATION_STATE
  let entries: Entry[] = []
  for (let i = 0; i < 120; i++) {
    const draft =
      i % 10 === 0 ? tap({ gutFeeling: 'no', willIgnore: 'no' }) : tap({ willIgnore: 'yes' })
    const saved = saveCheckIn(state, entries, draft, {
      id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      now: START + Math.floor(i / 3) * DAY + (i % 3) * 3_600_000,
      timeZone: 'UTC',
    })
    state = saved.state
    entries = saved.entries
  }
  const judgedIn: Record<string, number> = {}
  entries = entries.map((entry, index) => {
    if (index % 4 !== 0) return entry
    const month = entry.day.slice(0, 7)
    const judged = (judgedIn[month] ?? 0) < 4
    if (judged) judgedIn[month] = (judgedIn[month] ?? 0) + 1
    return {
      ...entry,
      consequence: 'It went as I thought',
      consequenceDate: '2026-03-06T10:00:00.000Z',
      ...(judged ? { ownVerdict: 'right' as const } : {}),
    }
  })
  return { state, entries }
}

let built: ReturnType<typeof buildLongJournal> | undefined
const longJournal = () => (built ??= buildLongJournal())

function renderScreen(state: GamificationState, entries: Entry[], streak = 0) {
  const summary = summaryOf(entries)
  render(
    <AchievementsScreen
      board={achievementBoard(state, summary, streak)}
      longGoals={longGoalBoard(state, summary, streak)}
      onBack={() => {}}
    />,
  )
}

const card = (name: RegExp) => screen.getByRole('listitem', { name })

describe('Achievements screen, long goals', () => {
  it('shows the long goals below the seven, under their own heading', () => {
    renderScreen(INITIAL_GAMIFICATION_STATE, [])
    const heading = screen.getByRole('heading', { level: 2, name: 'Long goals' })
    const section = heading.closest('section') as HTMLElement
    const names = within(section)
      .getAllByRole('listitem', { name: /tier/ })
      .map((item) => item.getAttribute('aria-label'))
    expect(names).toEqual([
      'Steady Listener, tier 0 of 3',
      'Keeping the Journal, tier 0 of 3',
      'Seeing It Through, tier 0 of 3',
      'Trusting a No, tier 0 of 3',
      'Knowing Your Gut, tier 0 of 3',
    ])
    expect(screen.getByText('0 of 8 unlocked')).toBeInTheDocument()
    const first = within(section).getByRole('progressbar', {
      name: 'Steady Listener progress toward tier 1',
    })
    expect(first).toHaveAttribute('aria-valuenow', '0')
    expect(first).toHaveAttribute('aria-valuemax', '30')
    expect(within(section).getByText('Check in 30 days in a row')).toBeInTheDocument()
    expect(within(section).queryByText(/XP$/)).toBeNull()
    expect(within(section).getByText(/They earn no XP/)).toBeInTheDocument()
  })

  it('shows the tier reached, the next target and the progress toward it', () => {
    const { state, entries } = longJournal()
    renderScreen(state, entries)
    const expected = [
      [/^Steady Listener/, 'Next: Check in 60 days in a row', '40 / 60 · 66%'],
      [/^Keeping the Journal/, 'Next: Complete 250 check-ins', '120 / 250 · 48%'],
      [/^Seeing It Through/, 'Next: Log the outcome of 50 check-ins', '30 / 50 · 60%'],
      [/^Trusting a No/, "Next: Honor your gut's no 25 times", '12 / 25 · 48%'],
      [
        /^Knowing Your Gut/,
        'Next: Say whether your gut was right on 3 outcomes a month, in 6 months',
        '3 / 6 · 50%',
      ],
    ] as const
    for (const [name, next, progress] of expected) {
      const item = card(name)
      expect(item).toHaveAttribute('aria-label', expect.stringMatching(/, tier 1 of 3$/))
      expect(within(item).getByText('Tier 1 of 3')).toBeInTheDocument()
      expect(within(item).getByText(next)).toBeInTheDocument()
      expect(within(item).getByText(progress)).toBeInTheDocument()
      const tiers = within(item).getByRole('list', { name: /tiers$/ })
      const [reached, ...rest] = within(tiers).getAllByRole('listitem')
      expect(reached).toHaveTextContent(/, reached$/)
      for (const tier of rest) expect(tier).toHaveTextContent(/, not yet$/)
    }
    expect(within(card(/^Steady Listener/)).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '40',
    )
  })

  it('says when every tier is reached, and shows no bar then', () => {
    const state = { ...INITIAL_GAMIFICATION_STATE, totalCheckins: 640 }
    renderScreen(state, [])
    const item = card(/^Keeping the Journal/)
    expect(item).toHaveAttribute(
      'aria-label',
      'Keeping the Journal, tier 3 of 3, every tier reached',
    )
    expect(within(item).getByText('Every tier reached. Complete 500 check-ins')).toBeInTheDocument()
    expect(within(item).queryByRole('progressbar')).toBeNull()
  })

  it('keeps the seven as they were: XP, lock and progress', () => {
    const { state, entries } = longJournal()
    renderScreen(state, entries)
    const unlocked = card(/^Intuition Master/)
    expect(unlocked).toHaveAttribute('aria-label', 'Intuition Master, locked')
    expect(within(unlocked).getByText('+150 XP')).toBeInTheDocument()
    expect(within(unlocked).getByText('12 / 15 · 80%')).toBeInTheDocument()
    expect(card(/^First Listen/)).toHaveAttribute('aria-label', 'First Listen, unlocked')
  })

  it('says how Closing the Loop differs from Pattern Master', () => {
    renderScreen(INITIAL_GAMIFICATION_STATE, [])
    const closing = card(/^Closing the Loop/)
    expect(closing).toHaveTextContent('Come back to log how 5 tracked decisions turned out')
    expect(closing).toHaveTextContent('Only decisions you tracked at a check-in')
    expect(card(/^Pattern Master/)).toHaveTextContent('Every outcome counts')
  })

  it('with one check-in: First Listen unlocked, one of eight, the rest with their progress', () => {
    const { state, entries } = saveCheckIn(
      INITIAL_GAMIFICATION_STATE,
      [],
      tap({ gutFeeling: 'pause', willIgnore: 'not-sure' }),
      { id: '00000000-0000-4000-8000-000000000001', now: START, timeZone: 'UTC' },
    )
    renderScreen(state, entries, 1)
    expect(screen.getByText('1 of 8 unlocked')).toBeInTheDocument()
    expect(card(/^First Listen/)).toHaveAttribute('aria-label', 'First Listen, unlocked')
    expect(card(/^Trust Builder/)).toHaveTextContent('0 / 5 · 0%')
    expect(card(/^Consistent Listener/)).toHaveTextContent('1 / 3 · 33%')
  })

  it('in the test language, leaves no word untranslated', async () => {
    const { state, entries } = longJournal()
    await act(() => chooseSpeech('pseudo'))
    try {
      renderScreen(state, entries)
      expect(plainWords()).toEqual([])
    } finally {
      await act(() => speak('en'))
    }
  })

  it('in Spanish, names the goals and counts their tiers in Spanish', async () => {
    const { state, entries } = longJournal()
    await act(() => chooseSpeech('es'))
    try {
      renderScreen(state, entries)
      const item = card(/^Fiel al diario/)
      expect(within(item).getByText('Siguiente: Completa 250 check-ins')).toBeInTheDocument()
      expect(card(/^Conocer tu intuición/)).toHaveTextContent(
        'Di si tu intuición acertó en 3 resultados al mes, durante 6 meses',
      )
      expect(screen.getByText('Primera escucha')).toBeInTheDocument()
    } finally {
      await act(() => speak('en'))
    }
  })
})
