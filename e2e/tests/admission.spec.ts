import { expect, test } from '@playwright/test'
import { signedInUser, signInOnNewPhone, signUpThroughUi, uniqueEmail } from '../support/accounts'

test.use({ baseURL: process.env.BASE_URL })

test('a second phone of an admitted user skips onboarding: the server remembers the code', async ({
  page,
  browser,
}) => {
  const { email } = await signedInUser(page, 'Tove')

  // Another phone: its own storage, nothing of the first one's.
  const { context: secondPhone, page: phone } = await signInOnNewPhone(browser, email)
  // Home, past the gate that waits for the server's answer: only then can onboarding be absent.
  await expect(phone.getByRole('heading', { name: 'Hi, Tove' })).toBeVisible()
  await expect(phone.getByRole('link', { name: 'Profile' })).toBeVisible()
  await expect(phone).toHaveURL(/\/home$/)
  await expect(phone.getByText('Access code')).toHaveCount(0)
  // The local flag `onboarding_completed_{userId}` is now set on that phone too.
  const flag = await phone.evaluate(() =>
    Object.keys(localStorage).find((key) => /:onboarding_completed_/.test(key)),
  )
  expect(flag).toBeTruthy()
  await secondPhone.close()
})

test('a hand-set onboarding flag does not stand in for the access code', async ({ page }) => {
  const email = uniqueEmail('sneaky')
  await signUpThroughUi(page, { email, nickname: 'Sly' })
  await expect(page.getByRole('heading', { name: /Your gut is talking/ })).toBeVisible()

  // What someone could type in the console: the device's flag, without the code.
  await page.evaluate(() => {
    const { user } = JSON.parse(localStorage.getItem('hara:last-session')!) as {
      user: { id: string }
    }
    const key = `hara:u:${encodeURIComponent(user.id)}:onboarding_completed_${user.id}`
    localStorage.setItem(key, 'true')
  })
  // The flag lets the app in until the server answers: wait for that answer, then for the
  // onboarding it leads to, before checking that the signed-in shell is absent.
  await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === '/api/profile'),
    page.reload(),
  ])
  await expect(page.getByRole('heading', { name: /Your gut is talking/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0)

  // The server's record is what counts.
  const profile = await page.request.get('/api/profile')
  expect(((await profile.json()) as { admitted: boolean }).admitted).toBe(false)
})
