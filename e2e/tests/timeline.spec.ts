import { expect, test } from '../support/fixtures'
import { daysAgo } from '../support/journal-file'

/**
 * The Timeline in the real app: a check-in opened in full, edited and read back from the
 * phone's database; and where Back and the tabs leave the page scrolled. The cards, the search
 * and the day headings are proven on the components (timeline.test.tsx, entry-card.test.tsx,
 * entry-detail.test.tsx, entry-answers.test.tsx); outcomes in outcome-and-deletion.spec.ts.
 */

const STORY =
  'We met a shy terrier at the shelter today. She leaned against my leg the whole visit, and ' +
  'something in me went quiet and sure.'

test.describe('a check-in in full', () => {
  test.use({
    journal: {
      checkIns: [
        {
          ...daysAgo(1),
          context: 'Custom',
          customNote: 'Adopting a dog',
          description: STORY,
          honored: true,
          decision: null,
        },
      ],
    },
    startAt: '/map',
  })

  test('opens from its card, saves edited words and category, and Back shows them on the Timeline after a reload', async ({
    signedInPage: page,
  }) => {
    await page
      .getByRole('article')
      .filter({ hasText: 'Adopting a dog' })
      .getByRole('link', { name: /^Open check-in: / })
      .click()
    await expect(page).toHaveURL(/\/map\/entry\//)
    const words = page.getByLabel('What was happening')
    await expect(words).toHaveValue(STORY)
    await words.fill('We adopted Juno, the shy terrier from the shelter.')
    await page.getByLabel('Category name').fill('Adopting Juno')
    const save = page.getByRole('button', { name: 'Save changes' })
    await save.click()
    await expect(page.getByText('Changes saved')).toBeVisible()
    // The toast comes clear of the button just tapped (lib/toast.ts), and goes at its time
    // even with the pointer resting on it.
    const toast = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')
    await expect
      .poll(async () => {
        const [a, b] = [await toast.boundingBox(), await save.boundingBox()]
        return a !== null && b !== null && (a.y + a.height <= b.y || b.y + b.height <= a.y)
      })
      .toBe(true)
    await toast.hover()
    await expect(toast).toHaveCount(0, { timeout: 8000 })
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page).toHaveURL(/\/map$/)
    await page.reload()
    const card = page.getByRole('article').filter({ hasText: 'We adopted Juno' })
    await expect(card.locator('header')).toContainText('Adopting Juno')
    await expect(card).not.toContainText('leaned against my leg')
  })
})

test.describe('a long Timeline', () => {
  test.use({
    journal: {
      checkIns: Array.from({ length: 30 }, (_, i) => ({
        ...daysAgo(1 + i * 3),
        honored: i % 2 === 0,
        outcome: `Outcome ${i}`,
      })),
    },
    startAt: '/map',
  })

  test('pages in as it scrolls; Back from a check-in in full or from another tab returns to the same place; a month jumps to its days', async ({
    signedInPage: page,
  }) => {
    await expect(page.getByRole('article')).toHaveCount(10)
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
    // The address changes first; the Timeline's thirty outcomes stay until the check-in's screen
    // replaces them (a transition), and a single region asked for among them fails at once.
    const outcome = page.getByRole('region', { name: 'Outcome' })
    await expect(outcome).toHaveCount(1)
    await expect(outcome).toContainText('Outcome 24')
    await page.goBack()
    await expect(page.getByRole('article')).toHaveCount(30)
    await expect(target).toBeInViewport()
    const back = await page.evaluate(() => window.scrollY)
    expect(Math.abs(back - scrolled)).toBeLessThan(40)

    // A tab of the bottom bar opens at its top; Back returns to where the Timeline was.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Insights' })
      .click()
    await expect(page.getByRole('heading', { name: 'Insights' })).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight - innerHeight))
      .toBeGreaterThan(400)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Inner Map' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(back)

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
    const count = Number(/\((\d+)\)/.exec(oldest!)?.[1])
    await expect(page.getByRole('article')).toHaveCount(Math.min(count, 10))
    await expect(page.getByRole('button', { name: /Show older check-ins/ })).toHaveCount(0)
  })
})
