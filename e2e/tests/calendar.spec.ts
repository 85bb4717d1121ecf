import { expect, test } from '../support/fixtures'
import type { FileCheckIn } from '../support/journal-file'

/**
 * The calendar's navigation in the real app: the year, a month, a day opened on the Timeline
 * and Back to the calendar, and Home's 'On this day'. What a month's cells say is proven on the
 * component (calendar-month.test.tsx) and in packages/core (calendar.test.ts); its accessibility
 * in both themes and the year at 360 px in accessibility.spec.ts and small-phone.spec.ts.
 */

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

const todayDate = new Date().getUTCDate()
/** A day of the month other than today's, so that only `remembered` is 'On this day'. */
const notToday = (date: number) => (date === todayDate ? date + 1 : date)
const on = (key: string, date: number) => `${key}-${String(date).padStart(2, '0')}`

const [middle, last] = [monthBack(2), monthBack(1)]
const busy = on(last.key, notToday(5))
const earlier = [last, middle, monthBack(3)].find((month) => month.length >= todayDate)!
const remembered = on(earlier.key, todayDate)
const journal: FileCheckIn[] = [
  { day: on(middle.key, notToday(9)), honored: false },
  { day: on(middle.key, notToday(20)), honored: true },
  { day: busy, honored: true, outcome: 'It went well', verdict: 'right' },
  { day: busy, honored: true },
  { day: busy, honored: false },
  { day: remembered, honored: true, context: 'Family' },
]

test.use({ journal: { checkIns: journal } })

test("the calendar opens a month from the year and a day on the Timeline, Back returns to it, and Home's 'On this day' opens its day", async ({
  signedInPage: page,
}) => {
  const card = page.getByRole('region', { name: 'On this day' })
  await expect(card).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Journey' })
    .click()
  await page.getByRole('tab', { name: 'Calendar' }).click()
  await page.getByRole('button', { name: 'Year' }).click()
  await page
    .getByRole('button', {
      name: `${middle.name.split(' ')[0]}: ${earlier === middle ? 3 : 2} days with check-ins`,
    })
    .click()
  await expect(page.getByRole('table', { name: middle.name })).toBeVisible()
  await page.getByRole('button', { name: 'Next month' }).click()
  const month = page.getByRole('table', { name: last.name })
  const busyName = `${last.name.split(' ')[0]} ${Number(busy.slice(8, 10))}`
  await month
    .getByRole('button', { name: `${busyName}: 3 check-ins, 2 honored, gut right 1 of 1` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/map\\?day=${busy}$`))
  const checkIns = page.getByRole('group', { name: /^Check-ins on / })
  await expect(checkIns.getByRole('article')).toHaveCount(3)

  // Back returns to the calendar where it was.
  await page.goBack()
  await expect(month).toBeVisible()

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click()
  await card.getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/map\\?day=${remembered}$`))
  await expect(checkIns.getByRole('article')).toHaveCount(1)
})
