import { expect, test } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { quickHonoredCheckIn } from '../support/check-ins'

test.use({ baseURL: process.env.BASE_URL })

test('Settings: clearing all data empties the Inner Map', async ({ page }) => {
  await signedInUser(page)
  await quickHonoredCheckIn(page)
  await expect(page.getByText('No entries yet')).toBeHidden()

  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Profile' }).click()
  await page
    .getByRole('navigation', { name: 'Profile menu' })
    .getByRole('link', { name: 'Settings' })
    .click()
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()

  await page.getByRole('button', { name: /Clear all data/ }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Clear all data?' })
  await expect(dialog).toContainText('Are you sure? This will delete all your check-ins.')
  await dialog.getByRole('button', { name: 'Delete all check-ins' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Data cleared')).toBeVisible()

  // Back returns to Profile, where Settings was opened from.
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await nav.getByRole('link', { name: 'Journey' }).click()
  await expect(page.getByText('No entries yet')).toBeVisible()

  // After a reload the journal stays empty.
  await page.goto('/map')
  await expect(page.getByText('No entries yet')).toBeVisible()
})

test('Help: the FAQ opens one answer at a time', async ({ page }) => {
  await signedInUser(page)
  await page.goto('/help')
  await expect(page.getByRole('heading', { name: 'Help & Support' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Contact support/ })).toHaveAttribute(
    'href',
    'mailto:support@hara.app',
  )

  const intuition = page.getByRole('button', { name: 'What is gut intuition?' })
  const privacy = page.getByRole('button', { name: 'Is my data private?' })
  await intuition.click()
  await expect(intuition).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText(/wordless sense/)).toBeVisible()

  await privacy.click()
  await expect(privacy).toHaveAttribute('aria-expanded', 'true')
  await expect(intuition).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText(/wordless sense/)).toBeHidden()
  await expect(page.getByText(/lives on your phone/)).toBeVisible()

  // Opened by its address (no history in the app), Back goes to Profile.
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/profile$/)
})
