import { expect, test } from '@playwright/test'

test.use({ baseURL: process.env.BASE_URL })

test('a desktop browser at 1280 px sees the desktop gate, and narrowing shows the app', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Mobile experience only' })).toBeVisible()
  await page.setViewportSize({ width: 900, height: 800 })
  await expect(page.getByText('Mobile experience only')).toHaveCount(0)
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.getByRole('heading', { name: 'Mobile experience only' })).toBeVisible()
})
