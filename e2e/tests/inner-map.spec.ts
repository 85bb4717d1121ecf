import { expect, test } from '../support/fixtures'
import { daysAgo } from '../support/journal-file'
import { countCoachRequests } from '../support/journal'

/**
 * The Inner Map's three analyses come from the server's coach. What they say for a journal,
 * when they ask and what they keep, and what they show when the coach fails, are proven on the
 * panels (apps/web/src/features/inner-map/components/analysis-panels.test.tsx); the curve and
 * the figures in packages/core.
 */

test.use({
  journal: {
    checkIns: [
      { ...daysAgo(9), signal: 'Expanding warmth', gut: 'yes', honored: true, decision: null },
      {
        ...daysAgo(8),
        honored: false,
        decision: null,
        outcome: 'I regret it, it went badly.',
      },
      {
        ...daysAgo(2),
        honored: true,
        voice: { transcript: 'I know this is right, I feel calm and sure about it' },
      },
      {
        ...daysAgo(1),
        honored: false,
        voice: { transcript: 'Maybe I should just go along, I guess it is fine' },
      },
    ],
  },
  startAt: '/map',
})

test("Signals, Trust and Tone show the server coach's analyses of the journal, each asked once and kept", async ({
  signedInPage: page,
}) => {
  await expect(page.getByRole('article')).toHaveCount(4)
  const requests = countCoachRequests(page)
  const panel = page.getByRole('tabpanel')

  await page.getByRole('tab', { name: 'Signals' }).click()
  await expect(panel.getByRole('heading', { name: 'Your Top Signals' })).toBeVisible()
  await expect(panel.getByRole('listitem').filter({ hasText: 'Tight chest' })).toContainText(
    '1 of 1 right',
  )
  await page.getByRole('tab', { name: 'Trust' }).click()
  await expect(panel.getByRole('heading', { name: 'Trust Curve' })).toBeVisible()
  await expect(panel.getByTestId('trust-curve')).toBeVisible()
  await page.getByRole('tab', { name: 'Tone' }).click()
  await expect(panel.getByRole('heading', { name: 'Tone Patterns' })).toBeVisible()
  await expect
    .poll(() => ({ ...requests }))
    .toEqual({ signals_analysis: 1, trust_analysis: 1, tone_analysis: 1 })

  // Kept on the phone: a reload and the tabs again ask nothing more.
  await page.reload()
  await page.getByRole('tab', { name: 'Signals' }).click()
  await expect(panel.getByRole('heading', { name: 'Your Top Signals' })).toBeVisible()
  await page.getByRole('tab', { name: 'Trust' }).click()
  await expect(panel.getByRole('heading', { name: 'Trust Curve' })).toBeVisible()
  expect({ ...requests }).toEqual({ signals_analysis: 1, trust_analysis: 1, tone_analysis: 1 })
})
