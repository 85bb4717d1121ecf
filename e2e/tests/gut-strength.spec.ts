import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signedInUser, signInOnNewPhone } from '../support/accounts'
import { backedUpUser, backUpNow, restoreFromOffer } from '../support/backup'
import { importJournal, type FileCheckIn } from '../support/journal-file'
import { workerInControl } from '../support/service-worker'

test.use({ baseURL: process.env.BASE_URL, reducedMotion: 'reduce' })

const GOOD = 'It went really well, glad I listened.'
const BAD = 'I regret it, it went badly.'

/** A tap check-in through the real flow, with a strength or none; lands on /map. */
async function checkIn(page: Page, what: string, strength: 'Faint' | 'Clear' | 'Strong' | null) {
  await page.goto('/check-in?mode=tap')
  await page.getByRole('button', { name: 'Work' }).click()
  await page.getByLabel('Describe the situation').fill(what)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Tight chest' }).click()
  if (strength) {
    const question = page.getByRole('group', { name: 'How strong is it?' })
    await question.getByRole('button', { name: strength }).click()
    await expect(question.getByRole('button', { name: strength })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  }
  await page.getByRole('button', { name: /^No/ }).click()
  await page.getByRole('button', { name: /No, I’ll honor it/ }).click()
  await page.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page).toHaveURL(/\/map$/)
}

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text })

/** Logs an outcome on the Timeline card of `what`, answering "Was your gut right?". */
async function logOutcome(page: Page, what: string, words: string, answer: string) {
  const entry = card(page, what)
  await entry.getByRole('button', { name: 'Log outcome' }).click()
  await entry.getByPlaceholder('What happened? How did it turn out?').fill(words)
  const question = entry.getByRole('group', { name: 'Was your gut right?' })
  await question.getByRole('button', { name: answer }).click()
  await expect(question.getByRole('button', { name: answer })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await entry.getByRole('button', { name: 'Save' }).click()
  await expect(entry.getByRole('region', { name: 'Outcome' })).toContainText(words)
}

/** What Insights says at each strength. */
async function expectByStrength(page: Page) {
  await page.goto('/insights')
  const gut = page.getByRole('region', { name: 'Your gut, over time' })
  await expect(gut).toHaveAttribute('aria-busy', 'false')
  const section = gut.getByTestId('gut-by-strength')
  await section.scrollIntoViewIfNeeded()
  // Strong: six judged outcomes, five of them right (one by the person's own No).
  await expect(section.locator('li[data-strength="strong"]')).toContainText(
    'Right 5 of 6, likely between 3 and 6',
  )
  // Faint: two imported and one logged here with Yes; Hard to say and no strength count nowhere.
  await expect(section.locator('li[data-strength="faint"]')).toContainText(
    'Not enough yet: 2 more outcomes that say how it went',
  )
  // Clear: the one the person answered No, whatever its good words.
  await expect(section.locator('li[data-strength="clear"]')).toContainText(
    'Not enough yet: 4 more outcomes that say how it went',
  )
  const table = section.getByRole('table', { name: /by how strong it felt/ })
  await expect(table.getByRole('row')).toHaveText([
    'StrengthGut right',
    'FaintNot enough yet (3 of 5 needed)',
    'ClearNot enough yet (1 of 5 needed)',
    'Strong83% (5 of 6, likely between 3 and 6)',
  ])
  const chart = section.getByTestId('gut-strength-chart')
  expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
}

test('strength and the person’s own verdict: Insights counts each strength as the journal supports, offline and on a second phone', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(300_000)
  const { email } = await backedUpUser(page, 'Noor')
  // Yesterday, so the check-ins made here are the newest on the Timeline.
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  const strong: FileCheckIn[] = [
    ...Array.from({ length: 4 }, () => ({
      day,
      honored: true,
      outcome: GOOD,
      strength: 'strong' as const,
    })),
    // Words the reader takes as bad, answered Yes: right.
    { day, honored: true, outcome: BAD, strength: 'strong', verdict: 'right' },
    // Words the reader takes as good, answered No: wrong.
    { day, honored: true, outcome: GOOD, strength: 'strong', verdict: 'wrong' },
    // Answered Hard to say: never judged.
    { day, honored: true, outcome: GOOD, strength: 'strong', verdict: 'hard-to-say' },
  ]
  await importJournal(page, [
    ...strong,
    { day, honored: true, outcome: GOOD, strength: 'faint' },
    { day, honored: false, outcome: 'It worked out great, no regrets.', strength: 'faint' },
    // No strength: counted in 'Your gut, over time', at no strength.
    { day, honored: true, outcome: GOOD },
  ])

  // Through the real flow: a faint, a clear and one with no strength said.
  await checkIn(page, 'A faint one', 'Faint')
  await checkIn(page, 'A clear one', 'Clear')
  await checkIn(page, 'One I did not rate', null)
  await expect(card(page, 'A faint one')).toContainText('Faint signal')
  await expect(card(page, 'A clear one')).toContainText('Clear signal')
  await expect(card(page, 'One I did not rate')).not.toContainText('signal')
  await logOutcome(page, 'A faint one', GOOD, 'Yes')
  await logOutcome(page, 'A clear one', GOOD, 'No')
  await logOutcome(page, 'One I did not rate', BAD, 'Hard to say')

  await expectByStrength(page)
  // The section meets WCAG AA in both themes.
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((name) => {
      document.documentElement.classList.remove('dark', 'light')
      document.documentElement.classList.add(name)
    }, theme)
    await page
      .getByTestId('gut-by-strength')
      .screenshot({ path: test.info().outputPath(`gut-by-strength-${theme}.png`) })
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="gut-by-strength"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(violations.map((v) => `${theme}: ${v.id}`)).toEqual([])
  }

  // Offline, after a reload: the same counts, read on the phone.
  await workerInControl(page)
  await context.setOffline(true)
  await page.reload()
  await expectByStrength(page)
  await context.setOffline(false)

  // A second phone restores the journal from the records: the same counts there.
  await backUpNow(page)
  const second = await signInOnNewPhone(browser, email)
  await restoreFromOffer(second.page)
  await expectByStrength(second.page)
  await second.page.goto('/map')
  await expect(card(second.page, 'A clear one')).toContainText('Clear signal')
  await second.context.close()
})

