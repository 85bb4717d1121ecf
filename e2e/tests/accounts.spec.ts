import { expect, test } from '@playwright/test'
import {
  completeOnboarding,
  PASSWORD,
  readResetLink,
  signUpThroughUi,
  uniqueEmail,
} from '../support/accounts'

test.use({ baseURL: process.env.BASE_URL })

test('sign up, then onboarding with a wrong code and then the right one, landing on /home', async ({
  page,
}) => {
  const email = uniqueEmail('sign-up')
  await signUpThroughUi(page, { email, nickname: 'Ada' })

  // Step 1: the science, step 2: intrusive thoughts vs gut feelings.
  await expect(page.getByRole('heading', { name: /Your gut is talking/ })).toBeVisible()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'Intrusive thoughts vs. gut feelings' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  // Steps 3 and 4 advance by themselves shortly after a choice.
  await page.getByRole('radio', { name: /Relationships/ }).click()
  await expect(page.getByRole('radio', { name: 'I say yes when I mean no' })).toBeVisible()
  await page.getByRole('radio', { name: 'I say yes when I mean no' }).click()
  await expect(page.getByRole('heading', { name: 'Three small steps, every day' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()

  const code = page.getByLabel('Access code')
  await expect(page.getByText('Think about your intuition')).toBeVisible()
  await code.fill('not-it')
  await code.press('Enter')
  await expect(page.getByText('Invalid code. Try again.')).toBeVisible()
  await expect(code).toHaveAttribute('aria-invalid', 'true')
  // The message clears itself after about 2 seconds.
  await expect(page.getByText('Invalid code. Try again.')).toHaveCount(0, { timeout: 4000 })

  await code.fill('  INTUITION ')
  await code.press('Enter')
  await expect(page).toHaveURL(/\/home$/)
})

test('sign out and sign in again, with no onboarding the second time', async ({ page }) => {
  const email = uniqueEmail('return')
  await signUpThroughUi(page, { email, nickname: 'Noor' })
  await completeOnboarding(page)

  await page.getByRole('link', { name: 'Profile' }).click()
  await expect(page.getByRole('heading', { name: 'Noor' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Welcome back!')).toBeVisible()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByText('Access code')).toHaveCount(0)
})

test('a wrong password shows the server message in an error toast', async ({ page }) => {
  const email = uniqueEmail('wrong')
  await signUpThroughUi(page, { email, nickname: 'Kai' })
  await page.context().clearCookies()
  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('not-my-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Error')).toBeVisible()
  await expect(page.getByText(/invalid email or password/i)).toBeVisible()
})

test('forgot password, the reset link from the outbox, a new password, then sign in with it', async ({
  page,
}) => {
  const email = uniqueEmail('reset')
  await signUpThroughUi(page, { email, nickname: 'Lou' })
  await completeOnboarding(page)
  await page.context().clearCookies()

  await page.goto('/auth')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Check your email')).toBeVisible()

  const link = await readResetLink(email)
  await page.goto(link)
  await expect(page).toHaveURL(/\/auth\?token=/)
  await expect(page.getByRole('button', { name: 'Update password' })).toBeVisible()
  await expect(page.getByText('8+ characters recommended')).toBeVisible()
  const newPassword = 'a-brand-new-one'
  await page.getByLabel('New password').fill(newPassword)
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page.getByText('Password updated!')).toBeVisible()
  await expect(page).toHaveURL(/\/home$/)
  expect(page.url()).not.toContain('token')

  // Sign out, then the new password works.
  await page.context().clearCookies()
  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(newPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/home$/)
})

test('terms and privacy are reachable while signed out, with a way back', async ({ page }) => {
  const today = new Date().toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
  await page.goto('/auth')
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click()
  await page.getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible()
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible()
  await page.getByRole('link', { name: 'Back to sign in' }).click()
  await expect(page).toHaveURL(/\/auth$/)

  await page.goto('/privacy')
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible()
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible()
  await expect(page.getByText(/processed in memory/)).toBeVisible()
})

test('every other path shows the auth screen while signed out', async ({ page }) => {
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
  await page.goto('/somewhere/else')
  await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
})
