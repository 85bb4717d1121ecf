import { expect, test } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { quickHonoredCheckIn, quickIgnoredCheckIn } from '../support/check-ins'

test.use({ baseURL: process.env.BASE_URL })

const DEFAULT_FOCUS = /Notice the first flicker in your body/
const DEFAULT_MISSIONS = [
  'Pause before saying yes',
  'Notice one body signal',
  'Honor a no that feels right',
]

test('Home greets by nickname and shows the default focus and missions at first', async ({
  page,
}) => {
  await signedInUser(page, 'Sol')
  await expect(page.getByRole('heading', { name: 'Hi, Sol' })).toBeVisible()
  await expect(page.getByText(DEFAULT_FOCUS)).toBeVisible()
  for (const mission of DEFAULT_MISSIONS) await expect(page.getByText(mission)).toBeVisible()
  await expect(page.getByLabel('0 day streak')).toBeVisible()
  await expect(page.getByText('Days together')).toBeVisible()
  // The orb starts a voice check-in: voice.spec.ts follows it, on a phone with a microphone.
  await expect(page.getByRole('button', { name: 'tap to speak' })).toBeVisible()
})

const DAY = 24 * 60 * 60 * 1000

test('the focus speaks of the journal as it is now; the missions are made from the days before and stay the day’s', async ({
  page,
}) => {
  await signedInUser(page)
  await quickIgnoredCheckIn(page, 'Work', 'Tight chest')
  await quickIgnoredCheckIn(page, 'Work', 'Tight chest')
  await quickHonoredCheckIn(page, 'Health')
  const coachCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/gut-coach'))
      coachCalls.push(request.postDataJSON().type)
  })
  await page.getByRole('link', { name: 'Today' }).click()

  // Two check-ins are an early sign, said as one (ADR 0022).
  const focus = page.getByRole('region', { name: /Today.s focus/ })
  await expect(focus).toContainText(
    'An early sign, from only 2 check-ins: you went against your gut at work in 2 of 2 check-ins',
  )
  await expect(page.getByText(DEFAULT_FOCUS)).toHaveCount(0)

  // The day's missions were made from the days before it (none): today's check-ins tick them
  // off and never replace them.
  const missions = page.getByRole('region', { name: /Today.s missions/ }).getByRole('listitem')
  await expect(missions).toHaveCount(3)
  for (const [i, mission] of DEFAULT_MISSIONS.entries()) {
    await expect(missions.nth(i)).toContainText(mission)
  }
  expect(coachCalls).toEqual(['daily_focus'])

  // Kept for the journal it was made from: coming back asks the coach nothing more.
  await page.reload()
  await expect(focus).toContainText('in 2 of 2 check-ins')
  await expect(missions).toHaveCount(3)
  expect(coachCalls).toEqual(['daily_focus'])

  // One more check-in: the focus is made again from the journal as it is.
  await quickIgnoredCheckIn(page, 'Work', 'Tight chest')
  await page.getByRole('link', { name: 'Today' }).click()
  await expect(focus).not.toContainText('2 of 2')
  await expect(focus).toContainText('3 of 3')
  for (const [i, mission] of DEFAULT_MISSIONS.entries()) {
    await expect(missions.nth(i)).toContainText(mission)
  }
  expect(coachCalls).toEqual(['daily_focus', 'daily_focus'])

  // The next day's missions are the coach's, made from the four check-ins before it.
  await page.clock.install({ time: Date.now() + DAY })
  await page.goto('/home')
  await expect(missions.nth(0)).toContainText('Log how one past check-in turned out')
  await expect(missions.nth(1)).toContainText('Let your gut have a say in one work decision')
  await expect(missions.nth(2)).toContainText('Notice when your tight chest shows up, and name it')
  for (const mission of DEFAULT_MISSIONS) await expect(page.getByText(mission)).toHaveCount(0)
})

test('when the coach fails, Home keeps the default focus and missions', async ({ page }) => {
  await signedInUser(page)
  for (const category of ['Work', 'Health', 'Social']) await quickHonoredCheckIn(page, category)
  await page.route('**/functions/v1/gut-coach', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal_error', message: 'Down for a moment' } }),
    }),
  )
  await page.getByRole('link', { name: 'Today' }).click()
  await expect(page.getByText(DEFAULT_FOCUS)).toBeVisible()
  for (const mission of DEFAULT_MISSIONS) await expect(page.getByText(mission)).toBeVisible()
  // 3 honored check-ins (30 XP) plus First Listen (10) and Gut Honor (25) = 65 XP.
  await expect(page.getByText('65 / 100 XP')).toBeVisible()
  await expect(page.getByLabel('1 day streak')).toBeVisible()
})

test('with the server out of reach, the coach answers on the device', async ({ page }) => {
  await signedInUser(page)
  await quickIgnoredCheckIn(page, 'Work', 'Tight chest')
  await quickIgnoredCheckIn(page, 'Work', 'Tight chest')
  await quickHonoredCheckIn(page, 'Health')
  await page.route('**/functions/v1/gut-coach', (route) => route.abort('internetdisconnected'))
  await page.getByRole('link', { name: 'Today' }).click()
  const focus = page.getByRole('region', { name: /Today.s focus/ })
  await expect(focus).toContainText(
    'An early sign, from only 2 check-ins: you went against your gut at work in 2 of 2 check-ins',
  )
})