test('words the reader takes as good, answered No: wrong on Insights, on Signals and in the coach’s pattern', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await signedInUser(page, 'Tove')
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  // Four like it from before: followed, good words, and each answered No.
  await importJournal(
    page,
    Array.from({ length: 4 }, () => ({
      day,
      honored: true,
      outcome: GOOD,
      strength: 'strong' as const,
      verdict: 'wrong' as const,
    })),
  )
  await checkIn(page, 'Followed it again', 'Strong')
  await logOutcome(page, 'Followed it again', GOOD, 'No')

  // Insights: five judged outcomes at Strong, none of them right.
  await page.goto('/insights')
  const gut = page.getByRole('region', { name: 'Your gut, over time' })
  await expect(gut).toHaveAttribute('aria-busy', 'false')
  await expect(
    gut.getByTestId('gut-by-strength').locator('li[data-strength="strong"]'),
  ).toContainText('Right 0 of 5, likely between 0 and 2')
  // The coach's pattern: following the gut here turned out badly, not well.
  const patterns = page.getByRole('region', { name: 'Your Patterns' })
  await patterns.scrollIntoViewIfNeeded()
  const first = patterns
    .getByRole('listitem')
    .filter({ has: page.getByRole('button') })
    .first()
  await expect(first).toBeVisible({ timeout: 30_000 })
  await expect(patterns).toContainText(/badly/)
  await expect(patterns).not.toContainText(/turned out well/)

  // Signals: the tight chest's gut proved right in none of its five outcomes.
  await page.goto('/map')
  await page.getByRole('tab', { name: 'Signals' }).click()
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { name: 'Your Top Signals' })).toBeVisible({
    timeout: 30_000,
  })
  const tight = panel.getByRole('listitem').filter({ hasText: 'Tight chest' })
  await expect(tight).toContainText('0% accuracy')
  await expect(tight).toContainText('proved right 0 of 5 times')
})
