import type { Page } from '@playwright/test'
import { PASSWORD } from '../support/accounts'
import { atRest } from '../support/at-rest'
import { axeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'
import { fullJournal } from '../support/full-journal'
import { near, paintedAtLeftEdge, rgb } from '../support/painted'

/**
 * Every screen and sheet meets WCAG 2.1 A and AA, once each, in both themes: every rule in the
 * dark theme, and again in the light one the rules whose outcome depends on colour (a theme
 * changes colours only). Screens are measured at rest, with reduced motion. The keyboard paths
 * that need a real browser's focus are here too.
 */

test.use({ reducedMotion: 'reduce' })

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']
/** The dark theme's focus ring (`--focus`). */
const FOCUS_DARK = '#c4b5fd'

/** The theme as theme-init.js sets it before the first paint. */
function setTheme(page: Page, theme: 'dark' | 'light') {
  return page.evaluate((dark) => {
    const root = document.documentElement
    root.classList.toggle('dark', dark)
    root.classList.toggle('light', !dark)
    root.style.colorScheme = dark ? 'dark' : 'light'
  }, theme === 'dark')
}

/**
 * The screen as it is now, in both themes; the page is left in the dark theme. `only` limits
 * the check to what changed since the screen under it was checked (a sheet over it, another
 * tab), as CSS selectors.
 */
async function expectAccessible(page: Page, where: string, only: string[] = []) {
  const found: string[] = []
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme)
    // Colours with a transition take a moment to reach the new theme's.
    await atRest(page)
    const violations = await axeViolations(
      page,
      theme === 'dark' ? { include: only, tags: TAGS } : { include: only, rules: COLOUR_RULES },
    )
    found.push(
      ...violations.map(
        (v) =>
          `${where}, ${theme}: ${v.id} (${v.impact}) ${v.nodes.map((n) => `${n.target.join(' ')} [${n.failureSummary ?? ''}]`).join(', ')}`,
      ),
    )
  }
  await setTheme(page, 'dark')
  expect(found).toEqual([])
}

test('the signed-out screens: sign-in, and sign-up saying a nickname is too long', async ({
  page,
}) => {
  await page.goto('/auth')
  await atRest(page, 'Welcome to Hara')
  await expectAccessible(page, 'sign-in')
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click()
  await page.getByLabel('Nickname', { exact: true }).fill('x'.repeat(41))
  await expect(page.getByText('41/40')).toBeVisible()
  await atRest(page)
  await expectAccessible(page, 'sign-up, nickname too long')
})

