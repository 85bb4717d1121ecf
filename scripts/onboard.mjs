// The benches' way in: a new account signed up and taken through the six onboarding steps in
// the browser, as a person would, ending on Home. One copy for bench:bundle, bench:lighthouse
// and bench:web.

export const BENCH_PASSWORD = 'gut-feeling-42'

/**
 * Signs up a new `prefix-…@example.com` on `page` at `base` and onboards it; ends on /home.
 * Resolves with the account's email, for another phone to sign in with.
 */
export async function signUpAndOnboard(page, base, prefix = 'bench') {
  const email = `${prefix}-${Date.now()}@example.com`
  await page.goto(`${base}/auth`)
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click()
  await page.getByLabel('Nickname').fill('Bench')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(BENCH_PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.getByText('Account created!').waitFor()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('radio', { name: /Career/ }).click()
  await page.getByRole('radio', { name: 'I overthink every decision' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Access code').fill('intuition')
  await page.getByLabel('Access code').press('Enter')
  await page.waitForURL(/\/home$/)
  return { email }
}
