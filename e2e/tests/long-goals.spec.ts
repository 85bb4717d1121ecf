import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { importJournal, type FileCheckIn } from '../support/journal-file'

// Reduced motion: colours are measured at rest.
test.use({ baseURL: process.env.BASE_URL, reducedMotion: 'reduce' })

/** The day `n` days after 25 January 2026, as YYYY-MM-DD. */
const dayOf = (n: number) => new Date(Date.UTC(2026, 0, 25 + n, 12)).toISOString().slice(0, 10)

/**
 * 120 check-ins over 40 days in a row (25 January to 5 March, three a day): every tenth a no
 * the person honored, the rest a yes set aside; an outcome on every fourth, and the person's
 * own "Was your gut right?" on four of them in each of the three months.
 */
function longJournal(): FileCheckIn[] {
  const judgedIn: Record<string, number> = {}
  return Array.from({ length: 120 }, (_, i): FileCheckIn => {
    const day = dayOf(Math.floor(i / 3))
    const honored = i % 10 === 0
    const checkIn: FileCheckIn = { day, gut: honored ? 'no' : 'yes', honored }
    if (i % 4 !== 0) return checkIn
    const month = day.slice(0, 7)
    const judged = (judgedIn[month] ?? 0) < 4
    if (judged) judgedIn[month] = (judgedIn[month] ?? 0) + 1
    return { ...checkIn, outcome: 'It went as I thought', ...(judged ? { verdict: 'right' } : {}) }
  })
}

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

const EXPECTED = [
  ['Steady Listener', 'Next: Check in 60 days in a row', '40 / 60 · 66%'],
  ['Keeping the Journal', 'Next: Complete 250 check-ins', '120 / 250 · 48%'],
  ['Seeing It Through', 'Next: Log the outcome of 50 check-ins', '30 / 50 · 60%'],
  ['Trusting a No', "Next: Honor your gut's no 25 times", '12 / 25 · 48%'],
  [
    'Knowing Your Gut',
    'Next: Say whether your gut was right on 3 outcomes a month, in 6 months',
    '3 / 6 · 50%',
  ],
] as const

test('a journal of 40 days and three months: the long goals show their tiers and progress', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
  await signedInUser(page, 'Noor')
  await importJournal(page, longJournal())

  await page.goto('/achievements')
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible()
  const goals = page.getByRole('region', { name: 'Long goals' })
  await expect(goals.getByRole('heading', { level: 2, name: 'Long goals' })).toBeVisible()
  await expect(goals.getByText('They earn no XP.', { exact: false })).toBeVisible()

  for (const [name, next, progress] of EXPECTED) {
    const card = goals.getByRole('listitem', { name: `${name}, tier 1 of 3` })
    await expect(card).toBeVisible()
    await expect(card.getByText('Tier 1 of 3')).toBeVisible()
    await expect(card.getByText(next)).toBeVisible()
    await expect(card.getByText(progress)).toBeVisible()
    const tiers = card.getByRole('list', { name: `${name} tiers` }).getByRole('listitem')
    await expect(tiers).toHaveCount(3)
    await expect(tiers.first()).toContainText('reached')
    await expect(tiers.nth(1)).toContainText('not yet')
  }
  await expect(
    goals.getByRole('progressbar', { name: 'Steady Listener progress toward tier 2' }),
  ).toHaveAttribute('aria-valuenow', '40')

  // The seven stay above, as they were: Intuition Master still 12 of its 15 honored.
  const seven = page.getByRole('listitem', { name: 'Intuition Master, locked' })
  await expect(seven.getByText('12 / 15 · 80%')).toBeVisible()
  await expect(seven.getByText('+150 XP')).toBeVisible()

  // Nothing wider than a 360 px phone.
  await page.setViewportSize({ width: 360, height: 640 })
  await expect(goals.getByText('3 / 6 · 50%')).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  await page.waitForFunction(() => document.fonts.status === 'loaded')
  await expectNoViolations(page)
  await page.evaluate(() => localStorage.setItem('theme', 'light'))
  await page.addInitScript(() => localStorage.setItem('theme', 'light'))
  await page.reload()
  await expect(goals.getByText('3 / 6 · 50%')).toBeVisible()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await page.waitForFunction(() => document.fonts.status === 'loaded')
  await expectNoViolations(page)
})
