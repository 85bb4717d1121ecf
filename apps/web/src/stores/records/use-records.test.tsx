import { onlineManager, QueryClient, QueryClientProvider } from '@/lib/query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setActiveUser, setDailyReminders, todayOnDevice } from '@/stores/device'
import { useAchievementBoard } from './achievement-board'
import { saveCheckIn } from './entry-changes'
import { clearRecords } from './database/changes'
import { loadAll } from './database/store'
import { RECENT } from './database/view'
import { fromAnotherTab, signIn, tap } from '@/test/journal-store'
import { useActiveUserId } from '@/stores/device/use-journal'
import {
  useEntries,
  useEntriesBefore,
  useEntriesById,
  useGamification,
  useJournalReady,
  useJournalSummary,
  useLevel,
  useRecentEntries,
  useStreakToday,
  useTimelineEntries,
  useTrustScore,
  useWeekStats,
  useWeekStrip,
} from './use-records'

const draft = {
  mode: 'tap',
  context: 'Health',
  description: 'Skipped the run',
  bodySensation: 'Numb',
  gutFeeling: 'pause',
  willIgnore: 'no',
} as const

/** `useEntries` suspends while the whole journal is read, as the app's routes do. */
const wrapper = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>{children}</Suspense>
)

/** Renders `hook` and waits until the whole journal it suspends on has been read. */
async function renderReading<T>(hook: () => T) {
  const rendered = await act(async () => renderHook(hook, { wrapper }))
  await act(() => loadAll())
  return rendered
}

beforeEach(() => setActiveUser(null))
afterEach(() => {
  onlineManager.setOnline(true)
  setActiveUser(null)
})

describe('journal record hooks', () => {
  it('show the active user and re-render on a save', async () => {
    const { result } = await renderReading(() => ({
      user: useActiveUserId(),
      ready: useJournalReady(),
      entries: useEntries(),
      gamification: useGamification(),
      streak: useStreakToday(),
      level: useLevel(),
      strip: useWeekStrip(),
      week: useWeekStats(),
      trust: useTrustScore(),
      board: useAchievementBoard(),
    }))
    expect(result.current.user).toBeNull()
    expect(result.current.entries).toEqual([])
    expect(result.current.level).toMatchObject({ level: 1, name: 'The Listener' })

    await act(() => signIn('alice'))
    await act(() => loadAll())
    await act(async () => void (await saveCheckIn(draft)))
    expect(result.current.entries).toHaveLength(1)
    expect(result.current.user).toBe('alice')
    expect(result.current.ready).toBe(true)
    expect(result.current.gamification.totalCheckins).toBe(1)
    expect(result.current.streak).toBe(1)
    expect(result.current.level.totalXP).toBe(45)
    expect(result.current.strip.find((day) => day.isToday)).toMatchObject({
      date: todayOnDevice(),
      hasCheckIn: true,
    })
    expect(result.current.week).toEqual({ checkIns: 1, gutHonored: 1, decisionsMade: 0 })
    expect(result.current.trust).toMatchObject({ percent: 100 })
    expect(result.current.board.unlockedCount).toBe(2)
  })

  it('keep the same values between unrelated changes', async () => {
    await act(() => signIn('alice'))
    const { result } = await renderReading(() => useEntries())
    expect(result.current).toEqual([])
    const first = result.current
    act(() => void setDailyReminders(true))
    expect(result.current).toBe(first)
  })

  it('give Home the newest entries and the summary without reading the whole journal', async () => {
    await act(() => signIn('alice'))
    for (let i = 0; i <= RECENT; i++) await saveCheckIn(tap({ description: `Check-in ${i}` }))
    // A new start: only Home's part of the journal is read.
    setActiveUser(null)
    await act(() => signIn('alice'))
    const { result } = renderHook(() => ({
      recent: useRecentEntries(),
      summary: useJournalSummary(),
    }))
    // At least a page of the newest, and every entry of the last seven days (Home's week).
    expect(result.current.recent).toHaveLength(RECENT + 1)
    // Saves within one millisecond are ordered by id, so the newest is among them, not last.
    expect(
      result.current.recent.map((entry) => entry.mode === 'tap' && entry.description),
    ).toContain(`Check-in ${RECENT}`)
    expect(result.current.summary.entries).toBe(RECENT + 1)
  })

  it('give the Timeline the newest entries first, then the whole journal', async () => {
    await act(() => signIn('alice'))
    for (let i = 0; i <= RECENT; i++) await saveCheckIn(tap())
    setActiveUser(null)
    await act(() => signIn('alice'))
    const client = new QueryClient()
    const { result } = renderHook(() => useTimelineEntries(), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    })
    expect(result.current.total).toBe(RECENT + 1)
    await waitFor(() => expect(result.current.entries).toHaveLength(RECENT + 1))
  })

  it('show a change made in another tab at once', async () => {
    await act(() => signIn('alice'))
    await saveCheckIn(draft)
    const { result } = await renderReading(() => ({
      entries: useEntries(),
      gamification: useGamification(),
    }))
    expect(result.current.entries).toHaveLength(1)
    // Another tab clears the journal.
    await act(() => fromAnotherTab('alice', clearRecords, { cleared: true }))
    await waitFor(() => expect(result.current.entries).toEqual([]))
    expect(result.current.gamification.totalXP).toBe(0)
  })

  it('keep the rows and the count read before a change until the new ones are read', async () => {
    await act(() => signIn('alice'))
    const first = (await saveCheckIn(tap({ description: 'First' }))).entry!
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const later = Date.now() + 60_000
    const seen: { rows: string[]; before: number | null }[] = []
    const { result } = renderHook(
      () => {
        const rows = useEntriesById([first.id])
        const before = useEntriesBefore(later)
        const read = {
          rows: rows.map((entry) => (entry.mode === 'tap' ? entry.description : '')),
          before,
        }
        seen.push(read)
        return read
      },
      {
        wrapper: ({ children }) => (
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        ),
      },
    )
    await waitFor(() => expect(result.current).toEqual({ rows: ['First'], before: 1 }))
    const answered = seen.length
    await act(async () => void (await saveCheckIn(tap({ description: 'Second' }))))
    await waitFor(() => expect(result.current.before).toBe(2))
    // Every render between the two answers showed the first answer, never an empty one.
    for (const read of seen.slice(answered)) {
      expect(read.rows).toEqual(['First'])
      expect(read.before).not.toBeNull()
    }
    client.clear()
  })

  it("read a mission's decision offline too: it is on the phone", async () => {
    await act(() => signIn('alice'))
    const saved = (await saveCheckIn(tap({ description: 'Offline' }))).entry!
    onlineManager.setOnline(false)
    const client = new QueryClient()
    const { result } = renderHook(() => useEntriesById([saved.id]), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    })
    await waitFor(() => expect(result.current).toHaveLength(1))
    client.clear()
  })
})
