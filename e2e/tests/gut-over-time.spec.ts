import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { importJournal, type FileCheckIn } from '../support/journal-file'
import { workerInControl } from '../support/service-worker'

// Reduced motion: colours are measured at rest.
test.use({ baseURL: process.env.BASE_URL, reducedMotion: 'reduce' })

const card = (page: Page) => page.getByRole('region', { name: 'Your gut, over time' })

// Outcome sentences whose reading is unambiguous, for each way the gut can prove right or wrong.
const HONORED_RIGHT = 'It went really well, glad I listened.'
const HONORED_WRONG = 'I regret it, it went badly.'
const IGNORED_RIGHT = 'Big mistake, it was a disaster.'
const IGNORED_WRONG = 'It worked out great, no regrets.'

/** The first day of the month `back` months before this one (UTC), as YYYY-MM. */
function monthBack(back: number): { key: string; name: string; year: number } {
  const now = new Date()
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1, 12))
  return {
    key: date.toISOString().slice(0, 7),
    name: date.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' }),
    year: date.getUTCFullYear(),
  }
}

/**
 * A month of check-ins: `right` where the gut proved right and `wrong` where it did not,
 * half of each with the gut followed and half set aside; work moments go worse than those in
 * relationships. Plus, every month, two outcomes that are never judged: a 'pause' waited on,
 * and one not known yet.
 */
function month(key: string, right: number, wrong: number): FileCheckIn[] {
  const day = (i: number) => `${key}-${String(i + 1).padStart(2, '0')}`
  const checkIns: FileCheckIn[] = []
  for (let i = 0; i < right; i++) {
    const honored = i % 2 === 0
    checkIns.push({
      day: day(i),
      context: i < 2 ? 'Work' : 'Relationship',
      signal: i < 2 ? 'Tight chest' : 'Expanding warmth',
      honored,
      outcome: honored ? HONORED_RIGHT : IGNORED_RIGHT,
    })
  }
  for (let i = 0; i < wrong; i++) {
    const honored = i % 2 === 0
    checkIns.push({
      day: day(right + i),
      context: 'Work',
      signal: 'Tight chest',
      honored,
      outcome: honored ? HONORED_WRONG : IGNORED_WRONG,
    })
  }
  checkIns.push(
    { day: day(20), gut: 'pause', honored: true, outcome: HONORED_RIGHT },
    { day: day(21), honored: true, outcome: 'Not sure yet, still waiting to hear back.' },
    { day: day(22), honored: false, outcome: null },
  )
  return checkIns
}

test('a journal of three months whose gut gets sharper: the first and last months and the trend', async ({
  page,
  context,
}) => {
  await signedInUser(page, 'Ines')
  const [first, middle, last] = [monthBack(3), monthBack(2), monthBack(1)]
  await importJournal(page, [
    ...month(first.key, 3, 6),
    ...month(middle.key, 5, 3),
    ...month(last.key, 8, 2),
  ])

  await page.goto('/insights')
  const gut = card(page)
  await expect(gut).toHaveAttribute('aria-busy', 'false')
  await gut.scrollIntoViewIfNeeded()
  await expect(gut).toContainText('How often your gut was right, month by month')
  const years = first.year !== last.year
  const named = (m: typeof first) => (years ? `${m.name} ${m.year}` : m.name)
  await expect(gut.getByTestId('gut-trend')).toHaveText(
    `Right 3 of 9 times in ${named(first)}, 8 of 10 in ${named(last)}.`,
  )

  // The chart's table, as a screen reader reads it: a row per month, oldest first.
  const table = gut.getByRole('table', {
    name: 'How often your gut was right, per month, oldest first',
  })
  const rows = table.getByRole('row')
  await expect(rows).toHaveCount(4)
  await expect(rows.nth(1)).toHaveText(`${named(first)}33% (3 of 9)`)
  await expect(rows.nth(2)).toHaveText(`${named(middle)}63% (5 of 8)`)
  await expect(rows.nth(3)).toHaveText(`${named(last)}80% (8 of 10)`)

  // Where it holds and where it does not, with their counts.
  const byContext = gut.getByRole('heading', { name: 'By context' }).locator('..')
  await expect(byContext).toContainText('Most reliableRelationship10 of 10 right')
  await expect(byContext).toContainText('Least reliableWork6 of 17 right')
  const bySignal = gut.getByRole('heading', { name: 'By body signal' }).locator('..')
  await expect(bySignal).toContainText('Most reliableExpanding warmth10 of 10 right')
  await expect(bySignal).toContainText('Least reliableTight chest6 of 17 right')

  // The chart fits a phone's width, and the card meets WCAG AA, in both themes.
  const chart = gut.getByTestId('gut-chart')
  const box = await chart.boundingBox()
  expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((name) => {
      document.documentElement.classList.remove('dark', 'light')
      document.documentElement.classList.add(name)
    }, theme)
    await gut.screenshot({ path: test.info().outputPath(`gut-card-${theme}.png`) })
    const { violations } = await new AxeBuilder({ page })
      .include('section[aria-labelledby="gut-time-title"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      violations.map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([])
  }

  // Offline, the same figures: the outcome reader and the counts run on the phone.
  await workerInControl(page)
  await context.setOffline(true)
  await page.reload()
  await expect(card(page).getByTestId('gut-trend')).toHaveText(
    `Right 3 of 9 times in ${named(first)}, 8 of 10 in ${named(last)}.`,
  )
  await context.setOffline(false)
})

test('a journal with two judged outcomes says it is not enough yet, and how many more it needs', async ({
  page,
}) => {
  await signedInUser(page, 'Oren')
  const key = monthBack(0).key
  const today = new Date().toISOString().slice(0, 10)
  await importJournal(page, [
    { day: today, honored: true, outcome: HONORED_RIGHT },
    { day: today, honored: false, outcome: IGNORED_WRONG },
    { day: today, gut: 'pause', honored: true, outcome: HONORED_RIGHT },
    { day: `${key}-01`, honored: true, outcome: 'Not sure yet, still waiting to hear back.' },
  ])

  await page.goto('/insights')
  const gut = card(page)
  await expect(gut).toHaveAttribute('aria-busy', 'false')
  await expect(gut.getByText('Not enough yet')).toBeVisible()
  await expect(gut).toContainText(
    '1 more outcome that says how it went, and you’ll see how often your gut is right.',
  )
  await expect(gut.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2')
  await expect(gut.getByRole('table')).toHaveCount(0)
  await gut.screenshot({ path: test.info().outputPath('gut-card-not-enough.png') })
})
