import { expect, test, type Locator } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { seedJournal } from '../support/journal'

test.use({ baseURL: process.env.BASE_URL, viewport: { width: 360, height: 640 } })

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test("at 360×640, Home's 'tap to speak' sits clear of the bottom bar and its raised button", async ({
  page,
}) => {
  await signedInUser(page)
  await expect(page).toHaveURL(/\/home$/)
  const label = page.getByText('tap to speak', { exact: true })
  await expect(label).toBeVisible()
  const bar = await box(page.getByRole('navigation', { name: 'Main' }))
  const plus = await box(page.getByRole('button', { name: 'Check In' }))
  const words = await box(label)
  expect(overlap(words, plus)).toBe(false)
  expect(words.y + words.height).toBeLessThanOrEqual(Math.min(bar.y, plus.y))
})

test('at 360×640, no screen is wider than the phone: Home, Insights and every Inner Map tab', async ({
  page,
}) => {
  await signedInUser(page)
  await seedJournal(page, [
    { weeksAgo: 3, consequence: 'It went well, glad I listened.' },
    { weeksAgo: 2, honored: false, consequence: 'I regret it, it went badly.' },
    { weeksAgo: 1, decision: 'Sign the lease' },
    { daysAgo: 1 },
  ])
  const width = () => page.evaluate(() => document.documentElement.scrollWidth)
  await expect(page.getByRole('region', { name: /Today.s missions/ })).toBeVisible()
  expect(await width()).toBeLessThanOrEqual(360)
  await page.goto('/insights')
  await expect(page.getByRole('heading', { name: 'Your Patterns' })).toBeVisible()
  expect(await width()).toBeLessThanOrEqual(360)
  await page.goto('/map')
  const shown: Record<string, RegExp> = {
    Timeline: /Sign the lease/,
    Calendar: /Some honored/,
    Signals: /Your Top Signals/,
    Trust: /Trust Curve/,
    Tone: /voice check-ins/,
  }
  for (const [tab, text] of Object.entries(shown)) {
    await page.getByRole('tab', { name: tab }).click()
    await expect(page.getByRole('tabpanel')).toContainText(text)
    expect(await width(), tab).toBeLessThanOrEqual(360)
  }
})
