import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { fullJournal } from '../support/full-journal'

/**
 * The smallest phone Hara is made for, 360×640: no screen wider than the phone, the orb on
 * Home's first screen with decisions waiting and clear of the bottom bar, the check-in menu's
 * backdrop, the Timeline's last card and a toast clear of the bar's raised button, and every
 * step of a check-in on one screen.
 */

test.use({ viewport: { width: 360, height: 640 } })

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}

/** Whether anything on the page is wider than the phone (it would scroll sideways). */
async function expectNoWiderThanPhone(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, where).toBeLessThanOrEqual(360)
}

test.describe('with a journal that fills every screen', () => {
  test.use({ journal: { checkIns: fullJournal() } })

  test('no screen is wider than the phone, and nothing sits under the bottom bar or its raised button', async ({
    signedInPage: page,
  }) => {
    // Home: three decisions waiting, and still the orb on the first screen, clear of the bar.
    const card = page.getByRole('region', { name: 'How did it turn out?' })
    await expect(card.getByRole('button', { name: /Log outcome/ })).toHaveCount(3)
    await expect(page.getByRole('button', { name: 'tap to speak' })).toBeInViewport({ ratio: 1 })
    const bar = await box(page.getByRole('navigation', { name: 'Main' }))
    const plus = await box(page.getByRole('button', { name: 'Check In' }))
    const words = await box(page.getByText('tap to speak', { exact: true }))
    expect(overlap(words, plus)).toBe(false)
    expect(words.y + words.height).toBeLessThanOrEqual(Math.min(bar.y, plus.y))
    await expectNoWiderThanPhone(page, 'home')

    // The check-in menu dims the screen behind it; a tap there closes it.
    await page.getByRole('button', { name: 'Check In' }).click()
    await expect(page.getByRole('menu', { name: 'Check in by' })).toBeVisible()
    const backdrop = page.locator('[data-menu-backdrop]')
    await expect(backdrop).toBeVisible()
    await backdrop.click({ position: { x: 20, y: 20 } })
    await expect(page.getByRole('menu', { name: 'Check in by' })).toBeHidden()
    await expect(backdrop).toHaveCount(0)

    await page.goto('/insights')
    await expect(page.getByTestId('strength-by-month')).toBeVisible()
    await expect(page.getByTestId('gut-strength-chart')).toBeVisible()
    await expect(page.getByTestId('gut-chart')).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Your Patterns' }).getByRole('button').first(),
    ).toBeVisible()
    await expectNoWiderThanPhone(page, 'insights')

    await page.goto('/achievements')
    await expect(
      page.getByRole('region', { name: 'Long goals' }).getByRole('listitem').first(),
    ).toBeVisible()
    await expectNoWiderThanPhone(page, 'achievements')

    await page.goto('/map')
    for (const [tab, shown] of [
      ['Calendar', page.getByRole('table')],
      ['Signals', page.getByRole('heading', { name: 'Your Top Signals' })],
      ['Trust', page.getByRole('heading', { name: 'Trust Curve' })],
      ['Tone', page.getByRole('heading', { name: 'Tone Patterns' })],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(shown).toBeVisible()
      await expectNoWiderThanPhone(page, tab)
    }
    await page.getByRole('tab', { name: 'Calendar' }).click()
    await page.getByRole('button', { name: 'Year' }).click()
    await expect(page.getByRole('button', { name: /^January: / })).toBeVisible()
    await expectNoWiderThanPhone(page, 'calendar year')

    // The Timeline scrolled to its end: the last card is clear of the raised button.
    await page.getByRole('tab', { name: 'Timeline' }).click()
    await expect(page.getByRole('article').first()).toBeVisible()
    await expectNoWiderThanPhone(page, 'timeline')
    const total = fullJournal().length
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await expect(page.getByRole('article')).toHaveCount(total, { timeout: 1000 })
    }).toPass()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const last = await box(page.getByRole('article').last())
    const button = await box(page.getByRole('button', { name: 'Check In' }))
    expect(last.y + last.height).toBeLessThanOrEqual(button.y)

    // A toast sits above the bottom bar, clear of the heading and the tabs, and a tap puts it away.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('article').first().getByRole('button', { name: 'Delete check-in' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    const toast = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')
    await expect(toast).toContainText('Entry removed')
    for (const other of [
      page.getByRole('tablist'),
      page.getByRole('heading', { name: 'Inner Map' }),
      page.getByRole('navigation', { name: 'Main' }),
      page.getByRole('button', { name: 'Check In', exact: true }),
    ]) {
      await expect.poll(async () => overlap(await box(toast), await box(other))).toBe(false)
    }
    await toast.getByText('This check-in has been deleted').click()
    await expect(toast).toHaveCount(0)
  })
})

test('every step of a check-in fits the screen without scrolling, and Back from the first, discarding it, leads Home', async ({
  signedInPage: page,
}) => {
  // A mode the app does not know opens the tap check-in.
  await page.goto('/check-in?mode=sideways')
  const fits = async (step: string) => {
    await expect(page.getByRole('heading', { name: step })).toBeVisible()
    const scrolls = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    )
    expect(scrolls, step).toBeLessThanOrEqual(1)
  }
  await fits('What is this about?')
  await page.getByRole('button', { name: 'Relationship' }).click()
  await fits('What’s happening?')
  await page.getByLabel('Describe the situation').fill('A hard talk with my sister.')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await fits('Where do you feel it?')
  await page.getByRole('button', { name: 'Dropped stomach' }).click()
  await fits('What is your gut telling you?')
  await page.getByRole('button', { name: /^Yes/ }).click()
  await fits('Will you ignore this feeling?')
  await page.getByRole('button', { name: /Yes, I’ll ignore it/ }).click()
  await fits('That’s okay')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await fits('What did you decide?')

  const back = page.getByRole('button', { name: 'Back', exact: true })
  for (const step of [
    'That’s okay',
    'Will you ignore this feeling?',
    'What is your gut telling you?',
    'Where do you feel it?',
    'What’s happening?',
    'What is this about?',
  ]) {
    await back.click()
    await expect(page.getByRole('heading', { name: step })).toBeVisible()
  }
  await back.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click()
  await expect(page).toHaveURL(/\/home$/)
})
