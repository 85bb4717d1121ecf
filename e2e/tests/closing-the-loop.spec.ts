import { expect, test } from '../support/fixtures'
import { daysAgo } from '../support/journal-file'

/**
 * Closing the loop in the real app: a decision tracked three days ago comes back on Home, its
 * sheet (code of its own, loaded on use) logs the outcome with its XP, and the Timeline shows it.
 * When a decision comes back, 'Not yet' and 'Stop asking', and the card's three rows are proven
 * on the component (follow-up-card.test.tsx) and in packages/core (follow-up.test.ts,
 * closing-the-loop.test.ts); XP once per entry in packages/core (gamification.test.ts).
 */

test.use({
  journal: {
    checkIns: [{ ...daysAgo(3), context: 'Finance', honored: false, decision: 'Sign the lease' }],
  },
})

test('a decision tracked three days ago comes back on Home; its outcome is logged there with +5 XP and shows on the Timeline', async ({
  signedInPage: page,
}) => {
  const card = page.getByRole('region', { name: 'How did it turn out?' })
  const row = card.getByRole('listitem').filter({ hasText: 'Sign the lease' })
  await expect(row).toContainText('Finance · 3 days ago')
  const xp = await page.getByText(/^\d+ \/ \d+ XP$/).textContent()
  await row.getByRole('button', { name: /Sign the lease/ }).click()

  const sheet = page.getByRole('dialog', { name: 'How did it turn out?' })
  const words = sheet.getByPlaceholder('What happened? How did it turn out?')
  await expect(words).toBeFocused()
  await words.fill('Signed it. The flat is quiet and I sleep well.')
  await sheet.getByRole('button', { name: 'Save' }).click()
  await expect(sheet).toBeHidden()
  await expect(card.getByRole('status')).toHaveText('Sign the lease: Outcome logged · +5 XP')
  const [earned, next] = xp!.split(' / ')
  await expect(page.getByText(`${Number(earned) + 5} / ${next}`)).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Journey' })
    .click()
  const outcome = page.getByRole('article').first().getByRole('region', { name: 'Outcome' })
  await expect(outcome).toContainText('Signed it. The flat is quiet and I sleep well.')
  await expect(outcome).toContainText('+5 XP')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click()
  await expect(card).toHaveCount(0)
})
