import {
  COACH_JOURNAL_ENTRIES,
  createEntry,
  dayPlanOf,
  INITIAL_GAMIFICATION_STATE,
  type CoachEntry,
  type DayPlan,
} from '@hara/core'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActiveUser, todayOnDevice } from '@/stores/device'
import {
  dayPlansToSync,
  getEntries,
  getGamification,
  getRecordsView,
  keepDayPlans,
} from '@/stores/records'
import { saveCheckIn, setOutcome } from '@/stores/records/entry-changes'
import { mergeIntoJournal } from '@/stores/records/whole-journal'
import { signIn, tap, voice } from '@/test/journal-store'
import { recordNetwork, type RecordedCall } from '@/test/network'
import { renderWithProviders } from '@/test/render'
import { useDayPlan } from './day-plan'

/**
 * Home's focus and missions (the day's plan, ADR 0068) on the real journal store, with the
 * server's coach answered at the network boundary: when it is asked, what is kept for the day,
 * what another phone's plan does, and what shows when the coach fails.
 */

const DEFAULT_FOCUS = /Notice the first flicker in your body/
const DEFAULT_MISSIONS = [
  'Pause before saying yes',
  'Notice one body signal',
  'Honor a no that feels right',
]
const HOUR = 3_600_000
const DAY = 24 * HOUR
const NOW = new Date('2026-11-18T15:00:00')

function Today() {
  const { focus, missions } = useDayPlan('Mira')
  return (
    <>
      <p data-testid="focus">{focus.loading ? 'loading' : focus.text}</p>
      <ul aria-label="missions">
        {missions.items.map((mission) => (
          <li key={mission.id}>{mission.title}</li>
        ))}
      </ul>
    </>
  )
}

/**
 * The coach as the server answers the day's plan (one request, ADR 0082): a focus naming how
 * many check-ins it read, three missions.
 */
function coachAnswers(call: RecordedCall): Response {
  const { type, entries } = call.body as { type: string; entries: unknown[] }
  if (type !== 'day_plan')
    return Response.json({ error: { code: 'x', message: type } }, { status: 500 })
  return Response.json({
    focus: `Read ${entries.length} check-ins.`,
    missions: [1, 2, 3].map((n) => ({
      id: `m${n}`,
      title: `Mission ${n} from ${entries.length} check-ins`,
      description: 'Do it today.',
      category: 'awareness',
    })),
  })
}

const asked = (calls: RecordedCall[], type: string) =>
  calls.filter((call) => (call.body as { type: string }).type === type).length
const missionTitles = () => screen.getAllByRole('listitem').map((item) => item.textContent)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  setActiveUser('mira')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  setActiveUser(null)
})

/** A check-in saved at `at` on the phone's clock, which then goes back to now. */
async function checkInAt(at: number) {
  vi.setSystemTime(at)
  const { write } = await saveCheckIn(tap())
  expect(write.ok).toBe(true)
  vi.setSystemTime(NOW)
}

/** Three check-ins on the days before today, and `today` more this morning. */
async function journal({ today = 0 } = {}) {
  for (const daysBack of [3, 2, 1]) await checkInAt(NOW.getTime() - daysBack * DAY)
  for (let i = 0; i < today; i++) await checkInAt(NOW.getTime() - (i + 1) * HOUR)
}

