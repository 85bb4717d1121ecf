import { describe, expect, it } from 'vitest'
import { achievementFacts, evaluateAchievements, unlockAchievements } from './achievement-unlocks'
import { ACHIEVEMENTS, findAchievement } from './achievements'
import { INITIAL_GAMIFICATION_STATE } from './gamification-state'
import { journal, tapDraft, voiceDraft } from '../test/fixtures'
import { setOutcome } from './outcome-changes'

const NOW = Date.parse('2025-11-10T12:00:00Z')

describe('achievement catalogue', () => {
  it('holds the seven catalogue achievements, then Closing the Loop, with XP and icons', () => {
    expect(
      ACHIEVEMENTS.map(({ id, name, xp, icon, target }) => [id, name, xp, icon, target]),
    ).toEqual([
      ['first_listen', 'First Listen', 10, 'ear', 1],
      ['streak_3', 'Consistent Listener', 30, 'flame', 3],
      ['decision_tracker', 'Decision Tracker', 30, 'target', 1],
      ['pattern_master', 'Pattern Master', 100, 'brain', 5],
      ['gut_honor', 'Gut Honor', 25, 'heart', 1],
      ['trust_builder', 'Trust Builder', 50, 'shield-check', 5],
      ['intuition_master', 'Intuition Master', 150, 'crown', 15],
      ['closing_the_loop', 'Closing the Loop', 25, 'iteration-ccw', 5],
    ])
    expect(findAchievement('streak_3')?.name).toBe('Consistent Listener')
    expect(findAchievement('nope')).toBeUndefined()
  })
})

describe('achievement conditions', () => {
  it('unlocks First Listen at the first check-in, and Gut Honor when it was honored', () => {
    const { state } = journal([{ at: NOW }])
    expect(state.achievements.map((a) => a.id)).toEqual(['first_listen', 'gut_honor'])
    expect(state.totalXP).toBe(10 + 10 + 25)
  })

  it('does not unlock Gut Honor for an ignored gut', () => {
    const { state } = journal([{ at: NOW, draft: tapDraft({ willIgnore: 'yes' }) }])
    expect(state.achievements.map((a) => a.id)).toEqual(['first_listen'])
    expect(state.totalXP).toBe(5 + 10)
  })

  it('unlocks Consistent Listener on a 3-day streak', () => {
    const days = ['2025-11-01', '2025-11-02', '2025-11-03'].map((day) => ({
      at: `${day}T09:00:00Z`,
      draft: tapDraft({ willIgnore: 'yes' }),
    }))
    expect(journal(days.slice(0, 2)).state.achievements.some((a) => a.id === 'streak_3')).toBe(
      false,
    )
    const { state } = journal(days)
    expect(state.achievements.map((a) => a.id)).toEqual(['first_listen', 'streak_3'])
    expect(state.achievements[1]?.unlockedAt).toBe('2025-11-03T09:00:00.000Z')
  })

  it('unlocks Decision Tracker for the first entry with a decision', () => {
    const blank = journal([{ at: NOW, draft: tapDraft({ willIgnore: 'yes', decision: '  ' }) }])
    expect(blank.state.achievements.some((a) => a.id === 'decision_tracker')).toBe(false)
    const { state } = journal([
      { at: NOW, draft: tapDraft({ willIgnore: 'yes', decision: 'Ask for a week to think' }) },
    ])
    expect(state.achievements.some((a) => a.id === 'decision_tracker')).toBe(true)
  })

  it('unlocks Trust Builder at 5 honored and Intuition Master at 15', () => {
    const honored = (count: number) =>
      journal(Array.from({ length: count }, (_, i) => ({ at: NOW + i * 60_000 }))).state
    expect(honored(4).achievements.some((a) => a.id === 'trust_builder')).toBe(false)
    expect(honored(5).achievements.some((a) => a.id === 'trust_builder')).toBe(true)
    expect(honored(14).achievements.some((a) => a.id === 'intuition_master')).toBe(false)
    const fifteen = honored(15)
    expect(fifteen.achievements.some((a) => a.id === 'intuition_master')).toBe(true)
    expect(fifteen.totalXP).toBe(15 * 10 + 10 + 25 + 50 + 150)
  })

  it('unlocks Pattern Master when the fifth outcome is logged', () => {
    let { state, entries } = journal(
      Array.from({ length: 5 }, (_, i) => ({ at: NOW + i * 60_000, draft: voiceDraft() })),
    )
    const before = state.totalXP
    entries.slice(0, 4).forEach((entry) => {
      ;({ state, entries } = setOutcome(state, entries, entry.id, 'It went fine', NOW))
    })
    expect(state.achievements.some((a) => a.id === 'pattern_master')).toBe(false)
    const fifth = setOutcome(state, entries, entries[4]!.id, 'I said no and felt lighter', NOW)
    // Five outcomes, none of them a tracked decision: Pattern Master, not Closing the Loop.
    expect(fifth.earned.achievements.map((a) => a.id)).toEqual(['pattern_master'])
    expect(fifth.state.totalXP).toBe(before + 5 * 5 + 100)
  })

  it('unlocks Closing the Loop for 5 tracked decisions whose outcome was logged, each once', () => {
    let { state, entries } = journal([
      ...Array.from({ length: 6 }, (_, i) => ({
        at: NOW + i * 60_000,
        draft: tapDraft({ decision: `Decision ${i}` }),
      })),
      // An outcome without a decision is Pattern Master's, not a loop closed.
      { at: NOW + 10 * 60_000, draft: voiceDraft() },
    ])
    ;({ state, entries } = setOutcome(state, entries, entries[6]!.id, 'It went fine', NOW))
    const first = entries[0]!.id
    // Logging, removing and logging the same outcome again counts once.
    for (let i = 0; i < 3; i++) {
      ;({ state, entries } = setOutcome(state, entries, first, 'It went fine', NOW))
      entries = entries.map((entry) =>
        entry.id === first ? { ...entry, consequence: null, consequenceDate: null } : entry,
      )
    }
    for (const entry of entries.slice(1, 4)) {
      ;({ state, entries } = setOutcome(state, entries, entry.id, 'It went fine', NOW))
    }
    expect(achievementFacts(state, entries).loopsClosed).toBe(4)
    expect(state.achievements.some((a) => a.id === 'closing_the_loop')).toBe(false)
    const fifth = setOutcome(state, entries, entries[4]!.id, 'Glad I waited', NOW)
    // Also the fifth outcome in the journal (the voice one counts for Pattern Master).
    expect(fifth.earned.achievements.map((a) => a.id)).toEqual([
      'pattern_master',
      'closing_the_loop',
    ])
    expect(fifth.earned).toMatchObject({ outcomeXp: 5, achievementXp: 125, xp: 130 })
  })
})

