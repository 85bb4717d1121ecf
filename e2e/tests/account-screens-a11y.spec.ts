import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { openSettings } from '../support/journal-figures'

// Reduced motion: colours are measured at rest, not halfway through an entrance.
test.use({ baseURL: process.env.BASE_URL, reducedMotion: 'reduce' })

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([])
}

for (const theme of ['dark', 'light'] as const) {
  test(`Delete account's confirmation and the sign-up counter meet WCAG AA in the ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    await page.goto('/auth')
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click()
    await page.getByLabel('Nickname', { exact: true }).fill('x'.repeat(41))
    await expect(page.getByText('41/40')).toBeVisible()
    await expectNoViolations(page, 'sign-up, nickname too long')

    await signedInUser(page, 'Ines')
    await openSettings(page)
    await page.getByRole('button', { name: /^Delete account/ }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete account?' })
    await dialog.getByLabel('Password').fill('not it')
    await dialog.getByRole('button', { name: 'Delete account' }).click()
    await expect(dialog.getByText("That password isn't right. Try again.")).toBeVisible()
    await expectNoViolations(page, 'delete account, wrong password')
  })
}
