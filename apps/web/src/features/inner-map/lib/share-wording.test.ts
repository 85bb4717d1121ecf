import { describe, expect, it } from 'vitest'
import { MIN_JUDGED_FOR_PERCENT, shareWording } from './share-wording'

describe('how a share reads', () => {
  it('gives counts and how many more outcomes below the threshold, a percentage from it', () => {
    expect(shareWording(1, 1)).toEqual({ percent: false, text: '1 of 1', more: 4 })
    expect(shareWording(3, 4)).toEqual({ percent: false, text: '3 of 4', more: 1 })
    expect(shareWording(4, MIN_JUDGED_FOR_PERCENT)).toEqual({ percent: true, text: '80%' })
    expect(shareWording(2, 3 * MIN_JUDGED_FOR_PERCENT)).toEqual({ percent: true, text: '13%' })
  })
})
