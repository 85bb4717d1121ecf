import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { importJournal, type FileCheckIn } from '../support/journal-file'
import { workerInControl } from '../support/service-worker'

test.use({ baseURL: process.env.BASE_URL, reducedMotion: 'reduce' })

/** The first of the month `back` months before this one, as 'YYYY-MM-DD' (UTC). */
function monthDay(back: number, day: number): string {
  const now = new Date()
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day))
  return date.toISOString().slice(0, 10)
}

/** "September", or "November 2026" when the months shown reach over a new year. */
const monthName = (day: string, withYear: boolean) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    timeZone: 'UTC',
    ...(withYear ? { year: 'numeric' } : {}),
  })

/** `count` check-ins on `day` at `strength`; the first `right` answered Yes, the rest No. */
function rows(
  day: string,
  strength: 'faint' | 'strong',
  count: number,
  right: number,
  honored = true,
): FileCheckIn[] {
  return Array.from({ length: count }, (_, i) => ({
    day,
    honored,
    strength,
    outcome: strength === 'strong' ? 'It turned out as it turned out.' : null,
    ...(strength === 'strong'
      ? { verdict: i < right ? ('right' as const) : ('wrong' as const) }
      : {}),
  }))
}

async function expectMonths(page: Page, first: string, last: string) {
  const years = first.slice(0, 4) !== last.slice(0, 4)
  const [from, to] = [monthName(first, years), monthName(last, years)]
  await page.goto('/insights')
  const gut = page.getByRole('region', { name: 'Your gut, over time' })
  await expect(gut).toHaveAttribute('aria-busy', 'false')
  const section = gut.getByTestId('strength-by-month')
  await section.scrollIntoViewIfNeeded()
  await expect(section).toContainText(
    `Strong signals proved right 2 of 4 times in ${from}, 5 of 6 in ${to}.`,
  )
  await expect(section).toContainText(
    `You acted on faint signals 3 of 3 times in ${from}, 1 of 4 in ${to}.`,
  )
  const table = section.getByRole('table', { name: 'Strong and faint signals, month by month' })
  // A header and three months; the middle month has too few of either.
  await expect(table.getByRole('row')).toHaveCount(4)
  await expect(table.getByRole('row').nth(2)).toContainText('Not enough yet')
}

test('strength month by month: strong signals proving right and faint ones acted on, at 360 px in both themes and offline', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 360, height: 640 })
  await signedInUser(page, 'Ilse')
  const first = monthDay(2, 3)
  const middle = monthDay(1, 10)
  const last = monthDay(0, 1)
  await importJournal(page, [
    ...rows(first, 'strong', 4, 2),
    ...rows(first, 'faint', 3, 0),
    ...rows(middle, 'strong', 2, 2),
    ...rows(last, 'strong', 6, 5),
    ...rows(last, 'faint', 1, 0),
    ...rows(last, 'faint', 3, 0, false),
  ])
  await expectMonths(page, first, last)

  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((name) => {
      document.documentElement.classList.remove('dark', 'light')
      document.documentElement.classList.add(name)
    }, theme)
    const section = page.getByTestId('strength-by-month')
    await section.screenshot({ path: test.info().outputPath(`strength-by-month-${theme}.png`) })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="strength-by-month"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(violations.map((v) => `${theme}: ${v.id}`)).toEqual([])
  }

  // Offline, after a reload: the same months, read on the phone.
  await workerInControl(page)
  await context.setOffline(true)
  await page.reload()
  await expectMonths(page, first, last)
  await context.setOffline(false)
})
