import type { Page } from '@playwright/test'

/**
 * Keeps a journey within one day of the phones' calendar: when less than `ms` is left of
 * `page`'s local day, waits until the next day has begun and reloads `page`. What belongs to a
 * day (its plan: the focus and missions) is then made on the day the journey ends in; a run
 * that crosses midnight would otherwise see the first phone's day and the second phone's next.
 */
export async function withinOneDay(page: Page, ms: number): Promise<void> {
  const left = await page.evaluate(() => {
    const now = new Date()
    const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
    return next.getTime() - now.getTime()
  })
  if (left >= ms) return
  await page.waitForTimeout(left + 1_000)
  await page.reload()
}
