import { describe, expect, it } from 'vitest'
import {
  gamificationStateSchema,
  INITIAL_GAMIFICATION_STATE,
  readGamificationState,
} from './gamification-state'
import { journal } from '../test/fixtures'

describe('gamification state', () => {
  it('starts at zero', () => {
    expect(INITIAL_GAMIFICATION_STATE).toEqual({
      totalXP: 0,
      totalCheckins: 0,
      currentStreak: 0,
      lastCheckInDate: null,
      achievements: [],
      carriedXp: 0,
      carriedCheckins: 0,
      carriedStreak: [],
    })
    expect(gamificationStateSchema.parse(INITIAL_GAMIFICATION_STATE)).toEqual(
      INITIAL_GAMIFICATION_STATE,
    )
  })

  it('reads what it wrote without changes', () => {
    const { state } = journal([{ at: '2025-11-03T08:00:00Z' }])
    expect(readGamificationState(JSON.stringify(state), 'UTC')).toEqual({
      value: state,
      problem: null,
      migrated: false,
    })
  })

  it('reads no text as the initial state', () => {
    expect(readGamificationState(null, 'UTC')).toEqual({
      value: INITIAL_GAMIFICATION_STATE,
      problem: null,
      migrated: false,
    })
  })

  it('reports text that is not JSON or not an object', () => {
    expect(readGamificationState('{"totalXP": 1', 'UTC').problem).toBe('invalid-json')
    expect(readGamificationState('[]', 'UTC').problem).toBe('wrong-shape')
  })

  it('upgrades an older state: toDateString day, emoji icons, locked entries, numeric text', () => {
    const older = {
      totalXP: '120',
      totalCheckins: 7,
      currentStreak: 2,
      lastCheckInDate: 'Mon Nov 03 2025',
      achievements: [
        {
          id: 'first_listen',
          name: 'First',
          description: '',
          xp: 10,
          icon: '👂',
          unlockedAt: 1_762_160_400_000,
        },
        { id: 'streak_3', unlocked: false },
        { id: 'gut_honor' },
        { id: 'first_listen', unlockedAt: '2025-12-01T00:00:00.000Z' },
      ],
    }
    const read = readGamificationState(JSON.stringify(older), 'UTC')
    expect(read.problem).toBeNull()
    expect(read.migrated).toBe(true)
    expect(read.value).toEqual({
      totalXP: 120,
      totalCheckins: 7,
      currentStreak: 2,
      lastCheckInDate: '2025-11-03',
      achievements: [
        {
          id: 'first_listen',
          name: 'First Listen',
          description: 'Complete your first check-in',
          xp: 10,
          icon: 'ear',
          unlockedAt: '2025-11-03T09:00:00.000Z',
        },
        {
          id: 'gut_honor',
          name: 'Gut Honor',
          description: 'Honor your gut for the first time',
          xp: 25,
          icon: 'heart',
          unlockedAt: '1970-01-01T00:00:00.000Z',
        },
      ],
    })
  })

  it('keeps every readable field of a partly bad state and reports the rest', () => {
    const read = readGamificationState(
      JSON.stringify({
        totalXP: 340,
        totalCheckins: 'many',
        currentStreak: -1,
        lastCheckInDate: 'the other day',
        achievements: [
          { id: 'first_listen', unlockedAt: 'never' },
          { id: 'gut_honor', unlockedAt: '2025-11-03T09:00:00.000Z' },
          { id: 'custom', name: 'Custom', description: 'x', xp: 5, icon: 'star', unlockedAt: 0 },
          { id: 'broken', unlockedAt: 0 },
          'junk',
        ],
      }),
      'UTC',
    )
    expect(read.problem).toBe('partly-invalid')
    expect(read.value).toMatchObject({ totalXP: 340, totalCheckins: 0, currentStreak: 0 })
    expect(read.value.lastCheckInDate).toBeNull()
    expect(read.value.achievements.map((a) => a.id)).toEqual(['gut_honor', 'custom'])
  })

  it('reports an achievements value that is not a list', () => {
    const read = readGamificationState(JSON.stringify({ totalXP: 10, achievements: 'x' }), 'UTC')
    expect(read).toMatchObject({
      problem: 'partly-invalid',
      value: { totalXP: 10, achievements: [] },
    })
  })

  it('fills missing fields quietly', () => {
    const read = readGamificationState(JSON.stringify({ totalXP: 10.7 }), 'UTC')
    expect(read).toMatchObject({
      problem: null,
      migrated: true,
      value: { totalXP: 10, totalCheckins: 0 },
    })
  })
})
