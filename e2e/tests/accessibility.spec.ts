import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { seedJournal } from '../support/journal'

// Reduced motion: colours are measured at rest, not halfway through an entrance.
test.use({ baseURL: process.env.BASE_URL, reducedMotion: 'reduce' })

/** WCAG 2.1 A and AA rules, contrast included, on what is on screen now. */
async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const summary = violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => `${n.target.join(' ')} [${n.failureSummary ?? ''}]`).join(', ')}`,
  )
  expect(summary).toEqual([])
}

/**
 * Waits until the screen is at rest, so axe measures what a person sees once it has settled:
 * its main heading shown (when named), the fonts in, no skeleton or busy control, and no
 * finite animation running (a step's entrance, a sheet opening).
 */
async function atRest(page: Page, heading?: string | RegExp) {
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      !document.querySelector('.animate-pulse, [aria-busy="true"]') &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
  )
}

// Each theme in two halves, so that neither holds a worker for minutes: axe is slow on a phone.
for (const theme of ['dark', 'light'] as const) {
  test(`the check-in and the Inner Map meet WCAG AA in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    await page.goto('/auth')
    await atRest(page, 'Welcome to Hara')
    await expectNoViolations(page, 'auth')

    await signedInUser(page)
    await atRest(page, 'Hi, Mira')
    await expectNoViolations(page, 'home')

    await page.goto('/check-in?mode=tap')
    await atRest(page, 'What is this about?')
    await expectNoViolations(page, 'check-in context')
    await page.getByRole('button', { name: 'Work' }).click()
    await page.getByLabel('Describe the situation').fill('A new project')
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.getByRole('button', { name: 'Numb' }).click()
    await atRest(page, 'What is your gut telling you?')
    await expectNoViolations(page, 'check-in gut')
    await page.getByRole('button', { name: /^Yes/ }).click()
    await page.getByRole('button', { name: /No, I’ll honor it/ }).click()
    await page.getByRole('button', { name: 'Save check-in' }).click()
    await expect(page).toHaveURL(/\/map$/)
    await atRest(page, 'Inner Map')
    await expectNoViolations(page, 'map')
    await page.getByRole('link', { name: /Open check-in/ }).click()
    await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible()
    await expectNoViolations(page, 'map entry')
    await page.goBack()
    for (const [tab, heading] of [
      ['Signals', 'Your Top Signals'],
      ['Trust', 'Trust Curve'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
      await expectNoViolations(page, `map ${tab}`)
    }
  })

  test(`Insights, Profile, Settings and Help meet WCAG AA in the ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    await signedInUser(page)
    await seedJournal(page, [{ honored: true }])
    for (const [path, heading] of [
      ['/insights', 'Insights'],
      ['/profile', 'Mira'],
      ['/achievements', 'Achievements'],
      ['/settings', 'Settings'],
      ['/help', 'Help & Support'],
    ] as const) {
      await page.goto(path)
      await atRest(page, heading)
      await expectNoViolations(page, path)
    }

    await page.goto('/settings')
    await page.getByRole('switch', { name: 'Encrypted backup' }).click()
    const sheet = page.getByRole('dialog', { name: 'Turn on encrypted backup' })
    await sheet.getByLabel('Backup passphrase').fill('quiet river')
    await expect(sheet.getByText(/^Strength: /)).toBeVisible()
    await expectNoViolations(page, 'backup sheet')
  })
}

test('the bottom navigation and the check-in menu work from the keyboard', async ({ page }) => {
  await signedInUser(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('button', { name: 'Check In' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Type' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(nav.getByRole('button', { name: 'Check In' })).toBeFocused()
  await page.keyboard.press('Enter')
  // As a person would: Tab once the menu is open and its first item has the focus.
  await expect(page.getByRole('menuitem', { name: 'Type' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('menuitem', { name: 'Voice' })).toBeFocused()
  // This phone has no microphone, so the voice check-in turns back to Home soon after it opens:
  // wait for the navigation itself rather than poll for an address that may be gone again.
  await Promise.all([page.waitForURL(/\/check-in\?mode=voice$/), page.keyboard.press('Enter')])
  await page.goto('/check-in?mode=sideways')
  await expect(page.getByRole('heading', { name: 'What is this about?' })).toBeVisible()
})

for (const theme of ['dark', 'light'] as const) {
  test(`"How did it turn out?" and its sheet meet WCAG AA and work from the keyboard (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    await signedInUser(page)
    await seedJournal(page, [
      { decision: 'Sign the lease', honored: false, daysAgo: 4 },
      { decision: 'Tell Sam about the offer', honored: true, daysAgo: 3 },
      { decision: 'Wait a week', honored: true, consequence: 'Glad I listened', daysAgo: 2 },
    ])
    const card = page.getByRole('region', { name: 'How did it turn out?' })
    await expect(card.getByRole('listitem')).toHaveCount(2)
    await atRest(page, 'Hi, Mira')
    await expectNoViolations(page, 'home with decisions waiting')

    const row = card.getByRole('button', { name: /Sign the lease/ })
    await row.focus()
    await page.keyboard.press('Enter')
    const sheet = page.getByRole('dialog', { name: 'How did it turn out?' })
    await expect(sheet.getByPlaceholder('What happened? How did it turn out?')).toBeFocused()
    await atRest(page)
    await expectNoViolations(page, 'outcome sheet')
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(row).toBeFocused()

    await page.keyboard.press('Tab')
    await expect(card.getByRole('button', { name: 'Not yet' }).first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(card.getByRole('button', { name: /Tell Sam/ })).toBeFocused()
    await atRest(page, 'Hi, Mira')
    await expectNoViolations(page, 'home with an answered decision')

    await page.goto('/insights')
    await expect(page.getByRole('region', { name: 'Closing the loop' })).toContainText('1 of 3')
    await atRest(page, 'Insights')
    await expectNoViolations(page, 'insights closing the loop')
  })
}
