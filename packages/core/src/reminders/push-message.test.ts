import { describe, expect, it } from 'vitest'
import { REMINDER_NOTIFICATIONS } from './push-message'

describe('reminder notifications', () => {
  it('say only what the server can know: no figure, and the weekly one stays generic', () => {
    for (const { title, body } of Object.values(REMINDER_NOTIFICATIONS)) {
      expect(`${title} ${body}`).not.toMatch(/\d|%/)
    }
    // The figures of 'Your gut, over time' are on the phone; the push only points there.
    expect(REMINDER_NOTIFICATIONS.weekly).toMatchObject({
      body: 'See what your gut feelings showed you this week.',
      url: '/insights',
    })
  })
})
