import { expect, test } from '@playwright/test'
import { signedInUser } from '../support/accounts'

test.use({ baseURL: process.env.BASE_URL })

test('the app loads on a phone, in the dark theme, at the auth screen', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.getByText('Mobile experience only')).toHaveCount(0)
  // Nothing may scroll sideways on a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await signedInUser(page)
  const logged: string[] = []
  page.on('console', (msg) => logged.push(msg.text()))
  await page.goto('/no/such/place')
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  expect(logged.some((line) => line.includes('/no/such/place'))).toBe(true)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/home$/)
})

test('the theme choice survives a reload without a flash of the other theme', async ({ page }) => {
  await signedInUser(page)
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(page.locator('html')).toHaveClass(/light/)
  // The class must be right in the first HTML the browser paints, before any app script runs.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/light/)
})