test.describe('with a journal that fills every screen', () => {
  test.use({ journal: { checkIns: fullJournal() } })

  test('Home with decisions waiting and its outcome sheet, the check-in, and the Inner Map with each tab', async ({
    signedInPage: page,
  }) => {
    const card = page.getByRole('region', { name: 'How did it turn out?' })
    await expect(card.getByRole('listitem')).toHaveCount(3)
    await atRest(page, 'Hi, Mira')
    await expectAccessible(page, 'home')
    await card.getByRole('button', { name: /Sign the lease/ }).click()
    const sheet = page.getByRole('dialog', { name: 'How did it turn out?' })
    await expect(sheet.getByPlaceholder('What happened? How did it turn out?')).toBeFocused()
    await atRest(page)
    await expectAccessible(page, 'outcome sheet', ['[role=dialog]'])
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()

    await page.goto('/check-in?mode=tap')
    await atRest(page, 'What is this about?')
    await expectAccessible(page, 'check-in, context')
    await page.getByRole('button', { name: 'Work' }).click()
    await page.getByLabel('Describe the situation').fill('A new project')
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.getByRole('button', { name: 'Numb' }).click()
    await atRest(page, 'What is your gut telling you?')
    await expectAccessible(page, 'check-in, gut')

    await page.goto('/map')
    await atRest(page, 'Inner Map')
    await expectAccessible(page, 'timeline')
    // A card reached from the keyboard is ringed all round, over its own edge.
    const opener = page.getByRole('link', { name: /Open check-in/ }).first()
    const edge = page.locator('article').filter({ has: opener }).first()
    expect(near(await paintedAtLeftEdge(page, edge), rgb(FOCUS_DARK))).toBe(false)
    await opener.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(opener).toBeFocused()
    expect(near(await paintedAtLeftEdge(page, edge), rgb(FOCUS_DARK))).toBe(true)
    await opener.click()
    await atRest(page, 'Check-in')
    await expectAccessible(page, 'check-in in full')
    await page.goBack()
    for (const [tab, shown] of [
      ['Calendar', page.getByRole('table')],
      ['Signals', page.getByRole('heading', { name: 'Your Top Signals' })],
      ['Trust', page.getByRole('heading', { name: 'Trust Curve' })],
      ['Tone', page.getByRole('heading', { name: 'Tone Patterns' })],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(shown).toBeVisible()
      await atRest(page)
      await expectAccessible(page, tab, ['[role=tablist]', '[role=tabpanel]'])
    }
    await page.getByRole('tab', { name: 'Calendar' }).click()
    await page.getByRole('button', { name: 'Year' }).click()
    await expect(page.getByRole('button', { name: /^January: / })).toBeVisible()
    await atRest(page)
    await expectAccessible(page, 'calendar year', ['[role=tabpanel]'])
  })

  test('Insights with every card, Profile, Achievements with the long goals, Settings with its sheets, and Help', async ({
    signedInPage: page,
  }) => {
    await page.goto('/insights')
    await expect(page.getByTestId('strength-by-month')).toBeVisible()
    await expect(page.getByTestId('gut-chart')).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Your Patterns' }).getByRole('button').first(),
    ).toBeVisible()
    await atRest(page, 'Insights')
    await expectAccessible(page, 'insights')
    for (const [path, heading] of [
      ['/profile', 'Mira'],
      ['/achievements', 'Achievements'],
      ['/help', 'Help & Support'],
      ['/settings', 'Settings'],
    ] as const) {
      await page.goto(path)
      await atRest(page, heading)
      await expectAccessible(page, path)
    }

    await page.getByRole('switch', { name: 'Encrypted backup' }).click()
    const backup = page.getByRole('dialog', { name: 'Turn on encrypted backup' })
    await backup.getByLabel('Backup passphrase').fill('quiet river')
    await expect(backup.getByText(/^Strength: /)).toBeVisible()
    await atRest(page)
    await expectAccessible(page, 'backup sheet', ['[role=dialog]'])
    await page.keyboard.press('Escape')
    await expect(backup).toBeHidden()

    await page.getByRole('button', { name: /^Delete account/ }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete account?' })
    await dialog.getByLabel('Password').fill(`not ${PASSWORD}`)
    await dialog.getByRole('button', { name: 'Delete account' }).click()
    await expect(dialog.getByText("That password isn't right. Try again.")).toBeVisible()
    await atRest(page)
    await expectAccessible(page, 'delete account, wrong password', ['[role=alertdialog]'])
  })

  test('from the keyboard: the bottom bar and the check-in menu, and "How did it turn out?" with its sheet', async ({
    signedInPage: page,
  }) => {
    const card = page.getByRole('region', { name: 'How did it turn out?' })
    const row = card.getByRole('button', { name: /Sign the lease/ })
    await row.focus()
    await page.keyboard.press('Enter')
    const sheet = page.getByRole('dialog', { name: 'How did it turn out?' })
    await expect(sheet.getByPlaceholder('What happened? How did it turn out?')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(row).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(card.getByRole('button', { name: 'Not yet' }).first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(card.getByRole('button', { name: /Tell Sam/ })).toBeFocused()

    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('button', { name: 'Check In' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Type' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(nav.getByRole('button', { name: 'Check In' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Type' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('menuitem', { name: 'Voice' })).toBeFocused()
    // This phone has no microphone, so the voice check-in turns back to Home soon after it
    // opens: wait for the navigation itself rather than poll for an address that may be gone.
    await Promise.all([page.waitForURL(/\/check-in\?mode=voice$/), page.keyboard.press('Enter')])
  })
})
