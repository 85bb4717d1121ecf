import { dayPlanOf, type CoachMission, type Language } from '@hara/core'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { speak } from '@/i18n/language'
import { setActiveUser, todayOnDevice } from '@/stores/device'
import { dayPlansToSync, getGamification, keepDayPlans } from '@/stores/records'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { tap } from '@/test/journal-store'
import { recordNetwork, type RecordedCall } from '@/test/network'
import { renderWithProviders } from '@/test/render'
import { useMissionProgress } from '../lib/use-mission-progress'
import { useDayPlan } from './day-plan'

/**
 * Home's plan in the language Hara speaks (ADR 0082): made once in one language, shown in the
 * words of the language spoken, the same missions, ids, goals and progress in each.
 */

const HOUR = 3_600_000
const DAY = 24 * HOUR
const NOW = new Date('2026-11-18T15:00:00')

function Today() {
  const { focus, missions } = useDayPlan('Mira')
  const items = useMissionProgress(missions.items)
  return (
    <>
      <p data-testid="focus">{focus.loading ? 'loading' : focus.text}</p>
      <ul aria-label="missions">
        {items.map((mission) => (
          <li key={mission.id} data-id={mission.id}>
            {mission.title}
            {mission.done ? ' ✓' : ''}
          </li>
        ))}
      </ul>
    </>
  )
}

const FOCUS: Record<Language, string> = {
  en: 'Pause at work.',
  es: 'Haz una pausa en el trabajo.',
  de: 'Halte bei der Arbeit inne.',
}
const TITLES: Record<Language, string[]> = {
  en: ['Check in once', 'Notice one body signal', 'Speak one check-in'],
  es: ['Registra un momento', 'Fíjate en una señal del cuerpo', 'Di un momento en voz alta'],
  de: ['Halte einen Moment fest', 'Bemerke ein Körpersignal', 'Sprich einen Moment ein'],
}
const GOALS: CoachMission['goal'][] = [{ kind: 'check-in' }, { kind: 'signal' }, { kind: 'voice' }]

/** The server's coach: the plan in the language asked, with the others' words beside it. */
function coachAnswers(call: RecordedCall): Response {
  const { type, language = 'en' } = call.body as { type: string; language?: Language }
  if (type !== 'day_plan')
    return Response.json({ error: { code: 'x', message: type } }, { status: 500 })
  const others = (['en', 'es', 'de'] as const).filter((other) => other !== language)
  return Response.json({
    focus: FOCUS[language],
    missions: TITLES[language].map((title, i) => ({
      title,
      category: 'Awareness',
      goal: GOALS[i],
    })),
    words: Object.fromEntries(
      others.map((other) => [other, { focus: FOCUS[other], missions: TITLES[other] }]),
    ),
  })
}

const shown = () =>
  screen.getAllByRole('listitem').map((item) => [item.dataset.id, item.textContent])

async function checkInAt(at: number) {
  vi.setSystemTime(at)
  expect((await saveCheckIn(tap())).write.ok).toBe(true)
  vi.setSystemTime(NOW)
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  setActiveUser('mira')
  for (const daysBack of [3, 2, 1]) await checkInAt(NOW.getTime() - daysBack * DAY)
})
afterEach(async () => {
  await act(() => speak('en'))
  vi.unstubAllGlobals()
  vi.useRealTimers()
  setActiveUser(null)
})

describe("Home's plan in another language", () => {
  it('shows the words of the language spoken, the same missions and progress, asking nothing again', async () => {
    const calls = recordNetwork(coachAnswers)
    renderWithProviders(<Today />)
    await waitFor(() => expect(screen.getByTestId('focus')).toHaveTextContent(FOCUS.en))
    // Asked once, for the focus and the missions, in the language spoken.
    expect(calls.map((call) => (call.body as { type: string }).type)).toEqual(['day_plan'])
    expect(calls[0]!.body).toMatchObject({ language: 'en', userName: 'Mira' })
    await act(() => checkInAt(NOW.getTime() - HOUR))
    await waitFor(() => expect(shown()[0]![1]).toBe('Check in once ✓'))
    // What today's check-in did, in English, is what shows in each language.
    const english = shown()
    expect(english.map(([, text]) => text)).toEqual([
      'Check in once ✓',
      'Notice one body signal ✓',
      'Speak one check-in',
    ])
    const synced = dayPlansToSync(getGamification()).dayPlans

    await act(() => speak('es'))
    expect(screen.getByTestId('focus')).toHaveTextContent(FOCUS.es)
    expect(shown()).toEqual([
      [english[0]![0], 'Registra un momento ✓'],
      [english[1]![0], 'Fíjate en una señal del cuerpo ✓'],
      [english[2]![0], 'Di un momento en voz alta'],
    ])
    await act(() => speak('de'))
    expect(screen.getByTestId('focus')).toHaveTextContent(FOCUS.de)
    expect(shown().map(([, title]) => title)).toEqual([
      'Halte einen Moment fest ✓',
      'Bemerke ein Körpersignal ✓',
      'Sprich einen Moment ein',
    ])
    // The plan itself is as made: the same one kept and sent on, and the coach not asked again.
    expect(dayPlansToSync(getGamification()).dayPlans).toEqual(synced)
    expect(synced?.[0]).toMatchObject({ language: 'en', focus: FOCUS.en })
    expect(calls).toHaveLength(1)
  })

  it('made in German, shows in English from its own English words, and keeps them across a start', async () => {
    await act(() => speak('de'))
    const calls = recordNetwork(coachAnswers)
    const { unmount } = renderWithProviders(<Today />)
    await waitFor(() => expect(screen.getByTestId('focus')).toHaveTextContent(FOCUS.de))
    expect(calls[0]!.body).toMatchObject({ type: 'day_plan', language: 'de' })
    unmount()

    await act(() => speak('en'))
    renderWithProviders(<Today />)
    expect(screen.getByTestId('focus')).toHaveTextContent(FOCUS.en)
    expect(shown().map(([, title]) => title)).toEqual(TITLES.en)
    expect(calls).toHaveLength(1)
  })

  it('another phone’s plan, shown first, shows in this phone’s language; one without words shows as written', async () => {
    recordNetwork(coachAnswers)
    await act(() => speak('es'))
    renderWithProviders(<Today />)
    await waitFor(() => expect(screen.getByTestId('focus')).toHaveTextContent(FOCUS.es))
    const missions = TITLES.de.map((title, i) => ({
      id: `other-${i}`,
      title,
      category: 'Awareness',
      goal: GOALS[i],
    }))
    const earlier = dayPlanOf(
      todayOnDevice(),
      new Date(NOW.getTime() - HOUR).toISOString(),
      FOCUS.de,
      missions,
      'de',
      {
        es: { focus: FOCUS.es, missions: TITLES.es },
      },
    )
    await act(async () => {
      expect((await keepDayPlans([earlier])).today).toEqual(earlier)
    })
    await waitFor(() => expect(shown()[0]![0]).toBe('other-0'))
    expect(screen.getByTestId('focus')).toHaveTextContent(FOCUS.es)
    expect(shown().map(([, title]) => title)).toEqual(TITLES.es)

    // An older version's plan has neither language nor words: it shows as it was written.
    const older = dayPlanOf(
      todayOnDevice(),
      new Date(NOW.getTime() - 2 * HOUR).toISOString(),
      FOCUS.en,
      missions,
    )
    await act(() => keepDayPlans([older]))
    await waitFor(() => expect(screen.getByTestId('focus')).toHaveTextContent(FOCUS.en))
    expect(shown().map(([, title]) => title)).toEqual(TITLES.de)
  })
})
