import { expect, test } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { quickHonoredCheckIn } from '../support/check-ins'

test.use({ baseURL: process.env.BASE_URL })

test('log an outcome, remove it, then delete the check-in', async ({ page }) => {
  await signedInUser(page)
  await quickHonoredCheckIn(page)
  const card = page.getByRole('article').first()

  await card.getByRole('button', { name: 'Log outcome' }).click()
  const outcome = card.getByPlaceholder('What happened? How did it turn out?')
  const save = card.getByRole('button', { name: 'Save' })
  await expect(save).toBeDisabled()
  await outcome.fill('   ')
  await expect(save).toBeDisabled()
  await card.getByRole('button', { name: 'Cancel' }).click()
  await expect(outcome).toHaveCount(0)

  await card.getByRole('button', { name: 'Log outcome' }).click()
  await outcome.fill('It went well: the launch shipped on time.')
  await save.click()
  await expect(page.getByText('Outcome logged')).toBeVisible()
  const logged = card.getByRole('region', { name: 'Outcome' })
  await expect(logged).toContainText('It went well: the launch shipped on time.')

  // Kept on the device.
  await page.reload()
  await expect(
    page.getByRole('article').first().getByRole('region', { name: 'Outcome' }),
  ).toContainText('the launch shipped on time')

  await page.getByRole('button', { name: 'Remove outcome' }).click()
  await expect(page.getByText('Outcome removed')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log outcome' })).toBeVisible()

  await page.getByRole('button', { name: 'Delete check-in' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete this check-in?' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('article')).toHaveCount(1)
  await page.getByRole('button', { name: 'Delete check-in' }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Entry removed')).toBeVisible()
  await expect(page.getByText('No entries yet')).toBeVisible()

  // Deleting never takes away what was earned.
  await page.goto('/achievements')
  await expect(page.getByText('2 of 8 unlocked')).toBeVisible()
})
