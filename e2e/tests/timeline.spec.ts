import { expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { trackedDecisionCheckIn } from '../support/check-ins'
import { seedJournal } from '../support/journal'

test.use({ baseURL: process.env.BASE_URL })

const STORY =
  'We met a shy terrier at the shelter today. She leaned against my leg the whole visit, and ' +
  'something in me went quiet and sure. The flat is small and the hours are long, but I kept ' +
  'picturing her asleep by the window, and every reason against it felt thin.'

/** A tap check-in in a category of the person's own words, honored; lands on /map. */
async function customCheckIn(page: Page, note: string, description: string) {
  await page.goto('/check-in?mode=tap')
  await page.getByLabel('Something else?').fill(note)
  await page.getByLabel('Something else?').press('Enter')
  await page.getByLabel('Describe the situation').fill(description)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Expanding warmth' }).click()
  await page.getByRole('button', { name: /^Yes/ }).click()
  await page.getByRole('button', { name: /No, I’ll honor it/ }).click()
  await page.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page).toHaveURL(/\/map$/)
}

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text })

test("the Timeline shows the person's own words, opens a check-in to edit them, searches them, and undoes removing an outcome", async ({
  page,
}) => {
  await signedInUser(page)
  await customCheckIn(page, 'Adopting a dog', STORY)
  await trackedDecisionCheckIn(page, 'Work', 'Took the extra project')

  // The description, clamped with Show more, and the custom note as the category.
  const dog = card(page, 'shy terrier')
  await expect(dog.locator('header')).toContainText('Adopting a dog')
  await expect(dog.locator('header')).not.toContainText(/Other|Custom/)
  await dog.getByRole('button', { name: 'Show more' }).click()
  await expect(dog.getByRole('button', { name: 'Show less' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Today', level: 2 })).toBeVisible()

  // An outcome, found by a word in it.
  const work = card(page, 'Took the extra project')
  await work.getByRole('button', { name: 'Log outcome' }).click()
  await work
    .getByPlaceholder('What happened? How did it turn out?')
    .fill('It went badly and I regret the extra hours.')
  await work.getByRole('button', { name: 'Save' }).click()
  await expect(work.getByRole('region', { name: 'Outcome' })).toContainText('regret')

  const search = page.getByRole('searchbox', { name: 'Search your check-ins' })
  await search.fill('regret')
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 check-in found')
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article')).toContainText('Took the extra project')
  await search.fill('volcano')
  await expect(page.getByText('No check-ins found')).toBeVisible()
  await search.fill('')
  await expect(page.getByRole('article')).toHaveCount(2)

  // Removing the outcome, then Undo: it comes back as it was.
  await work.getByRole('button', { name: 'Remove outcome' }).click()
  await expect(work.getByRole('region', { name: 'Outcome' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(work.getByRole('region', { name: 'Outcome' })).toContainText(
    'It went badly and I regret the extra hours.',
  )

  // Open in full: edit the description; it stays on the Timeline after a reload.
  await page.getByRole('link', { name: /Open check-in: Adopting a dog/ }).click()
  await expect(page).toHaveURL(/\/map\/entry\//)
  await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible()
  const words = page.getByLabel('What was happening')
  await expect(words).toHaveValue(STORY)
  await words.fill('We adopted Juno, the shy terrier from the shelter.')
  await page.getByLabel('Category name').fill('Adopting Juno')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Changes saved')).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/map$/)
  await page.reload()
  const juno = card(page, 'We adopted Juno')
  await expect(juno).toBeVisible()
  await expect(juno.locator('header')).toContainText('Adopting Juno')
  await expect(juno).not.toContainText('every reason against it')

  // The outcome's words are edited where the check-in is open; no edit changes the XP.
  const xp = async () => {
    await page.goto('/profile')
    return page.getByText(/^\d+ \/ \d+ XP$/).textContent()
  }
  const before = await xp()
  await page.goto('/map')
  await page.getByRole('link', { name: /Open check-in: Work/ }).click()
  await page.getByRole('button', { name: 'Edit outcome' }).click()
  await page
    .getByRole('textbox', { name: 'Outcome' })
    .fill('It went badly; I regret the extra hours and said so.')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('region', { name: 'Outcome' })).toContainText('and said so.')
  expect(await xp()).toBe(before)
})

test('Back from a check-in opened in full returns to the same place; a month jumps to its days', async ({
  page,
}) => {
  await signedInUser(page)
  await seedJournal(
    page,
    Array.from({ length: 30 }, (_, i) => ({ daysAgo: 1 + i * 3, consequence: `Outcome ${i}` })),
  )
  await page.goto('/map')
  await expect(page.getByRole('article')).toHaveCount(10)
  // Scrolling on adds the older check-ins, a page at a time.
  await expect(async () => {
    await page.mouse.wheel(0, 4000)
    await expect(page.getByRole('article')).toHaveCount(30, { timeout: 1000 })
  }).toPass()

  const target = page.getByRole('article').filter({ hasText: 'Outcome 24' })
  await target.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(1000)
  await target.getByRole('link', { name: /Open check-in/ }).click()
  await expect(page).toHaveURL(/\/map\/entry\//)
  await expect(page.getByRole('region', { name: 'Outcome' })).toContainText('Outcome 24')
  await page.goBack()
  await expect(page).toHaveURL(/\/map$/)
  await expect(page.getByRole('article')).toHaveCount(30)
  await expect(target).toBeInViewport()
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(40)

  // The oldest month: its check-ins first, the newer ones offered above them.
  await page.evaluate(() => window.scrollTo(0, 0))
  const months = page.getByLabel('Jump to a month')
  const oldest = await months.locator('option').last().textContent()
  await months.selectOption({ index: (await months.locator('option').count()) - 1 })
  await expect(page.getByRole('button', { name: /Show newer check-ins/ })).toBeVisible()
  const firstDay = page
    .getByRole('region')
    .filter({ has: page.getByRole('article') })
    .first()
  await expect(firstDay.getByRole('heading', { level: 2 })).toContainText(oldest!.slice(0, 3))
  // The oldest month's check-ins are the last: the page holds them all, and nothing older.
  const count = Number(/\((\d+)\)/.exec(oldest!)?.[1])
  await expect(page.getByRole('article')).toHaveCount(Math.min(count, 10))
  await expect(page.getByRole('button', { name: /Show older check-ins/ })).toHaveCount(0)
})
