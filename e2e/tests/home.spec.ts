import { expect, test } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { quickHonoredCheckIn } from '../support/check-ins'

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
  // The orb starts a voice check-in.
  await page.getByRole('button', { name: 'tap to speak' }).click()
  await expect(page).toHaveURL(/\/check-in\?mode=voice$/)
})

test('with 3 entries and no coach answer, Home keeps the default focus and missions', async ({
  page,
}) => {
  await signedInUser(page)
  for (const category of ['Work', 'Health', 'Social']) await quickHonoredCheckIn(page, category)
  await page.getByRole('link', { name: 'Today' }).click()
  await expect(page.getByText(DEFAULT_FOCUS)).toBeVisible()
  for (const mission of DEFAULT_MISSIONS) await expect(page.getByText(mission)).toBeVisible()
  // 3 honored check-ins (30 XP) plus First Listen (10) and Gut Honor (25) = 65 XP.
  await expect(page.getByText('65 / 100 XP')).toBeVisible()
  await expect(page.getByLabel('1 day streak')).toBeVisible()
})
