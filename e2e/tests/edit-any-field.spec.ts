import { expect, test, type Locator, type Page } from '@playwright/test'
import { signedInUser, signInOnNewPhone } from '../support/accounts'
import { backedUpUser, restoreFromOffer } from '../support/backup'
import { quickIgnoredCheckIn } from '../support/check-ins'
import { profileFigures } from '../support/journal-figures'
import { workerInControl } from '../support/service-worker'

test.use({ baseURL: process.env.BASE_URL, reducedMotion: 'reduce' })

const card = (page: Page | Locator, text: string) =>
  page.getByRole('article').filter({ hasText: text })

/** Opens an Inner Map tab once no toast lies over the tab bar (see inner-map.spec.ts). */
async function openTab(page: Page, name: string) {
  await page.mouse.move(0, 0)
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem'),
  ).toHaveCount(0, { timeout: 15_000 })
  await page.getByRole('tab', { name }).click()
}
const panel = (page: Page) => page.getByRole('tabpanel')

/** On the check-in in full: Change `row`, then choose `answer` in its sheet. */
async function change(page: Page, row: string, answer: RegExp) {
  await page.getByRole('button', { name: `Change ${row}` }).click()
  const sheet = page.getByRole('dialog', { name: `Change ${row}` })
  await sheet.getByRole('button', { name: answer }).click()
  await expect(sheet).toHaveCount(0)
}

test('edits the category, body signal and gut answer: the card, Signals and Trust change, XP does not, and a second phone shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  const { email } = await backedUpUser(page, 'Ada', 'Social')
  const second = await signInOnNewPhone(browser, email)
  const other = second.page
  await restoreFromOffer(other)
  await workerInControl(other)

  await quickIgnoredCheckIn(page, 'Work')
  const entry = card(page, 'Pressure about work')
  await expect(entry).toContainText('Work • Tight chest')
  await expect(entry).toContainText('Gut: no • Ignored it')
  await expect(entry).not.toContainText('edited')
  await openTab(page, 'Signals')
  await expect(panel(page).getByRole('listitem').filter({ hasText: 'Tight chest' })).toHaveCount(1)
  await openTab(page, 'Trust')
  await expect(panel(page).getByRole('meter', { name: 'Honored gut feelings' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  )
  const before = await profileFigures(page)

  // The check-in in full: each answer changed with the check-in's own question.
  await page.goto('/map')
  await card(page, 'Pressure about work')
    .getByRole('link', { name: /^Open check-in/ })
    .click()
  await expect(page.getByRole('heading', { name: 'Your answers' })).toBeVisible()
  await change(page, 'category', /^Health$/)
  await change(page, 'body signal', /^Dropped stomach$/)
  await change(page, 'gut answer', /^Yes/)
  await change(page, 'honored or ignored', /No, I’ll honor it/)
  await expect(page.getByRole('list').filter({ hasText: 'Body signal' })).toContainText(
    'Dropped stomach',
  )

  await page.goto('/map')
  const edited = card(page, 'Pressure about work')
  await expect(edited).toContainText('Health • Dropped stomach')
  await expect(edited).toContainText('Gut: yes • Honored it')
  await expect(edited).toContainText('edited')
  await expect(edited).toContainText('+5 XP')
  await openTab(page, 'Signals')
  await expect(
    panel(page).getByRole('listitem').filter({ hasText: 'Dropped stomach' }),
  ).toHaveCount(1)
  await expect(panel(page).getByRole('listitem').filter({ hasText: 'Tight chest' })).toHaveCount(0)
  await openTab(page, 'Trust')
  await expect(panel(page).getByRole('meter', { name: 'Honored gut feelings' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  )
  // XP, level and streak are what they were: an edit earns and takes nothing.
  expect(await profileFigures(page)).toEqual(before)

  // The second phone, open on the Timeline with sync on, shows the edit.
  await other.goto('/map')
  await expect(card(other, 'Pressure about work')).toContainText('Health • Dropped stomach', {
    timeout: 20_000,
  })
  await expect(card(other, 'Pressure about work')).toContainText('Gut: yes • Honored it')
  await second.context.close()
})

/** A quick honored tap check-in that happened on `day` at `time`, through the real flow. */
async function checkInEarlier(
  page: Page,
  what: string,
  day: 'Earlier today' | 'Yesterday',
  time: string,
) {
  await page.goto('/check-in?mode=tap')
  await page.getByRole('button', { name: 'It happened earlier' }).click()
  await page
    .getByRole('group', { name: 'When did it happen?' })
    .getByRole('button', { name: day })
    .click()
  await page.getByLabel('At what time').fill(time)
  await page.getByRole('button', { name: 'Work' }).click()
  await page.getByLabel('Describe the situation').fill(what)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Expanding warmth' }).click()
  await page.getByRole('button', { name: /^Yes/ }).click()
  await page.getByRole('button', { name: /No, I’ll honor it/ }).click()
  await page.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page).toHaveURL(/\/map$/)
}

test('logs a check-in for earlier today and one for yesterday: each lands on its day, and the streak counts both days', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signedInUser(page, 'Noor')
  // Midnight today is always earlier than now.
  await checkInEarlier(page, 'Noticed at midnight', 'Earlier today', '00:00')
  expect((await profileFigures(page)).streak).toBe('1')
  await checkInEarlier(page, 'Noticed yesterday morning', 'Yesterday', '09:30')

  await page.goto('/map')
  const today = page.getByRole('region', { name: /^Today/ })
  const yesterday = page.getByRole('region', { name: /^Yesterday/ })
  await expect(card(today, 'Noticed at midnight')).toBeVisible()
  await expect(card(yesterday, 'Noticed yesterday morning')).toContainText('9:30 AM')
  await expect(card(today, 'Noticed yesterday morning')).toHaveCount(0)
  // The calendar marks both days, each with its one check-in.
  await page.getByRole('tab', { name: 'Calendar' }).click()
  const dayName = (offset: number) => {
    const date = new Date()
    date.setDate(date.getDate() + offset)
    return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric' })
  }
  await expect(
    page.getByRole('button', { name: `${dayName(0)}: 1 check-in, 1 honored` }),
  ).toBeVisible()
  if (new Date().getDate() === 1) await page.getByRole('button', { name: 'Previous month' }).click()
  await expect(
    page.getByRole('button', { name: `${dayName(-1)}: 1 check-in, 1 honored` }),
  ).toBeVisible()
  // Yesterday then today: two days in a row (the product's rule), each check-in's own XP.
  const figures = await profileFigures(page)
  expect(figures.streak).toBe('2')
  expect(figures.checkIns).toBe('2')
})
