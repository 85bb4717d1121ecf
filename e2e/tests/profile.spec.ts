import { expect, test } from '@playwright/test'
import { signedInUser } from '../support/accounts'

test.use({ baseURL: process.env.BASE_URL })

// A 4×4 PNG, enough for the server to decode and resize.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNY3v0LjhiI4wAAgrEiwYhOZQ8AAAAASUVORK5CYII=',
  'base64',
)

test('the profile shows level, tiles and empty achievements, and edits the nickname', async ({
  page,
}) => {
  await signedInUser(page, 'Ivy')
  await page.getByRole('link', { name: 'Profile' }).click()
  await expect(page.getByRole('heading', { name: 'Ivy' })).toBeVisible()
  await expect(page.getByText('Level 1 The Listener')).toBeVisible()
  await expect(page.getByText('0 / 100 XP')).toBeVisible()
  await expect(page.getByText('Day Streak')).toBeVisible()
  await expect(page.getByText('Start checking in to unlock achievements')).toBeVisible()

  await page.getByRole('button', { name: 'Edit nickname' }).click()
  await page.getByLabel('Nickname', { exact: true }).fill('Ivy Rose')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile updated')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Ivy Rose' })).toBeVisible()

  // Cancel leaves the nickname as it was.
  await page.getByRole('button', { name: 'Edit nickname' }).click()
  await page.getByLabel('Nickname', { exact: true }).fill('Someone else')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('heading', { name: 'Ivy Rose' })).toBeVisible()

  // It is stored on the server: Home greets with it after a reload.
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Hi, Ivy Rose' })).toBeVisible()
})

test('a new photo shows at once; a file that is not an image is refused with the server message', async ({
  page,
}) => {
  await signedInUser(page)
  await page.getByRole('link', { name: 'Profile' }).click()
  const picker = page.locator('input[type=file]')

  await picker.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  })
  await expect(page.getByText('Error', { exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0)

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByText('Photo updated')).toBeVisible()
  const photo = page.getByRole('img', { name: 'Your profile photo' })
  await expect(photo).toBeVisible()
  await expect(photo).toHaveAttribute('src', /\/storage\/avatars\/.+\/avatar\.png\?v=\d+/)
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test('achievements: one unlocked after the first check-in, the rest with progress', async ({
  page,
}) => {
  await signedInUser(page)
  await page.goto('/check-in?mode=tap')
  await page.getByRole('button', { name: 'Other' }).click()
  await page.getByLabel('Describe the situation').fill('Which gym to join')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Numb' }).click()
  await page.getByRole('button', { name: /^Pause/ }).click()
  await page.getByRole('button', { name: 'Not sure' }).click()
  await page.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page).toHaveURL(/\/map$/)

  await page.getByRole('link', { name: 'Profile' }).click()
  await expect(page.getByText('First Listen')).toBeVisible()
  await page.getByRole('link', { name: 'View all' }).click()
  await expect(page).toHaveURL(/\/achievements$/)
  await expect(page.getByText('1 of 8 unlocked')).toBeVisible()
  await expect(page.getByRole('listitem', { name: 'First Listen, unlocked' })).toBeVisible()
  await expect(page.getByRole('listitem', { name: 'Trust Builder, locked' })).toContainText(
    '0 / 5 · 0%',
  )
  await expect(page.getByRole('listitem', { name: 'Consistent Listener, locked' })).toContainText(
    '1 / 3 · 33%',
  )
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/profile$/)
})
