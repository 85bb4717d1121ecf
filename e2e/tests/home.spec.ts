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

test('after 3 check-ins, the focus names your own context and the missions are the coach’s', async ({
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

  const missions = page.getByRole('region', { name: /Today.s missions/ }).getByRole('listitem')
  await expect(missions).toHaveCount(3)
  await expect(missions.nth(0)).toContainText('Log how one past check-in turned out')
  await expect(missions.nth(1)).toContainText('Let your gut have a say in one work decision')
  await expect(missions.nth(2)).toContainText('Notice when your tight chest shows up, and name it')
  for (const mission of DEFAULT_MISSIONS) await expect(page.getByText(mission)).toHaveCount(0)
  expect(coachCalls.sort()).toEqual(['daily_focus', 'mission_generation'])

  // Cached for the day: coming back asks the coach nothing more.
  await page.reload()
  await expect(focus).toContainText(/at work/)
  await expect(missions).toHaveCount(3)
  expect(coachCalls).toHaveLength(2)
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
  const missions = page.getByRole('region', { name: /Today.s missions/ }).getByRole('listitem')
  await expect(missions.nth(2)).toContainText('Notice when your tight chest shows up, and name it')
})
