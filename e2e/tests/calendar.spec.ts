import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { importJournal, type FileCheckIn } from '../support/journal-file'

// Reduced motion: colours are measured at rest.
test.use({ baseURL: process.env.BASE_URL, reducedMotion: 'reduce' })

/** The month `back` months before this one (UTC): its key, name and length. */
function monthBack(back: number): { key: string; name: string; length: number } {
  const now = new Date()
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1, 12))
  return {
    key: date.toISOString().slice(0, 7),
    name: date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    length: new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate(),
  }
}

const today = new Date().toISOString().slice(0, 10)
const todayDate = Number(today.slice(8, 10))
/** A day of the month other than today's, so that nothing is 'On this day' at first. */
const notToday = (date: number) => (date === todayDate ? date + 1 : date)
const on = (key: string, date: number) => `${key}-${String(date).padStart(2, '0')}`

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** Both themes in turn, as theme-init.js sets them before the first paint. */
async function inEachTheme(page: Page, check: (theme: string) => Promise<void>) {
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((dark) => {
      document.documentElement.classList.toggle('dark', dark)
      document.documentElement.classList.toggle('light', !dark)
    }, theme === 'dark')
    await check(theme)
  }
}

test('a three-month journal on the calendar: marked days, the year on a small phone, a day opened, and On this day', async ({
  page,
}) => {
  test.slow()
  const [oldest, middle, last] = [monthBack(3), monthBack(2), monthBack(1)]
  const busy = on(last.key, notToday(5))
  const quiet = on(last.key, notToday(12))
  const journal: FileCheckIn[] = [
    { day: on(oldest.key, notToday(8)), honored: true },
    { day: on(middle.key, notToday(9)), honored: false },
    { day: on(middle.key, notToday(20)), honored: true },
    { day: busy, honored: true, outcome: 'It went well', verdict: 'right' },
    { day: busy, honored: true },
    { day: busy, honored: false },
    { day: quiet, honored: false },
  ]
  await signedInUser(page, 'Noor')
  await importJournal(page, journal)

  // Home: no earlier month has today's date, so no 'On this day'.
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1, name: /Noor/ })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('region', { name: 'On this day' })).toHaveCount(0)

  // The month view, last month: the two days with check-ins, each read as a sentence.
  await page.goto('/map')
  await page.getByRole('tab', { name: 'Calendar' }).click()
  await page.getByRole('button', { name: 'Previous month' }).click()
  const table = page.getByRole('table', { name: last.name })
  await expect(table).toBeVisible()
  const day = (date: string) => `${last.name.split(' ')[0]} ${Number(date.slice(8, 10))}`
  const sentences = [
    [busy, '3 check-ins, 2 honored, gut right 1 of 1'],
    [quiet, '1 check-in, 0 honored'],
  ]
  await expect(table.getByRole('button')).toHaveCount(2)
  for (const [date, sentence] of sentences) {
    await expect(
      table.getByRole('button', { name: `${day(date!)}: ${sentence}`, exact: true }),
    ).toBeVisible()
  }
  await expect(table.getByText(`${day(on(last.key, 1))}: no check-ins`)).toHaveCount(1)
  await inEachTheme(page, (theme) => expectNoViolations(page, `month, ${theme}`))

  // The year view fits a 360×640 phone in both themes.
  await page.setViewportSize({ width: 360, height: 640 })
  await page.getByRole('button', { name: 'Year' }).click()
  await expect(page.getByRole('button', { name: /^January: / })).toBeVisible()
  await inEachTheme(page, async (theme) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, `year view, ${theme}`).toBeLessThanOrEqual(360)
    await expectNoViolations(page, `year, ${theme}`)
  })

  // A month of the year opens in the month view; a day opens on the Timeline.
  await page
    .getByRole('button', { name: `${middle.name.split(' ')[0]}: 2 days with check-ins` })
    .click()
  await expect(page.getByRole('table', { name: middle.name })).toBeVisible()
  await page.getByRole('button', { name: 'Next month' }).click()
  await page.getByRole('button', { name: new RegExp(`^${day(busy)}:`) }).click()
  await expect(page).toHaveURL(new RegExp(`/map\\?day=${busy}$`))
  const checkIns = page.getByRole('group', { name: /^Check-ins on / })
  await expect(checkIns.getByRole('article')).toHaveCount(3)
  // Back returns to the calendar where it was.
  await page.goBack()
  await expect(page.getByRole('table', { name: last.name })).toBeVisible()

  // A check-in on today's date in an earlier month: 'On this day' on Home, opening that day.
  const earlier = [1, 2, 3].map(monthBack).find((month) => month.length >= todayDate)!
  const remembered = on(earlier.key, todayDate)
  await importJournal(page, [{ day: remembered, honored: true, context: 'Family' }])
  await page.goto('/home')
  const card = page.getByRole('region', { name: 'On this day' })
  await expect(card).toBeVisible()
  await card.getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/map\\?day=${remembered}$`))
  await expect(
    page.getByRole('group', { name: /^Check-ins on / }).getByRole('article'),
  ).toHaveCount(1)
})
