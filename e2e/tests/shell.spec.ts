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

test('with the server out of reach, a signed-in phone still opens on its journal', async ({
  page,
}) => {
  await signedInUser(page)
  await page.route('**/api/auth/get-session', (route) => route.abort('internetdisconnected'))
  await page.route('**/api/profile', (route) => route.abort('internetdisconnected'))
  await page.reload()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByText('Today’s focus').or(page.getByText("Today's focus"))).toBeVisible()
  await expect(
    page.getByText('We couldn’t reach Hara').or(page.getByText("We couldn't reach Hara")),
  ).toHaveCount(0)
})

test('after signing out, an unreachable server shows a retry screen, not the last account', async ({
  page,
}) => {
  await signedInUser(page)
  await page.getByRole('link', { name: 'Profile' }).click()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
  await page.route('**/api/auth/get-session', (route) => route.abort('internetdisconnected'))
  await page.reload()
  await expect(page.getByRole('heading', { name: /couldn.t reach Hara/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
})
