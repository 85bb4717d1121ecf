import { expect, test } from '@playwright/test'
import { signUpThroughUi, uniqueEmail } from '../support/accounts'

test.use({ baseURL: process.env.BASE_URL })

test('onboarding resumes after a reload at the step reached, with the focus chosen', async ({
  page,
}) => {
  await signUpThroughUi(page, { email: uniqueEmail('resume'), nickname: 'Ines' })
  await expect(page.getByRole('heading', { name: /Your gut is talking/ })).toBeVisible()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('radio', { name: /Relationships/ }).click()
  const challengeStep = page.getByRole('heading', { name: 'What feels most true for you?' })
  await expect(challengeStep).toBeVisible()

  await page.reload()
  await expect(challengeStep).toBeVisible()
  await expect(page.getByRole('radio')).toHaveCount(3)
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'Where do you most want to trust yourself?' }),
  ).toBeVisible()
  await expect(page.getByRole('radio', { name: /Relationships/ })).toHaveAttribute(
    'aria-checked',
    'true',
  )
})
