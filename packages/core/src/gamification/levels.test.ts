import { describe, expect, it } from 'vitest'
import {
  checkInXp,
  formatLevelProgress,
  levelForXp,
  levelInfo,
  levelName,
  levelThreshold,
} from './levels'

describe('check-in XP', () => {
  it('is 10 when honored and 5 otherwise', () => {
    expect(checkInXp('no')).toBe(10)
    expect(checkInXp('yes')).toBe(5)
    expect(checkInXp('not-sure')).toBe(5)
    expect(checkInXp(undefined)).toBe(5)
    expect(checkInXp(null)).toBe(5)
  })
})

describe('levels', () => {
  // Each level as a person reaches it: the XP it starts at and its name (docs/product.md#levels).
  const LADDER: [xp: number, level: number, name: string][] = [
    [0, 1, 'The Listener'],
    [100, 2, 'The Aware'],
    [250, 3, 'The Seeker'],
    [500, 4, 'The Trusting'],
    [1000, 5, 'The Intuitive'],
    [1750, 6, 'The Aligned'],
    [2750, 7, 'The Wise'],
    [4000, 8, 'The Centered'],
    [5500, 9, 'The Awakened'],
    [7500, 10, 'The Master'],
    [10_000, 11, 'The Master'],
  ]

  it.each(LADDER)('at %i XP a person becomes level %i, %s', (xp, level, name) => {
    expect(levelInfo(xp)).toMatchObject({ level, name, currentLevelXP: xp })
    expect(levelThreshold(level)).toBe(xp)
    if (xp > 0) expect(levelForXp(xp - 1)).toBe(level - 1)
  })

  it('adds a level every 2000 XP past 10,000, with no upper bound', () => {
    expect(levelForXp(11_999)).toBe(11)
    expect(levelForXp(12_000)).toBe(12)
    expect(levelForXp(13_999)).toBe(12)
    expect(levelForXp(14_000)).toBe(13)
    expect(levelThreshold(12)).toBe(12_000)
    expect(levelThreshold(20)).toBe(28_000)
    expect(levelForXp(1_000_000)).toBe(506)
    expect(levelThreshold(506)).toBe(1_000_000)
  })

  it('treats level 1 and below as 0 XP', () => {
    expect(levelThreshold(1)).toBe(0)
    expect(levelThreshold(0)).toBe(0)
    expect(levelForXp(0)).toBe(1)
  })

  it('keeps the last name past the last named level, and the first below level 1', () => {
    expect(levelName(12)).toBe('The Master')
    expect(levelName(50)).toBe('The Master')
    expect(levelName(0)).toBe('The Listener')
  })
})

describe('level info', () => {
  it('is The Listener, level 1, for 0 to 99 XP', () => {
    expect(levelInfo(0)).toEqual({
      level: 1,
      name: 'The Listener',
      totalXP: 0,
      currentLevelXP: 0,
      nextLevelXP: 100,
      progress: 0,
    })
    expect(levelInfo(99).level).toBe(1)
  })

  it('computes progress exactly as totalXP / nextLevelXP', () => {
    expect(levelInfo(40).progress).toBe(40 / 100)
    expect(levelInfo(150)).toMatchObject({ level: 2, nextLevelXP: 250, progress: 150 / 250 })
    expect(levelInfo(10_500)).toMatchObject({
      level: 11,
      name: 'The Master',
      currentLevelXP: 10_000,
      nextLevelXP: 12_000,
      progress: 10_500 / 12_000,
    })
  })

  it("formats the profile's progress line", () => {
    expect(formatLevelProgress(40)).toBe('40 / 100 XP')
    expect(formatLevelProgress(100)).toBe('100 / 250 XP')
    expect(formatLevelProgress(10_000)).toBe('10000 / 12000 XP')
  })
})
