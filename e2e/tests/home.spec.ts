import { expect, test } from '../support/fixtures'
import { daysAgo } from '../support/journal-file'
import { countCoachRequests } from '../support/journal'

/**
 * Home's focus and missions come from the server's coach, for the journal on the phone. When
 * they are asked, what is kept, and what shows when the coach fails or cannot be reached are
 * proven on the hooks (apps/web/src/features/home/api/daily-coach.test.tsx); the coach's words
 * in packages/coach.
 */

const DEFAULT_FOCUS = /Notice the first flicker in your body/
const DEFAULT_MISSIONS =
  /Pause before saying yes|Notice one body signal|Honor a no that feels right/

test.use({
  journal: {
    checkIns: [
      { ...daysAgo(3), context: 'Health', signal: 'Expanding warmth', gut: 'yes', honored: true },
      { ...daysAgo(2), context: 'Work', signal: 'Tight chest', honored: false, decision: null },
      { ...daysAgo(1), context: 'Work', signal: 'Tight chest', honored: false, decision: null },
    ],
  },
  startAt: '/profile',
})

test("Home shows the server coach's focus and missions for the journal, asks once; a mission and the orb lead to where they are done", async ({
  signedInPage: page,
}) => {
  await expect(page.getByRole('heading', { name: 'Mira' })).toBeVisible()
  const requests = countCoachRequests(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click()

  const focus = page.getByRole('region', { name: /Today.s focus/ })
  const missions = page.getByRole('region', { name: /Today.s missions/ }).getByRole('listitem')
  await expect(focus.getByRole('paragraph')).toContainText('at work')
  await expect(page.getByText(DEFAULT_FOCUS)).toHaveCount(0)
  await expect(missions).toHaveCount(3)
  await expect(missions.first()).toContainText('Log how one past check-in turned out')
  await expect(missions.filter({ hasText: DEFAULT_MISSIONS })).toHaveCount(0)
  await expect.poll(() => ({ ...requests })).toEqual({ daily_focus: 1, mission_generation: 1 })

  // Kept for the journal they were made from: a reload asks the coach nothing more.
  const words = await focus.getByRole('paragraph').textContent()
  await page.reload()
  await expect(focus.getByRole('paragraph')).toHaveText(words!)
  await expect(missions.first()).toContainText('Log how one past check-in turned out')
  expect({ ...requests }).toEqual({ daily_focus: 1, mission_generation: 1 })

  await missions
    .filter({ hasText: 'Let your gut have a say in one work decision' })
    .getByRole('link')
    .click()
  await expect(page).toHaveURL(/\/check-in\?mode=tap$/)

  // The orb starts a voice check-in. This phone has no microphone, so that screen turns back
  // to Home soon after it opens: wait for the navigation itself (voice.spec.ts goes on from it).
  await page.goBack()
  await Promise.all([
    page.waitForURL(/\/check-in\?mode=voice$/),
    page.getByRole('button', { name: 'tap to speak' }).click(),
  ])
})
