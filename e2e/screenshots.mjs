// Screenshots of every main route on a phone, in both themes, for a person to look at:
//   node e2e/screenshots.mjs http://127.0.0.1:PORT ./out-folder
// Signs up a fresh account, completes onboarding and makes one check-in first.
import { mkdirSync } from 'node:fs'
import { chromium, devices } from '@playwright/test'

const [baseURL = 'http://127.0.0.1:3000', out = 'screenshots'] = process.argv.slice(2)
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const context = await browser.newContext({ ...devices['Pixel 7'], baseURL })
const page = await context.newPage()
const shot = async (name) => {
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${out}/${name}.png` })
}

for (const theme of ['dark', 'light']) {
  await context.clearCookies()
  await page.goto('/auth')
  await page.evaluate((t) => localStorage.setItem('theme', t), theme)
  await page.reload()
  await shot(`${theme}-auth`)
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click()
  await shot(`${theme}-sign-up`)
  await page.getByLabel('Nickname').fill('Mira')
  await page.getByLabel('Email').fill(`shots-${theme}-${Date.now()}@example.com`)
  await page.getByLabel('Password').fill('gut-feeling-42')
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.getByRole('button', { name: 'Continue' }).waitFor()
  await shot(`${theme}-onboarding-1`)
  await page.getByRole('button', { name: 'Continue' }).click()
  await shot(`${theme}-onboarding-2`)
  await page.getByRole('button', { name: 'Continue' }).click()
  await shot(`${theme}-onboarding-3`)
  await page.getByRole('radio', { name: /Career/ }).click()
  await page.getByRole('radio', { name: 'I overthink every decision' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Access code').fill('wrong')
  await page.getByLabel('Access code').press('Enter')
  await page.getByText('Invalid code. Try again.').waitFor()
  await shot(`${theme}-onboarding-6-wrong`)
  await page.getByLabel('Access code').fill('intuition')
  await page.getByLabel('Access code').press('Enter')
  await page.waitForURL(/\/home$/)
  await shot(`${theme}-home-empty`)
  await page.getByRole('button', { name: 'Check In' }).click()
  await shot(`${theme}-check-in-menu`)
  await page.getByRole('menuitem', { name: 'Type' }).click()
  await shot(`${theme}-tap-context`)
  await page.getByRole('button', { name: 'Work' }).click()
  await page.getByLabel('Describe the situation').fill('My manager asked me to lead the launch.')
  await shot(`${theme}-tap-describe`)
  await page.getByRole('button', { name: 'Continue' }).click()
  await shot(`${theme}-tap-body`)
  await page.getByRole('button', { name: 'Tight chest' }).click()
  await shot(`${theme}-tap-gut`)
  await page.getByRole('button', { name: /^Yes/ }).click()
  await shot(`${theme}-tap-ignore`)
  await page.getByRole('button', { name: /Yes, I’ll ignore it/ }).click()
  await shot(`${theme}-tap-reminder`)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Your decision').fill('I said yes')
  await shot(`${theme}-tap-decision`)
  await page.getByRole('button', { name: 'Track this decision' }).click()
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${out}/${theme}-celebration.png` })
  await page.waitForURL(/\/map$/)
  await shot(`${theme}-map`)
  await page.getByRole('link', { name: 'Today' }).click()
  await shot(`${theme}-home`)
  await page.getByRole('link', { name: 'Insights' }).click()
  await shot(`${theme}-insights`)
  await page.getByRole('link', { name: 'Profile' }).click()
  await shot(`${theme}-profile`)
  for (const path of ['achievements', 'settings', 'help']) {
    await page.goto(`/${path}`)
    await shot(`${theme}-${path}`)
  }
  await page.goto('/nowhere')
  await shot(`${theme}-404`)
  await page.goto('/privacy')
  await shot(`${theme}-privacy`)
}
await browser.close()
console.log(`screenshots written to ${out}`)