describe("Home's focus and missions", () => {
  it('start from the defaults with an empty journal, and ask the coach nothing', async () => {
    const calls = recordNetwork(coachAnswers)
    renderWithProviders(<Today />)
    await waitFor(() => expect(screen.getByTestId('focus')).toHaveTextContent(DEFAULT_FOCUS))
    expect(missionTitles()).toEqual(DEFAULT_MISSIONS)
    expect(calls).toEqual([])
  })

  it("are the coach's for the journal, asked once, and kept for the day", async () => {
    await journal()
    const calls = recordNetwork(coachAnswers)
    const { unmount } = renderWithProviders(<Today />)
    await waitFor(() => expect(screen.getByTestId('focus')).toHaveTextContent('Read 3 check-ins.'))
    await waitFor(() => expect(missionTitles()[0]).toBe('Mission 1 from 3 check-ins'))
    expect(asked(calls, 'day_plan')).toBe(1)

    // Coming back (a reload, another visit) shows what was kept and asks nothing.
    unmount()
    renderWithProviders(<Today />)
    expect(screen.getByTestId('focus')).toHaveTextContent('Read 3 check-ins.')
    expect(missionTitles()[0]).toBe('Mission 1 from 3 check-ins')
    expect(calls).toHaveLength(1)
  })

  it('stay as first shown all day: a check-in today and an outcome on an old check-in change neither', async () => {
    await journal()
    const calls = recordNetwork(coachAnswers)
    renderWithProviders(<Today />)
    await waitFor(() => expect(missionTitles()[0]).toBe('Mission 1 from 3 check-ins'))
    await waitFor(() => expect(screen.getByTestId('focus')).toHaveTextContent('Read 3'))

    await act(() => checkInAt(NOW.getTime() - HOUR))
    const [oldest] = await getEntries()
    await act(async () => {
      expect((await setOutcome(oldest!.id, 'It went badly', 'hard-to-say')).changed).toBe(true)
    })
    expect(screen.getByTestId('focus')).toHaveTextContent('Read 3 check-ins.')
    expect(missionTitles()[0]).toBe('Mission 1 from 3 check-ins')
    expect(asked(calls, 'day_plan')).toBe(1)
  })

  it("the next day's are made again, from the journal as it stands then", async () => {
    await journal({ today: 1 })
    const calls = recordNetwork(coachAnswers)
    const { unmount } = renderWithProviders(<Today />)
    await waitFor(() => expect(missionTitles()[0]).toBe('Mission 1 from 4 check-ins'))
    unmount()

    await checkInAt(NOW.getTime() + HOUR)
    vi.setSystemTime(NOW.getTime() + DAY)
    renderWithProviders(<Today />)
    await waitFor(() => expect(missionTitles()[0]).toBe('Mission 1 from 5 check-ins'))
    expect(asked(calls, 'day_plan')).toBe(2)
  })

  it("are the other phone's when it showed its plan for the day first, as the sync brings it", async () => {
    await journal()
    recordNetwork(coachAnswers)
    renderWithProviders(<Today />)
    await waitFor(() => expect(screen.getByTestId('focus')).toHaveTextContent('Read 3'))
    const earlier: DayPlan = dayPlanOf(
      todayOnDevice(),
      new Date(NOW.getTime() - HOUR).toISOString(),
      'Shown first on the other phone.',
      [
        {
          id: 'other-0',
          title: 'The other phone’s mission',
          category: 'Body',
          goal: { kind: 'signal' },
        },
      ],
    )
    // The plan another phone's gamification record brings, kept as record sync keeps it
    // (record-apply.ts; the two phones end to end: e2e/tests/home.spec.ts).
    await act(async () => {
      expect((await keepDayPlans([earlier])).today).toEqual(earlier)
    })
    await waitFor(() =>
      expect(screen.getByTestId('focus')).toHaveTextContent('Shown first on the other phone.'),
    )
    expect(missionTitles()).toEqual(['The other phone’s mission'])
    // Sent on as this phone's too; the journal's own state holds no words of it.
    expect(dayPlansToSync(getGamification()).dayPlans).toEqual([earlier])
    expect(getGamification()).not.toHaveProperty('dayPlans')
  })

  it('are the starting ones while the days before hold under 3 check-ins, whatever today brings; older ones brought in make the coach’s', async () => {
    const calls = recordNetwork(coachAnswers)
    const { unmount } = renderWithProviders(<Today />)
    await waitFor(() => expect(screen.getByTestId('focus')).toHaveTextContent(DEFAULT_FOCUS))
    // Today's own check-ins leave them for the day: a mission just done never vanishes.
    for (let i = 1; i <= 3; i++) await act(() => checkInAt(NOW.getTime() - i * HOUR))
    expect(missionTitles()).toEqual(DEFAULT_MISSIONS)
    expect(calls).toEqual([])
    expect(dayPlansToSync(getGamification())).not.toHaveProperty('dayPlans')
    unmount()

    // Older check-ins come in (an import, a restore): the coach's, from the whole journal.
    for (const daysBack of [3, 2, 1]) await checkInAt(NOW.getTime() - daysBack * DAY)
    renderWithProviders(<Today />)
    await waitFor(() => expect(missionTitles()[0]).toBe('Mission 1 from 6 check-ins'))
  })

  it('are made from the newest 1,000 check-ins, sent once, in the coach’s form', async () => {
    // A journal longer than what the coach reads, every third a voice check-in with the
    // coach's words on it (an import brings it, as a phone of years would hold it).
    const entries = Array.from({ length: COACH_JOURNAL_ENTRIES + 5 }, (_, i) =>
      createEntry(i % 3 ? tap({ description: `Check-in ${i}` }) : voice({ aiInsights: 'Words' }), {
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        now: NOW.getTime() - (COACH_JOURNAL_ENTRIES + 5 - i) * HOUR,
        timeZone: 'UTC',
      }),
    )
    const imported = await mergeIntoJournal({
      entries,
      deletedEntries: [],
      gamification: INITIAL_GAMIFICATION_STATE,
    })
    expect(imported.write.ok).toBe(true)
    // A new start: the journal is read afresh, Home's part of it first.
    setActiveUser(null)
    await signIn('mira')
    const calls = recordNetwork(coachAnswers)
    renderWithProviders(<Today />)
    await waitFor(() =>
      expect(screen.getByTestId('focus')).toHaveTextContent(
        `Read ${COACH_JOURNAL_ENTRIES} check-ins.`,
      ),
    )
    const sent = calls.map((call) => (call.body as { entries: CoachEntry[] }).entries)
    // Sent once, for the focus and the missions together.
    expect(sent).toHaveLength(1)
    const newestFirst = entries.slice(5).reverse()
    expect(sent[0]!.map((entry) => entry.timestamp)).toEqual(newestFirst.map((e) => e.timestamp))
    expect(sent[0]!.filter((entry) => entry.mode === 'voice').length).toBeGreaterThan(300)
    expect(JSON.stringify(sent[0])).not.toContain('aiInsights')
    // Read without the journal before them.
    expect(getRecordsView().all).toBeNull()
  })

  it('keep the defaults when the coach fails', async () => {
    await journal()
    const calls = recordNetwork(() =>
      Response.json(
        { error: { code: 'internal_error', message: 'Down for a moment' } },
        { status: 500 },
      ),
    )
    renderWithProviders(<Today />)
    await waitFor(() => expect(calls).toHaveLength(1))
    await waitFor(() => expect(screen.getByTestId('focus')).toHaveTextContent(DEFAULT_FOCUS))
    expect(missionTitles()).toEqual(DEFAULT_MISSIONS)
  })

  it('are answered on the phone, by the same engine, when the server cannot be reached', async () => {
    await journal()
    const calls = recordNetwork(() => {
      throw new TypeError('Failed to fetch')
    })
    renderWithProviders(<Today />)
    await waitFor(
      () => expect(screen.getByTestId('focus')).not.toHaveTextContent(/loading|Notice the first/),
      { timeout: 10_000 },
    )
    // The engine's own words for this journal, as the server would have said them.
    expect(screen.getByTestId('focus')).toHaveTextContent('You have 3 check-ins so far')
    await waitFor(() => expect(missionTitles()).not.toEqual(DEFAULT_MISSIONS))
    expect(calls).toEqual([])
  })
})
