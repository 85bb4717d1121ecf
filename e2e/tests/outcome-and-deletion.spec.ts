import { expect, test } from '../support/fixtures'
import { daysAgo } from '../support/journal-file'

/**
 * An outcome logged, removed and put back, and a check-in deleted and put back, on the Timeline
 * of the real app, each read back from the phone's database after a reload. The form's rules
 * are proven on the component (outcome-form.test.tsx); what a delete or an outcome does to XP
 * and achievements in packages/core (achievements.test.ts, gamification.test.ts).
 */

test.use({
  journal: { checkIns: [{ ...daysAgo(1), honored: true, decision: null }] },
  startAt: '/map',
})

test('an outcome is logged and kept, removed and brought back with Undo; the check-in deleted, brought back with Undo with its outcome, then deleted for good', async ({
  signedInPage: page,
}) => {
  const card = page.getByRole('article').first()
  const outcome = card.getByRole('region', { name: 'Outcome' })
  await card.getByRole('button', { name: 'Log outcome' }).click()
  await card
    .getByPlaceholder('What happened? How did it turn out?')
    .fill('It went well: the launch shipped on time.')
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Outcome logged')).toBeVisible()
  await expect(outcome).toContainText('the launch shipped on time')
  await page.reload()
  await expect(outcome).toContainText('the launch shipped on time')

  await card.getByRole('button', { name: 'Remove outcome' }).click()
  await expect(page.getByText('Outcome removed')).toBeVisible()
  await expect(outcome).toHaveCount(0)
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(outcome).toContainText('the launch shipped on time')

  await card.getByRole('button', { name: 'Delete check-in' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete this check-in?' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('article')).toHaveCount(1)
  await card.getByRole('button', { name: 'Delete check-in' }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('This check-in has been deleted')).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(0)
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(outcome).toContainText('the launch shipped on time')
  await page.reload()
  await expect(outcome).toContainText('the launch shipped on time')

  await card.getByRole('button', { name: 'Delete check-in' }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('No entries yet')).toBeVisible()
  await page.reload()
  await expect(page.getByText('No entries yet')).toBeVisible()
})