describe('unlocking', () => {
  it('unlocks each achievement exactly once, however often the rules run', () => {
    const { state, entries } = journal([{ at: NOW }])
    const again = unlockAchievements(state, entries, NOW + 1000)
    expect(again.unlocked).toEqual([])
    expect(again.state).toBe(state)
    expect(state.achievements.filter((a) => a.id === 'first_listen')).toHaveLength(1)
  })

  it('reports what unlocks and the progress toward the rest', () => {
    const { entries } = journal([{ at: NOW }, { at: NOW + 1 }])
    const result = evaluateAchievements(
      { ...INITIAL_GAMIFICATION_STATE, totalCheckins: 2, currentStreak: 1 },
      entries,
      NOW,
    )
    expect(result.unlocked.map((a) => a.id)).toEqual(['first_listen', 'gut_honor'])
    expect(result.unlocked[0]).toEqual({
      id: 'first_listen',
      name: 'First Listen',
      description: 'Complete your first check-in',
      xp: 10,
      unlockedAt: '2025-11-10T12:00:00.000Z',
      icon: 'ear',
    })
    expect(result.progress).toEqual([
      { id: 'streak_3', progress: 1, target: 3, percent: 33 },
      { id: 'decision_tracker', progress: 0, target: 1, percent: 0 },
      { id: 'pattern_master', progress: 0, target: 5, percent: 0 },
      { id: 'trust_builder', progress: 2, target: 5, percent: 40 },
      { id: 'intuition_master', progress: 2, target: 15, percent: 13 },
      { id: 'closing_the_loop', progress: 0, target: 5, percent: 0 },
    ])
  })

  it('takes nothing away when entries are deleted', () => {
    const { state } = journal([{ at: NOW }])
    const result = unlockAchievements(state, [], NOW)
    expect(result.state.achievements.map((a) => a.id)).toEqual(['first_listen', 'gut_honor'])
    expect(result.state.totalXP).toBe(state.totalXP)
  })

  it('counts check-ins from the stored count even after entries were deleted', () => {
    expect(achievementFacts({ totalCheckins: 3, currentStreak: 0 }, []).checkins).toBe(3)
  })
})
