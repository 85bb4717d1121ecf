import { ACHIEVEMENTS } from '@hara/core'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { countIntlMade } from '@/test/intl-made'
import { Celebration } from './celebration'

afterEach(async () => {
  await act(() => speak('en'))
})

const first = ACHIEVEMENTS[0]
const earned = {
  checkInXp: 1000,
  outcomeXp: 0,
  achievementXp: first.xp,
  xp: 1000 + first.xp,
  achievements: [{ ...first, unlockedAt: '2026-12-01T09:00:00.000Z' }],
  levelBefore: 1,
  levelAfter: 2,
  leveledUp: true,
}

describe('the celebration after a save', () => {
  it('writes its XP as the language does, without making an Intl formatter in the save’s frame', async () => {
    await act(() => chooseSpeech('de'))
    const numberFormats = countIntlMade('NumberFormat')
    try {
      render(<Celebration earned={earned} onDone={() => {}} />)
      expect(screen.getByText('+1.000 XP')).toBeVisible()
      expect(screen.getByText(`+${first.xp} XP`)).toBeVisible()
      expect(numberFormats.made()).toBe(0)
    } finally {
      numberFormats.restore()
    }
  })
})
