import type { Locator, Page } from '@playwright/test'
import { PASSWORD, readResetLink, uniqueEmail } from '../support/accounts'
import { expect, test } from '../support/fixtures'

/**
 * The account screens through the real server: sign-up and the six onboarding steps, sign-in
 * and sign-out, and a password reset by mail, on the smallest phone. Their forms' rules are
 * proven on the components (auth-screen.test.tsx, nickname-field.test.tsx,
 * onboarding-flow.test.tsx, access-code-step.test.tsx); sign-up, sign-in and reset on the
 * server (apps/server/src/modules/auth).
 */

/** On the smallest phone, the steps sliding as they do for a person (still elsewhere). */
test.use({ viewport: { width: 360, height: 640 }, reducedMotion: 'no-preference' })

const theToast = (page: Page) =>
  page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The toast, once it has slid into place, lies clear of `other`. */
async function expectClear(page: Page, other: Locator) {
  await expect
    .poll(async () => {
      const [toast, box] = [await theToast(page).boundingBox(), await other.boundingBox()]
      return toast !== null && box !== null && !overlaps(toast, box)
    })
    .toBe(true)
}

test('sign up, then onboarding resumed after a reload, a wrong code and the right one; the choices steer Home', async ({
  page,
}) => {
  await page.goto('/auth')
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click()
  await page.getByLabel('Nickname', { exact: true }).fill('Ada')
  await page.getByLabel('Email').fill(uniqueEmail('sign-up'))
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(theToast(page)).toContainText('Account created!')
  // The toast covers neither the first step's headline nor its Continue, and a tap puts it away.
  await expect(page.getByRole('heading', { name: /Your gut is talking/ })).toBeVisible()
  await expectClear(page, page.getByRole('heading', { level: 1 }))
  await expectClear(page, page.getByRole('button', { name: 'Continue', exact: true }))
  await theToast(page).getByText('Account created!').click()
  await expect(theToast(page)).toHaveCount(0)

  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'Intrusive thoughts vs. gut feelings' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  // Steps 3 and 4 advance by themselves shortly after a choice.
  await page.getByRole('radio', { name: /Relationships/ }).click()
  const challenge = page.getByRole('heading', { name: 'What feels most true for you?' })
  await expect(challenge).toBeVisible()
  // A reload resumes at the step reached, with the choice made.
  await page.reload()
  await expect(challenge).toBeVisible()
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page.getByRole('radio', { name: /Relationships/ })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await page.getByRole('radio', { name: /Relationships/ }).click()
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

  // The choices made steer where Home starts.
  await expect(page.getByRole('region', { name: /Today.s focus/ })).toContainText(
    'before you answer',
  )
  await expect(
    page
      .getByRole('region', { name: /Today.s missions/ })
      .getByRole('listitem')
      .first(),
  ).toContainText('Honor a no that feels right')
})

test.describe('an account made before', () => {
  test.use({ ownAccount: true })

  test('sign in: a wrong password says so in a toast clear of the form, the right one opens Home with no onboarding; signed out, an unreachable server shows a retry screen, not the account', async ({
    page,
    account,
  }) => {
    await page.goto('/auth')
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password').fill('not-my-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(theToast(page)).toContainText('Error')
    await expect(theToast(page)).toContainText(/invalid email or password/i)
    for (const other of [
      page.getByRole('heading', { name: 'Welcome to Hara' }),
      page.getByLabel('Email'),
      page.getByLabel('Password'),
      page.getByRole('button', { name: 'Sign in' }),
    ]) {
      await expectClear(page, other)
    }

    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByText('Access code')).toHaveCount(0)
    // Put away, as a person taps it, so that it lies over nothing below.
    await theToast(page).getByText('Welcome back!').click()
    await expect(theToast(page)).toHaveCount(0)

    await page.getByRole('link', { name: 'Profile' }).click()
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
    await page.route('**/api/auth/get-session', (route) => route.abort('internetdisconnected'))
    await page.reload()
    await expect(page.getByRole('heading', { name: /couldn.t reach Hara/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  test('forgot password: the reset link from the mail, a new password, then signing in with it', async ({
    page,
    account,
  }) => {
    await page.goto('/auth')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByLabel('Email').fill(account.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText('Check your email')).toBeVisible()

    await page.goto(await readResetLink(account.email))
    await expect(page).toHaveURL(/\/auth\?token=/)
    const newPassword = 'a-brand-new-one'
    await page.getByLabel('New password').fill(newPassword)
    await page.getByRole('button', { name: 'Update password' }).click()
    await expect(page.getByText('Password updated!')).toBeVisible()
    await expect(page).toHaveURL(/\/home$/)
    expect(page.url()).not.toContain('token')

    await page.context().clearCookies()
    await page.goto('/auth')
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password').fill(newPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/home$/)
  })
})
