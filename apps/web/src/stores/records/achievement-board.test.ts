import {
  EMPTY_SUMMARY,
  INITIAL_GAMIFICATION_STATE,
  summaryOf,
  type Entry,
  type GamificationState,
} from '@hara/core'
import { saveCheckIn } from '@hara/core/test/list-journal'
import { describe, expect, it } from 'vitest'
import { achievementBoard, recentAchievements } from './achievement-board'
import { tap } from '@/test/journal-store'

const NOW = Date.parse('2025-11-10T12:00:00Z')

/** The journal after one honored tap check-in at `at`, saved as the check-in flow saves it. */
function journal([first]: readonly [{ at: number }]): {
  state: GamificationState
  entries: Entry[]
} {
  const saved = saveCheckIn(INITIAL_GAMIFICATION_STATE, [], tap(), {
    id: '00000000-0000-4000-8000-000000000001',
    now: first.at,
    timeZone: 'UTC',
  })
  return { state: saved.state, entries: saved.entries }
}

describe('achievement board', () => {
  it('lists every achievement with its unlock state and progress', () => {
    const { state, entries } = journal([{ at: NOW }])
    const board = achievementBoard(state, summaryOf(entries))
    expect(board).toMatchObject({ unlockedCount: 2, total: 8, percent: 25 })
    expect(board.cards[0]).toMatchObject({
      id: 'first_listen',
      unlocked: true,
      unlockedAt: '2025-11-10T12:00:00.000Z',
      progress: { progress: 1, target: 1, percent: 100 },
    })
    expect(board.cards[1]).toMatchObject({
      id: 'streak_3',
      unlocked: false,
      unlockedAt: null,
      progress: { progress: 1, target: 3, percent: 33 },
    })
  })

  it('shows the progress of a broken streak as 0 when given the streak shown today', () => {
    const { state, entries } = journal([{ at: NOW }])
    expect(achievementBoard(state, summaryOf(entries), 0).cards[1]?.progress.progress).toBe(0)
  })

  it('keeps an unlocked achievement at 100% when its count went down', () => {
    const { state } = journal([{ at: NOW }])
    const board = achievementBoard(state, EMPTY_SUMMARY)
    expect(board.cards.find((card) => card.id === 'gut_honor')?.progress.percent).toBe(100)
  })
})

describe('recent achievements', () => {
  it('returns the three most recent, newest first', () => {
    const achievement = (id: string, unlockedAt: string) => ({
      id,
      name: id,
      description: '',
      xp: 1,
      icon: 'ear',
      unlockedAt,
    })
    const list = [
      achievement('a', '2025-11-01T00:00:00.000Z'),
      achievement('b', '2025-11-04T00:00:00.000Z'),
      achievement('c', '2025-11-02T00:00:00.000Z'),
      achievement('d', '2025-11-03T00:00:00.000Z'),
    ]
    expect(recentAchievements(list).map((a) => a.id)).toEqual(['b', 'd', 'c'])
    expect(recentAchievements(list, 1).map((a) => a.id)).toEqual(['b'])
  })
})
