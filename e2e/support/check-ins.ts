import { expect, type Page } from '@playwright/test'

/** A quick honored tap check-in through the real flow; lands on /map. */
export async function quickHonoredCheckIn(page: Page, category = 'Work') {
  await page.goto('/check-in?mode=tap')
  await page.getByRole('button', { name: category }).click()
  await page.getByLabel('Describe the situation').fill(`Something about ${category.toLowerCase()}`)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Expanding warmth' }).click()
  await page.getByRole('button', { name: /^Yes/ }).click()
  await page.getByRole('button', { name: /No, I’ll honor it/ }).click()
  await page.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page).toHaveURL(/\/map$/)
}

/** A quick tap check-in where the gut is ignored, skipping the decision; lands on /map. */
export async function quickIgnoredCheckIn(page: Page, category = 'Work', signal = 'Tight chest') {
  await page.goto('/check-in?mode=tap')
  await page.getByRole('button', { name: category }).click()
  await page.getByLabel('Describe the situation').fill(`Pressure about ${category.toLowerCase()}`)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: signal }).click()
  await page.getByRole('button', { name: /^No/ }).click()
  await page.getByRole('button', { name: /Yes, I’ll ignore it/ }).click()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'skip for now' }).click()
  await expect(page).toHaveURL(/\/map$/)
}

/**
 * A tap check-in that ignores the gut and tracks a decision (docs/product.md#check-in-tap: 'Track
 * this decision'); lands on /map.
 */
export async function trackedDecisionCheckIn(page: Page, category: string, decision: string) {
  await page.goto('/check-in?mode=tap')
  await page.getByRole('button', { name: category }).click()
  await page.getByLabel('Describe the situation').fill(`Deciding about ${category.toLowerCase()}`)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Tight chest' }).click()
  await page.getByRole('button', { name: /^No/ }).click()
  await page.getByRole('button', { name: /Yes, I’ll ignore it/ }).click()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByLabel('Your decision').fill(decision)
  await page.getByRole('button', { name: 'Track this decision' }).click()
  await expect(page).toHaveURL(/\/map$/)
}
