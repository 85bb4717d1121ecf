import { expect, test, type Locator, type Page } from '@playwright/test'
import { PASSWORD, signedInUser, uniqueEmail } from '../support/accounts'
import { quickHonoredCheckIn } from '../support/check-ins'

test.use({ baseURL: process.env.BASE_URL, viewport: { width: 360, height: 640 } })

/** The toast on screen (one at a time). */
const theToast = (page: Page) =>
  page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  expect(found).not.toBeNull()
  return found!
}

/** Whether the toast, once it has slid into place, lies over `other`. */
async function expectClear(page: Page, other: Locator) {
  await expect
    .poll(async () => overlaps(await box(theToast(page)), await box(other)), { timeout: 3000 })
    .toBe(false)
}

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test("choosing 'Sign up' moves focus to the nickname; a nickname past the limit is counted, not cut", async ({
  page,
}) => {
  await page.goto('/auth')
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click()
  const nickname = page.getByLabel('Nickname', { exact: true })
  await expect(nickname).toBeFocused()
  await expect(page.getByText('0/40')).toBeVisible()

  await page.keyboard.type('Mira')
  await expect(page.getByText('4/40')).toBeVisible()
  const long = 'A nickname that goes on a little too long!'
  await nickname.fill(long)
  // Every character stays, and the form says what is wrong instead of sending it.
  await expect(nickname).toHaveValue(long)
  await expect(page.getByText(`${long.length}/40`)).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText('Keep your nickname to 40 characters or fewer.')
  await page.getByLabel('Email').fill(uniqueEmail('long'))
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Account created!')).toHaveCount(0)
  expect(await nickname.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false)

  // 'Back to sign in' from the reset view puts focus on the email field.
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click()
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(page.getByLabel('Email')).toBeFocused()
})

test("at 360×640 the 'Account created!' toast covers neither onboarding's first headline nor its Continue, and a tap puts it away", async ({
  page,
}) => {
  await page.goto('/auth')
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click()
  await page.getByLabel('Nickname', { exact: true }).fill('Ada')
  await page.getByLabel('Email').fill(uniqueEmail('toast'))
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(theToast(page)).toContainText('Account created!')
  const headline = page.getByRole('heading', { level: 1 })
  await expect(headline).toBeVisible()
  await expectClear(page, headline)
  await expectClear(page, page.getByRole('button', { name: 'Continue', exact: true }))
  await theToast(page).getByText('Account created!').click()
  await expect(theToast(page)).toHaveCount(0)
})

test('at 360×640 the Inner Map keeps its heading and tabs clear of a toast', async ({ page }) => {
  await signedInUser(page, 'Tove')
  await quickHonoredCheckIn(page)
  await page.getByRole('button', { name: 'Delete check-in' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(theToast(page)).toContainText('Entry removed')
  await expectClear(page, page.getByRole('tablist'))
  await expectClear(page, page.getByRole('heading', { name: 'Inner Map' }))
  // Above the bottom navigation and its raised centre button, not on them.
  await expectClear(page, page.getByRole('navigation', { name: 'Main' }))
  await expectClear(page, page.getByRole('button', { name: 'Check In', exact: true }))
  await theToast(page).getByText('This check-in has been deleted').click()
  await expect(theToast(page)).toHaveCount(0)
})

test('at 360×640 the sign-in screen shows its error toast over its orb, clear of its heading and fields', async ({
  page,
}) => {
  await page.goto('/auth')
  await page.getByLabel('Email').fill(uniqueEmail('nobody'))
  await page.getByLabel('Password').fill('not-my-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(theToast(page)).toContainText(/invalid email or password/i)
  await expectClear(page, page.getByRole('heading', { name: 'Welcome to Hara' }))
  await expectClear(page, page.getByLabel('Email'))
  await expectClear(page, page.getByLabel('Password'))
  await expectClear(page, page.getByRole('button', { name: 'Sign in' }))
})
