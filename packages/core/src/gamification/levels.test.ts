import { describe, expect, it } from 'vitest'
import {
  checkInXp,
  formatLevelProgress,
  LEVEL_NAMES,
  LEVEL_THRESHOLDS,
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
  it('changes level exactly at each threshold', () => {
    LEVEL_THRESHOLDS.forEach((threshold, index) => {
      const level = index + 1
      expect(levelForXp(threshold)).toBe(level)
      if (threshold > 0) expect(levelForXp(threshold - 1)).toBe(level - 1)
      expect(levelThreshold(level)).toBe(threshold)
    })
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

  it('names each level, keeps the last name past the last level and the first below 1', () => {
    LEVEL_NAMES.forEach((name, index) => expect(levelName(index + 1)).toBe(name))
    expect(new Set(LEVEL_NAMES).size).toBe(LEVEL_NAMES.length)
    expect(levelName(LEVEL_NAMES.length + 1)).toBe(LEVEL_NAMES.at(-1))
    expect(levelName(50)).toBe(LEVEL_NAMES.at(-1))
    expect(levelName(0)).toBe(LEVEL_NAMES[0])
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
